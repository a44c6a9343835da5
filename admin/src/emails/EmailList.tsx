import { Typography } from '@mui/material';
import { DataTable, List, SearchInput } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { DeliveryField } from './DeliveryField';

const emailFilters = [<SearchInput key="q" source="q" alwaysOn />];

const sparseFields = ['id', 'to', 'subject', 'template', 'createdAt', 'sentAt', 'error'];

/**
 * Lead-only: every mail the product sent and how it went. Live sends through SMTP and keeps a record
 * with every code and link masked; a mail that failed for good shows its error (its page has the
 * Retry). Training sends nothing: its outbox is the mail.
 */
export const EmailList = () => (
  <List
    title="Outbox"
    filters={emailFilters}
    perPage={25}
    exporter={false}
    sort={{ field: 'createdAt', order: 'DESC' }}
    // react-admin's empty page greys its words below AA contrast: ours reads.
    empty={
      <Typography variant="body1" sx={{ p: 3 }}>
        No mail has been sent yet.
      </Typography>
    }
    queryOptions={{ meta: { sparseFields } }}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="createdAt" label="Created" field={DateTimeField} />
      <DataTable.Col source="to" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="template" />
      <DataTable.Col label="Delivery">
        <DeliveryField />
      </DataTable.Col>
      <DataTable.Col source="sentAt" label="Sent" field={DateTimeField} />
    </DataTable>
  </List>
);

export default EmailList;
