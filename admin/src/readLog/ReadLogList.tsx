import {
  AutocompleteInput,
  BooleanField,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
} from 'react-admin';
import { readKinds } from '@domain/readLog';
import { downloadSpreadsheet } from '../export/csv';
import { DateTimeField } from '../fields/DateTimeField';
import type { ReadLogEntry } from '../records';
import { ReadFlags } from './ReadFlags';
import { readLogCsv } from './readLogCsv';

const kindChoices = Object.entries(readKinds).map(([id, name]) => ({ id, name }));

/** A day of the filter as the instants it covers (the log's times are ISO instants). */
const dayStart = (day: string | null) => (day ? `${day.slice(0, 10)}T00:00:00.000Z` : day);
const dayEnd = (day: string | null) => (day ? `${day.slice(0, 10)}T23:59:59.999Z` : day);
const dayOf = (instant: string | null) => instant?.slice(0, 10) ?? '';

const readLogFilters = [
  <ReferenceInput key="actorId" source="actorId" reference="Rep" alwaysOn>
    <AutocompleteInput label="Rep" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" label="What" choices={kindChoices} />,
  <DateInput key="from" source="createdAt_gte" label="From" parse={dayStart} format={dayOf} />,
  <DateInput key="to" source="createdAt_lte" label="To" parse={dayEnd} format={dayOf} />,
];

const Col = DataTable.Col<ReadLogEntry>;

/**
 * Lead-only: who read whose file (the Safeguards Rule's monitoring of authorized users), newest
 * first, by rep, kind and day, with the reps flagged for many unclaimed files above; exported as CSV.
 */
export const ReadLogList = () => (
  <List
    title="Who read whose file"
    filters={readLogFilters}
    perPage={25}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={(entries: ReadLogEntry[]) => downloadSpreadsheet(readLogCsv(entries), 'read-log')}
  >
    <ReadFlags />
    <DataTable
      rowClick={(_id, _resource, entry) => `/Application/${entry.applicationId}/show`}
      bulkActionButtons={false}
    >
      <Col source="createdAt" label="When" field={DateTimeField} />
      <Col source="actorName" label="Who" disableSort />
      <Col source="borrowerName" label="Borrower" disableSort />
      <Col source="kindLabel" label="What" disableSort />
      <Col source="unclaimed" label="Unclaimed" disableSort field={BooleanField} />
      <Col source="ipAddress" label="From" disableSort />
    </DataTable>
  </List>
);

export default ReadLogList;
