import { hasAnyAuthority, useAuth, useForbidden } from '@cenacle/kit';
import { Navigate, useLocation } from '@cenacle/kit/router';
import { Spinner } from '@cenacle/kit/ui';
import type { RoleName } from '@cenacle/shared-domain/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../errors/components/ForbiddenPage.tsx';

/**
 * Anonymous users go to /log-in keeping where they wanted to be; others need one of the authorities.
 * A page whose data the API refused (403: another branch's session opened by its address) gives way
 * to the "no access" page, whichever remote serves it; the person stays signed in.
 */
export default function PrivateRoute(props: {
  readonly authorities: readonly RoleName[];
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useAuth((s) => s.status);
  const account = useAuth((s) => s.account);
  const refused = useForbidden();
  if (status === 'unknown') return <Spinner label={t('global.state.loading')} />;
  if (status === 'anonymous') return <Navigate to="/log-in" replace state={{ from: location }} />;
  if (refused || !hasAnyAuthority(account, props.authorities)) return <ForbiddenPage />;
  return <>{props.children}</>;
}
