import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { Link, NavLink, useLocation } from '@cenacle/kit/router';
import { roles, STAFF_AUTHORITIES } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '../../../assets/logo.svg';
import { useLogoHeight } from '../hooks/useLogoHeight.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import styles from './public-layout.module.css';

const STAFF = roles(STAFF_AUTHORITIES);

/**
 * Spec §2 Layout: the visitors' menu (about us, testimonials, branches, contact) and the events, with
 * the formation and blog pages the CMS fills.
 */
const SITE_LINKS = [
  { to: '/events', key: 'global.site.events' },
  { to: '/about-us', key: 'global.site.aboutUs' },
  { to: '/formation', key: 'global.site.formation' },
  { to: '/testimonies', key: 'global.site.testimonies' },
  { to: '/blog', key: 'global.site.blog' },
  { to: '/branches', key: 'global.site.branches' },
  { to: '/contact', key: 'global.site.contact' },
] as const;

/** The public navbar: logo (shrinking on scroll on the home page), site links, locale, sign-in. */
export function PublicNavbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logoHeight = useLogoHeight(pathname === '/');
  const [open, setOpen] = useState(false);
  const account = useAuth((s) => s.account);
  // The dashboard link shows only to admin, branch admin or servant (spec §2 Layout).
  const staff = account !== null && hasAnyAuthority(account, STAFF);

  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.brand} aria-label={t('global.menu.home')}>
        <img
          src={logo}
          alt=""
          width={logoHeight}
          height={logoHeight}
          className={styles.logo}
          style={{ height: logoHeight, width: logoHeight }}
        />
        <span className={styles.title}>{t('global.title')}</span>
      </Link>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-menu"
        aria-label={t('global.menu.toggle')}
        onClick={() => setOpen((o) => !o)}
      >
        ☰
      </button>
      <nav id="site-menu" aria-label={t('global.menu.site')} className={styles.nav}>
        <ul className={`${styles.links} ${open ? styles.open : ''}`}>
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.link} onClick={() => setOpen(false)}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.tools}>
        <LocaleSwitch />
        {staff ? (
          <Link to="/dashboard" className={styles.link} data-testid="public-dashboard-link">
            {t('global.menu.dashboard')}
          </Link>
        ) : account === null ? (
          <Link to="/log-in" className={styles.link} data-testid="public-sign-in">
            {t('global.menu.signIn')}
          </Link>
        ) : (
          // A participant's account: their own registrations (its page has the account menu too).
          <Link to="/my-registrations" className={styles.link} data-testid="public-account-link">
            {t('global.menu.account')}
          </Link>
        )}
      </div>
    </header>
  );
}
