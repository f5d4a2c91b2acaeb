import type { RoleName } from '@cenacle/shared-domain/rules';
import type { ReactNode } from 'react';
import { useAuth } from './auth-store.ts';
import { hasAnyAuthority } from './authorities.ts';

export function useHasAuthority(authorities: readonly RoleName[]): boolean {
  return useAuth((s) => hasAnyAuthority(s.account, authorities));
}

/** Renders its children only for users with one of the authorities (the server enforces the same). */
export function RequireAuthority(props: {
  readonly authorities: readonly RoleName[];
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}) {
  const allowed = useHasAuthority(props.authorities);
  return <>{allowed ? props.children : (props.fallback ?? null)}</>;
}
