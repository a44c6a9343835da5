import { BooleanField, Datagrid, List, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { applicationFilters } from './applicationFilters';

/** Only the columns shown: a full fetch would also resolve every related record's id. */
const sparseFields = [
  'id',
  'borrowerName',
  'type',
  'status',
  'routerLabel',
  'createdAt',
  'assignedToName',
  'hasOffers',
  'isEnrolledInAPlan',
];

export const ApplicationList = () => (
  <List
    filters={applicationFilters}
    perPage={10}
    sort={{ field: 'createdAt', order: 'DESC' }}
    queryOptions={{ meta: { sparseFields } }}
    // No CSV export: the spec has none, and it would put borrowers' personal data in downloads.
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="borrowerName" />
      <TextField source="type" />
      <TextField source="status" />
      <TextField source="routerLabel" />
      <DateTimeField source="createdAt" />
      <TextField source="assignedToName" />
      <BooleanField source="hasOffers" />
      <BooleanField source="isEnrolledInAPlan" />
    </Datagrid>
  </List>
);
