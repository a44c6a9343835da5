import { Typography } from '@mui/material';
import { DataTable, FunctionField, List, SelectInput } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { reviewReasonLabels, reviewStatusChoices } from './creditReviewLabels';

const creditReviewFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={reviewStatusChoices}
    alwaysOn
    emptyText="All"
  />,
];

/**
 * The applications whose credit no bureau pulled, the one waiting longest first: a rep or
 * counsellor pulls the borrower's report, enters or imports it, and completes the review.
 */
export const CreditReviewList = () => (
  <List
    title="Credit review"
    filters={creditReviewFilters}
    filterDefaultValues={{ status: 'awaiting' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    exporter={false}
    empty={
      <Typography variant="body1" sx={{ p: 3 }}>
        No application is waiting for a credit review.
      </Typography>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="borrowerName" label="Borrower" />
      <DataTable.Col label="Why">
        <FunctionField<{ reason: string }> render={(r) => reviewReasonLabels[r.reason] ?? r.reason} />
      </DataTable.Col>
      <DataTable.Col source="hasSpouse" label="Spouse">
        <FunctionField<{ hasSpouse: boolean }> render={(r) => (r.hasSpouse ? 'Yes' : 'No')} />
      </DataTable.Col>
      <DataTable.Col source="createdAt" label="Waiting since" field={DateTimeField} />
      <DataTable.Col source="status" label="Status" />
    </DataTable>
  </List>
);

export default CreditReviewList;
