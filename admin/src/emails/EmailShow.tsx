import { Typography } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { DeliveryField } from './DeliveryField';
import { RetryEmailButton } from './RetryEmailButton';

interface Attachment {
  filename: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

/** What was attached, as the outbox recorded it (the file itself is kept with its application). */
const attachmentLines = (record: { attachments?: Attachment[] | null }) =>
  record.attachments?.length
    ? record.attachments.map((a) => (
        <Typography key={a.sha256 + a.filename} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {a.filename} ({a.contentType}, {a.bytes.toLocaleString('en-US')} bytes) — SHA-256 {a.sha256}
        </Typography>
      ))
    : 'None';

export const EmailShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <TextField source="template" />
      <DateTimeField source="createdAt" label="Created" />
      <DeliveryField />
      <DateTimeField source="sentAt" label="Sent" />
      <DateTimeField source="retriedAt" label="Retried" />
      <RetryEmailButton />
      <FunctionField label="Attachments" render={attachmentLines} />
      <TextField source="text" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

export default EmailShow;
