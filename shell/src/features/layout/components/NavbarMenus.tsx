import { isLanguage, useAuth } from '@cenacle/kit';
import { RouterLink } from '@cenacle/kit/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from '../LanguageFlag.tsx';
import { DeferredMenu } from './DeferredMenu.tsx';

const LocaleMenuPopup = lazy(() => import('./LocaleMenuPopup.tsx'));
const AccountMenuPopup = lazy(() => import('./AccountMenuPopup.tsx'));
// Signed-in staff pages only: visitors and public pages load none of the notes.
const NotesMenu = lazy(() => import('../../notes/components/NotesMenu.tsx'));

/** Notes, the locale menu and the account menu (or the sign-in link) at the right of the staff navbar. */
export function NavbarMenus() {
  const { t, i18n } = useTranslation();
  const account = useAuth((s) => s.account);
  const signedIn = account !== null;
  const name = account ? account.firstName || account.login : '';
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <NotesMenu />
        </Suspense>
      )}
      <DeferredMenu
        label={
          <>
            {isLanguage(i18n.language) && <LanguageFlag language={i18n.language} />}{' '}
            {i18n.language.toUpperCase()}
          </>
        }
        ariaLabel={t('global.menu.language')}
        testId="locale-menu"
        eager={signedIn}
      >
        {(menu) => <LocaleMenuPopup {...menu} />}
      </DeferredMenu>
      {account ? (
        <DeferredMenu label={name} ariaLabel={t('global.menu.account')} testId="account-menu" eager>
          {(menu) => <AccountMenuPopup {...menu} />}
        </DeferredMenu>
      ) : (
        <RouterLink to="/log-in" data-testid="sign-in-link">
          {t('global.menu.signIn')}
        </RouterLink>
      )}
    </>
  );
}
