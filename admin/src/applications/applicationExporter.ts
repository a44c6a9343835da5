import { downloadCSV } from 'react-admin';
import type { Application } from '../types';
import { applicationsCsv } from './applicationCsv';

/** The list's exporter: the filtered applications, as the CSV the rep downloads. */
export const exportApplications = (records: Application[]) =>
  downloadCSV(applicationsCsv(records), 'applications');
