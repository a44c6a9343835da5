import { downloadCSV } from 'react-admin';
import type { Application } from '../records';
import { applicationsCsv } from './applicationCsv';

/** The list's exporter: the filtered applications, as the CSV the rep downloads (a lead's with contacts). */
export const applicationExporter = (withContacts: boolean) => (records: Application[]) =>
  downloadCSV(applicationsCsv(records, withContacts), 'applications');
