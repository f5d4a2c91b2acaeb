import { logout } from '@cenacle/kit';
import { useNavigate } from '@cenacle/kit/router';
import { MenuItem, MenuList } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useNavEntries } from '../../remotes/hooks/useNavEntries.ts';
import { useSettingsDialog } from '../../settings/state/settings-dialog.ts';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';
import { NavMenuItems } from './NavMenuItems.tsx';

/**
 * Account menu of a signed-in user: settings (the profile), the remotes' account pages (the mail
 * account, the QR generator), change password, sign out.
 */
export default function AccountMenuPopup(props: AnchoredMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useNavEntries('account');
  const signOut = async () => {
    await logout();
    navigate('/log-in');
  };
  return (
    <AnchoredMenu {...props}>
      <MenuList>
        <MenuItem onClick={() => useSettingsDialog.getState().show()} data-testid="open-settings">
          {t('global.menu.settings')}
        </MenuItem>
        <NavMenuItems entries={pages} />
        <MenuItem onClick={() => navigate('/change-password')} data-testid="change-password">
          {t('account.changePassword.menu')}
        </MenuItem>
        <MenuItem onClick={() => void signOut()} data-testid="sign-out">
          {t('global.menu.signOut')}
        </MenuItem>
      </MenuList>
    </AnchoredMenu>
  );
}
