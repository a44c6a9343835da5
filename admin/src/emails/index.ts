import MailIcon from '@mui/icons-material/MailOutlined';
import { lazy } from 'react';

// Lead-only screens: loaded when a lead opens them, never part of a rep's first load.
export default {
  list: lazy(() => import('./EmailList')),
  show: lazy(() => import('./EmailShow')),
  icon: MailIcon,
  recordRepresentation: (email: { subject: string }) => email.subject,
};
