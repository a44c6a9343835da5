import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { contactAttemptLabels } from './contactAttemptLabels';

interface ContactAttempt {
  id: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
  whatTypeOfOfferDidTheyReceive?: string | null;
}

const Col = DataTable.Col<ContactAttempt>;
const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** The application's contact attempts, newest first. */
export const ContactAttemptList = () => (
  <ReferenceManyField
    reference="ContactAttempt"
    target="applicationId"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
  >
    <DataTable
      bulkActionButtons={false}
      rowClick={false}
      empty={<Typography variant="body2">No contact attempts have been logged.</Typography>}
    >
      <Col source="createdAt" label="Date" field={DateTimeField} />
      <Col source="contactedByName" label="Contacted by" disableSort />
      <Col source="method" label="Method" />
      <Col source="outcome" label="Outcome" />
      <Col label="Counseling session" disableSort render={(a) => yesNo(a.wasACounselingSessionConducted)} />
      <Col
        label={contactAttemptLabels.whatTypeOfOfferDidTheyReceive}
        disableSort
        render={(a) =>
          a.didTheBorrowerReceiveAnOffer ? (a.whatTypeOfOfferDidTheyReceive ?? 'Yes') : 'No offer'
        }
      />
    </DataTable>
  </ReferenceManyField>
);
