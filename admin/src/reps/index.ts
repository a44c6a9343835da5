import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { lazy } from 'react';
import type { Rep } from '../records';

// Lead-only screens: loaded when a lead opens them, never part of a rep's first load.
export default {
  list: lazy(() => import('./RepList')),
  create: lazy(() => import('./RepCreate')),
  edit: lazy(() => import('./RepEdit')),
  icon: BadgeIcon,
  recordRepresentation: (rep: Rep) => rep.name ?? rep.email,
};
