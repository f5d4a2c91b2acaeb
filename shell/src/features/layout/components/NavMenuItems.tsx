import { useNavigate } from '@cenacle/kit/router';
import { MenuItem } from '@cenacle/kit/ui-extended';
import type { NavEntry } from '../../remotes/hooks/useNavEntries.ts';

/** The remotes' pages as menu items (`menu-link-<segment>` for tests). */
export function NavMenuItems(props: { readonly entries: readonly NavEntry[]; readonly onPick?: () => void }) {
  const navigate = useNavigate();
  return props.entries.map((entry) => (
    <MenuItem
      key={entry.to}
      onClick={() => {
        props.onPick?.();
        navigate(entry.to);
      }}
      data-testid={`menu-link-${entry.to.slice(1)}`}
    >
      {entry.label}
    </MenuItem>
  ));
}
