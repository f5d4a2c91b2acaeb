import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@cenacle/kit/ui';
import { logout, useAuth } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** Account menu of a signed-in user (sign out), or the sign-in link. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAuth((s) => s.account);
  if (!account) {
    return (
      <Link to="/log-in" data-testid="sign-in-link">
        {t('global.menu.signIn')}
      </Link>
    );
  }
  const signOut = async () => {
    await logout();
    navigate('/log-in');
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" data-testid="account-menu" aria-label={t('global.menu.account')}>
          {account.firstName || account.login}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void signOut()} data-testid="sign-out">
            {t('global.menu.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
