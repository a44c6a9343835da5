import SettingsIcon from '@mui/icons-material/Settings';
import { Logout, MenuItemLink, UserMenu as RaUserMenu, useUserMenu } from 'react-admin';

const PreferencesItem = () => {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItemLink to="/preferences" primaryText="Preferences" leftIcon={<SettingsIcon />} onClick={onClose} />
  );
};

/** The rep's name in the header opens Preferences and Sign Out. */
export const UserMenu = () => (
  <RaUserMenu>
    <PreferencesItem />
    <Logout />
  </RaUserMenu>
);
