import { Outlet } from '@cenacle/kit/router';
import { FluentProvider, makeStyles, Spinner, tokens, webLightTheme } from '@cenacle/kit/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalStyles } from '../../../app/GlobalStyles.tsx';
import { ChooseBranchGate } from '../../auth/components/ChooseBranchGate.tsx';
import { NotesHost } from '../../notes/components/NotesHost.tsx';
import { SettingsHost } from '../../settings/components/SettingsHost.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { ToastHost } from './ToastHost.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '1200px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  skip: {
    position: 'absolute',
    left: '-9999px',
    ':focus': { left: tokens.spacingHorizontalS, top: tokens.spacingVerticalS, zIndex: 100 },
  },
});

/**
 * The staff frame (Fluent UI): navbar with the staff menus, notes, settings, the branch choice. Loaded
 * only for pages that are not public, so visitors never download Fluent.
 */
export default function AppLayout() {
  return (
    <FluentProvider theme={webLightTheme}>
      <GlobalStyles />
      <StaffFrame />
    </FluentProvider>
  );
}

function StaffFrame() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a href="#content" className={styles.skip}>
        {t('global.skipToContent')}
      </a>
      <Navbar />
      <ToastHost />
      <main id="content" className={styles.main}>
        <Suspense fallback={<Spinner label={t('global.state.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SettingsHost />
      <NotesHost />
      <ChooseBranchGate />
    </div>
  );
}
