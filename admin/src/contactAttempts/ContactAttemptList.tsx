import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import { Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, Pagination, ReferenceManyField, useGetIdentity, usePermissions } from 'react-admin';
import { contactOutcomes } from '@domain/contactAttempt';
import { DateTimeField } from '../fields/DateTimeField';
import { VisuallyHidden } from '../fields/VisuallyHidden';
import { callbackText } from './callbackText';
import { contactAttemptLabels } from './contactAttemptLabels';
import { CorrectAttemptDialog } from './CorrectAttemptDialog';
import type { ContactAttempt } from '../records';

const Col = DataTable.Col<ContactAttempt>;
const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

/** Its author or a lead corrects a rep's attempt; the product's own records (a reconnect link) stay. */
const CorrectButton = ({ attempt, onCorrect }: { attempt: ContactAttempt; onCorrect: () => void }) => {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const mine = identity && attempt.contactedBy === identity.id;
  if (!(contactOutcomes as readonly string[]).includes(attempt.outcome) || (!mine && permissions !== 'lead'))
    return null;
  return (
    <Tooltip title="Correct this attempt">
      <IconButton
        size="small"
        aria-label={`Correct the attempt of ${attempt.createdAt.slice(0, 10)}`}
        onClick={onCorrect}
      >
        <EditNoteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The application's contact attempts, newest first, with their notes and call-backs. */
export const ContactAttemptList = ({ borrowerTimeZone }: { borrowerTimeZone?: string | null }) => {
  const [correcting, setCorrecting] = useState<ContactAttempt | null>(null);
  return (
    <>
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
          <Col
            source="outcome"
            label="Outcome"
            render={(a) => (
              <>
                {a.outcome}
                {a.correctedAt && <Chip size="small" label="Corrected" sx={{ ml: 1 }} variant="outlined" />}
              </>
            )}
          />
          <Col
            source="callbackAt"
            label="Call back"
            disableSort
            render={(a) => (a.callbackAt ? callbackText(a.callbackAt, borrowerTimeZone) : '')}
          />
          <Col
            source="note"
            label="Note"
            disableSort
            render={(a) => (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '24em' }}
              >
                {a.note ?? ''}
              </Typography>
            )}
          />
          <Col
            label="Counseling session"
            disableSort
            render={(a) => yesNo(a.wasACounselingSessionConducted)}
          />
          <Col
            label={contactAttemptLabels.whatTypeOfOfferDidTheyReceive}
            disableSort
            render={(a) =>
              a.didTheBorrowerReceiveAnOffer ? (a.whatTypeOfOfferDidTheyReceive ?? 'Yes') : 'No offer'
            }
          />
          <Col
            label={<VisuallyHidden>Correct</VisuallyHidden>}
            disableSort
            render={(a) => <CorrectButton attempt={a} onCorrect={() => setCorrecting(a)} />}
          />
        </DataTable>
      </ReferenceManyField>
      {correcting && (
        <CorrectAttemptDialog
          attempt={correcting}
          borrowerTimeZone={borrowerTimeZone}
          onClose={() => setCorrecting(null)}
        />
      )}
    </>
  );
};
