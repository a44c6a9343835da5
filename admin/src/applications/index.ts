import ApplicationIcon from '@mui/icons-material/Assignment';
import type { Application } from '../types';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: ApplicationIcon,
  recordRepresentation: (record: Application) => record.borrowerName ?? record.id,
};
