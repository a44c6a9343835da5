import { BooleanField, DataTable, EditButton, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { VisuallyHidden } from '../fields/VisuallyHidden';

const repFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" label="Active" />,
];

const sparseFields = [
  'id',
  'name',
  'email',
  'phoneNumber',
  'isLead',
  'isActive',
  'assignedCount',
  'contactedCount',
  'hasSecondFactor',
];

/**
 * Lead-only: the staff accounts, with each rep's assigned and contacted counts. A row opens the rep's
 * queue (their claims, with 'Reassign all'); Edit changes the account.
 */
export const RepList = () => (
  <List
    filters={repFilters}
    perPage={25}
    exporter={false}
    // The server lists reps by name: other sorts are not offered.
    sort={{ field: 'name', order: 'ASC' }}
    queryOptions={{ meta: { sparseFields } }}
  >
    <DataTable rowClick={(id) => `/borrower-queue/${String(id)}`} bulkActionButtons={false}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="phoneNumber" label="Phone" disableSort />
      <DataTable.Col source="isLead" label="Lead" disableSort field={BooleanField} />
      <DataTable.Col source="isActive" label="Active" disableSort field={BooleanField} />
      <DataTable.NumberCol source="assignedCount" label="Assigned" disableSort />
      <DataTable.NumberCol source="contactedCount" label="Contacted" disableSort />
      <DataTable.Col source="hasSecondFactor" label="Two-step" disableSort field={BooleanField} />
      <DataTable.Col label={<VisuallyHidden>Edit</VisuallyHidden>} disableSort>
        <EditButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default RepList;
