import type { Application } from '../records';
import { downloadSpreadsheet } from '../export/csv';
import { applicationsCsv } from './applicationCsv';

/** The list's exporter: the filtered applications, as the CSV the rep downloads (a call list with contacts). */
export const applicationExporter = (withContacts: boolean) => (records: Application[]) =>
  downloadSpreadsheet(applicationsCsv(records, withContacts), 'applications');
