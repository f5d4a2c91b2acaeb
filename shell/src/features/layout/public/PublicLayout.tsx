import { Outlet } from '@cenacle/kit/router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastHost } from '../components/ToastHost.tsx';
import { Loading } from './Loading.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicNavbar } from './PublicNavbar.tsx';
import styles from './public-layout.module.css';

/**
 * The frame of the visitors' pages (a remote's `public` routes): plain HTML and CSS, no staff UI kit,
 * so a phone gets the home page fast. Staff pages get the Fluent frame (AppLayout) instead.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a href="#content" className={styles.skip}>
        {t('global.skipToContent')}
      </a>
      <PublicNavbar />
      <ToastHost framed />
      <main id="content" className={styles.main}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
