import ApplicationIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import type { Application } from '../records';
import { ApplicationList } from './ApplicationList';

// The borrower page (tabs, forms, dialogs) is loaded when first opened: the lists come up faster.
const ApplicationShow = lazy(() => import('./show/ApplicationShow'));

export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: (record: Application) => record.borrowerName ?? record.id,
};
