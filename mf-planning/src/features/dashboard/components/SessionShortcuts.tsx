import { useCanOpen } from '@cenacle/kit';
import { makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    display: 'block',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
});

/**
 * The active session's pages (spec §2 Active session page), in the spec's order. A button shows only
 * where its page would open for the caller: each page's remote declares who may open it (§6), and a
 * page no remote serves yet shows no button.
 */
const SHORTCUTS = [
  'my-responsibilities',
  'schedule',
  'participants',
  'accounting',
  'servant-responsibilities',
  'servant-conference',
  'room-assignment',
] as const;
type Shortcut = (typeof SHORTCUTS)[number];

export function SessionShortcuts({ sessionId }: { readonly sessionId: string }) {
  const styles = useStyles();
  return (
    <nav className={styles.grid} data-testid="session-shortcuts">
      {SHORTCUTS.map((page) => (
        <ShortcutButton key={page} page={page} sessionId={sessionId} />
      ))}
    </nav>
  );
}

function ShortcutButton({ page, sessionId }: { readonly page: Shortcut; readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const path = `/${page}`;
  if (!useCanOpen(path)) return null;
  return (
    <RouterLink
      className={styles.tile}
      data-testid={`shortcut-${page}`}
      to={`${path}?session=${encodeURIComponent(sessionId)}`}
    >
      {t(`dashboard.shortcut.${page}`)}
    </RouterLink>
  );
}
