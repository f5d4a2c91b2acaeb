import { MenuList } from '@cenacle/kit/ui-extended';
import type { NavEntry } from '../../remotes/hooks/useNavEntries.ts';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';
import { NavMenuItems } from './NavMenuItems.tsx';

/** A navbar menu of the remotes' pages (the administration menu). */
export default function LinksMenuPopup(
  props: AnchoredMenuProps & { readonly entries: readonly NavEntry[]; readonly onPick?: () => void },
) {
  const { entries, onPick, ...menu } = props;
  return (
    <AnchoredMenu {...menu}>
      <MenuList>
        <NavMenuItems entries={entries} onPick={onPick} />
      </MenuList>
    </AnchoredMenu>
  );
}
