import { MenuItem, MenuList } from '@cenacle/kit/ui-extended';
import { useNavigate } from 'react-router';
import type { NavEntry } from '../../remotes/hooks/useNavEntries.ts';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';

/** A navbar menu of the remotes' pages (the administration menu). */
export default function LinksMenuPopup(props: AnchoredMenuProps & { readonly entries: readonly NavEntry[] }) {
  const navigate = useNavigate();
  const { entries, ...menu } = props;
  return (
    <AnchoredMenu {...menu}>
      <MenuList>
        {entries.map((entry) => (
          <MenuItem
            key={entry.to}
            onClick={() => navigate(entry.to)}
            data-testid={`menu-link-${entry.to.slice(1)}`}
          >
            {entry.label}
          </MenuItem>
        ))}
      </MenuList>
    </AnchoredMenu>
  );
}
