import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Menu as RaMenu, usePermissions } from 'react-admin';
import { canAccess } from '../permissions';

/**
 * The spec's header links, after the start page ('Today'), and the agency's creditor terms; leads
 * also see the rep accounts, the outbox and the demo data.
 */
export const Menu = () => {
  const { permissions } = usePermissions();
  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="Today" />
      <RaMenu.Item to="/borrower-queue" primaryText="Borrower Queue" leftIcon={<InboxIcon />} />
      <RaMenu.Item to="/summary" primaryText="Summary" leftIcon={<AssignmentIcon />} />
      {canAccess(permissions, 'creditReview:manage') && (
        <RaMenu.Item to="/CreditReview" primaryText="Credit review" leftIcon={<FactCheckIcon />} />
      )}
      <RaMenu.Item to="/preferences" primaryText="Preferences" leftIcon={<SettingsIcon />} />
      {canAccess(permissions, 'reps:manage') && (
        <RaMenu.Item to="/Rep" primaryText="Reps" leftIcon={<BadgeIcon />} />
      )}
      {canAccess(permissions, 'creditorTerms:read') && (
        <RaMenu.Item to="/Creditor" primaryText="Creditors" leftIcon={<StorefrontIcon />} />
      )}
      {canAccess(permissions, 'outbox:read') && (
        <RaMenu.Item to="/Email" primaryText="Outbox" leftIcon={<MailIcon />} />
      )}
      {canAccess(permissions, 'readLog:read') && (
        <RaMenu.Item to="/ReadLogEntry" primaryText="Who read what" leftIcon={<VisibilityIcon />} />
      )}
      {/* Demo data belongs to training; live's page only says where training is. */}
      {canAccess(permissions, 'demoData:load') && (
        <RaMenu.Item to="/demo-data" primaryText="Demo data" leftIcon={<SchoolIcon />} />
      )}
    </RaMenu>
  );
};
