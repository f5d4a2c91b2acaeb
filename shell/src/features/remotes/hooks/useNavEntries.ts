import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { type AdminMenuGroup, localize, type NavMenu } from '@cenacle/kit/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { knownRoutes, useRouteTable } from '../api/route-table.ts';

export interface NavEntry {
  readonly to: string;
  /** In the interface language, from the remote's own strings. */
  readonly label: string;
  /** The administration menu's section (its entries only). */
  readonly group?: AdminMenuGroup;
}

/** Links of one menu the remotes declared, for the routes the signed-in user may open. */
export function useNavEntries(menu: NavMenu = 'main'): readonly NavEntry[] {
  const { i18n } = useTranslation();
  const table = useRouteTable((s) => s);
  const account = useAuth((s) => s.account);
  const language = i18n.language;
  return useMemo(
    () =>
      knownRoutes(table).flatMap(({ route }) =>
        route.nav && (route.menu ?? 'main') === menu && hasAnyAuthority(account, route.authorities)
          ? [
              {
                to: `/${route.segment}`,
                label: localize(route.nav, language),
                ...(route.group ? { group: route.group } : {}),
              },
            ]
          : [],
      ),
    [table, account, language, menu],
  );
}
