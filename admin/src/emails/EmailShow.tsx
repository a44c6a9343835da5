import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';

export const EmailShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to" />
      <TextField source="subject" />
      <TextField source="template" />
      <DateTimeField source="createdAt" label="Created" />
      <DateTimeField source="sentAt" label="Sent" />
      <TextField source="text" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

export default EmailShow;
