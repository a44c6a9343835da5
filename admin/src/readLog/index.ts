import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { lazy } from 'react';

// Lead-only: loaded when a lead opens it, never part of a rep's first load.
export default {
  list: lazy(() => import('./ReadLogList')),
  icon: VisibilityIcon,
};
