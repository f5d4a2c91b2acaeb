import { logout } from '@cenacle/kit';
import { MenuItem, MenuList } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AnchoredMenu } from './AnchoredMenu.tsx';
import type { AnchoredMenuProps } from './DeferredMenu.tsx';

/** Account menu of a signed-in user: change password, sign out. */
export default function AccountMenuPopup(props: AnchoredMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    navigate('/log-in');
  };
  return (
    <AnchoredMenu {...props}>
      <MenuList>
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
