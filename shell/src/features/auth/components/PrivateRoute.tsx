import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { Navigate, useLocation } from '@cenacle/kit/router';
import { Spinner } from '@cenacle/kit/ui';
import type { RoleName } from '@cenacle/shared-domain/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../errors/components/ForbiddenPage.tsx';

/** Anonymous users go to /log-in keeping where they wanted to be; others need one of the authorities. */
export default function PrivateRoute(props: {
  readonly authorities: readonly RoleName[];
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useAuth((s) => s.status);
  const account = useAuth((s) => s.account);
  if (status === 'unknown') return <Spinner label={t('global.state.loading')} />;
  if (status === 'anonymous') return <Navigate to="/log-in" replace state={{ from: location }} />;
  if (!hasAnyAuthority(account, props.authorities)) return <ForbiddenPage />;
  return <>{props.children}</>;
}
