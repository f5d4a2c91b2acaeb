import { MenuGroup, MenuGroupHeader, MenuList } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../remotes/hooks/useNavEntries.ts';
import { adminMenuSections } from '../admin-menu-sections.ts';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';
import { NavMenuItems } from './NavMenuItems.tsx';

/** The administration menu: the remotes' pages in named sections (people, sessions, content, system). */
export default function LinksMenuPopup(
  props: AnchoredMenuProps & { readonly entries: readonly NavEntry[]; readonly onPick?: () => void },
) {
  const { entries, onPick, ...menu } = props;
  const { t, i18n } = useTranslation();
  return (
    <AnchoredMenu {...menu}>
      <MenuList>
        {adminMenuSections(entries, i18n.language).map((section) => (
          <MenuGroup key={section.group} data-testid={`admin-menu-${section.group}`}>
            <MenuGroupHeader>{t(`global.menu.adminGroup.${section.group}`)}</MenuGroupHeader>
            <NavMenuItems entries={section.entries} onPick={onPick} />
          </MenuGroup>
        ))}
      </MenuList>
    </AnchoredMenu>
  );
}
