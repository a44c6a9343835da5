import ApplicationIcon from '@mui/icons-material/Assignment';
import { Menu as RaMenu } from 'react-admin';

export const Menu = () => (
  <RaMenu>
    <RaMenu.Item to="/summary" primaryText="Summary" leftIcon={<ApplicationIcon />} />
  </RaMenu>
);
