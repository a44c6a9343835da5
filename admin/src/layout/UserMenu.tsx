import SettingsIcon from '@mui/icons-material/Settings';
import { Logout, MenuItemLink, UserMenu as RaUserMenu, useGetIdentity, useUserMenu } from 'react-admin';

const PreferencesItem = () => {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItemLink to="/preferences" primaryText="Preferences" leftIcon={<SettingsIcon />} onClick={onClose} />
  );
};

/**
 * The rep's name in the header opens Preferences and Sign Out. Its accessible name starts with the
 * name it shows (WCAG 2.5.3, label in name): react-admin's default 'Profile' did not contain it.
 */
export const UserMenu = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <RaUserMenu label={name ? `${name}: account menu` : 'Account menu'}>
      <PreferencesItem />
      <Logout />
    </RaUserMenu>
  );
};
