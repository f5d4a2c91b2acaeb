import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { NavLink } from '@cenacle/kit/router';
import { Button, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { ADMIN_MENU_AUTHORITIES, roles } from '@cenacle/shared-domain/rules';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import logo from '../../../assets/logo.svg';
import { useNavEntries } from '../../remotes/hooks/useNavEntries.ts';
import { LOGO_MIN } from '../hooks/useLogoHeight.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import { NavbarMenus } from './NavbarMenus.tsx';

const LinksMenuPopup = lazy(() => import('./LinksMenuPopup.tsx'));
const ADMIN_MENU = roles(ADMIN_MENU_AUTHORITIES);

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, textDecoration: 'none' },
  logo: { display: 'block', width: 'auto', transition: 'height 120ms ease-out' },
  title: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  toggle: { display: 'none', '@media (max-width: 640px)': { display: 'inline-flex' } },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    '@media (max-width: 640px)': { display: 'none', flexBasis: '100%', flexDirection: 'column' },
  },
  open: { '@media (max-width: 640px)': { display: 'flex' } },
  link: {
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

export function Navbar() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const entries = useNavEntries();
  // Spec §2 Layout: the menu is for admins, branch admins and testimony admins, whatever a
  // servant's routes would put in it (he reaches those pages from his session).
  const adminMenu = useAuth((s) => s.account !== null && hasAnyAuthority(s.account, ADMIN_MENU));
  const adminEntries = useNavEntries('admin');

  return (
    <header className={styles.bar}>
      <NavLink to="/" className={styles.brand} aria-label={t('global.menu.home')}>
        <img src={logo} alt="" className={styles.logo} style={{ height: LOGO_MIN }} />
        <span className={styles.title}>{t('global.title')}</span>
      </NavLink>
      <Button
        className={styles.toggle}
        appearance="subtle"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-label={t('global.menu.toggle')}
        onClick={() => setOpen((o) => !o)}
      >
        ☰
      </Button>
      <nav
        id="main-menu"
        aria-label={t('global.menu.main')}
        className={mergeClasses(styles.links, open && styles.open)}
      >
        {entries.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={styles.link} onClick={() => setOpen(false)}>
            {entry.label}
          </NavLink>
        ))}
        {adminMenu && adminEntries.length > 0 && (
          <DeferredMenu
            label={t('global.menu.admin')}
            ariaLabel={t('global.menu.admin')}
            testId="admin-menu"
            eager={false}
          >
            {(menu) => <LinksMenuPopup {...menu} entries={adminEntries} onPick={() => setOpen(false)} />}
          </DeferredMenu>
        )}
      </nav>
      <div className={styles.tools}>
        <NavbarMenus />
      </div>
    </header>
  );
}
