import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';

const sparseFields = [
  'id',
  'borrowerName',
  'borrowerEmail',
  'borrowerPhoneNumber',
  'type',
  'status',
  'routerLabel',
  'createdAt',
  'assignedToName',
  'assignedToAt',
  'lastViewedPage',
  'lastCompletedPage',
  'selfReportedMonthlyCurrentIncome',
  'verifiedMonthlyCurrentIncome',
  'hasConnectedAccount',
  'hasOffers',
  'isEnrolledInAPlan',
  'contactAttemptCount',
];

const usd = { style: 'currency', currency: 'USD' } as const;

export const ApplicationShow = () => (
  <Show queryOptions={{ meta: { sparseFields } }}>
    <SimpleShowLayout>
      <TextField source="borrowerName" />
      <TextField source="borrowerEmail" />
      <TextField source="borrowerPhoneNumber" />
      <TextField source="type" />
      <TextField source="status" />
      <TextField source="routerLabel" />
      <DateTimeField source="createdAt" />
      <TextField source="assignedToName" />
      <DateTimeField source="assignedToAt" />
      <TextField source="lastViewedPage" />
      <TextField source="lastCompletedPage" />
      <NumberField source="selfReportedMonthlyCurrentIncome" options={usd} />
      <NumberField source="verifiedMonthlyCurrentIncome" options={usd} />
      <BooleanField source="hasConnectedAccount" />
      <BooleanField source="hasOffers" />
      <BooleanField source="isEnrolledInAPlan" />
      <NumberField source="contactAttemptCount" />
    </SimpleShowLayout>
  </Show>
);
