import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { EditBase, Form, SaveButton, useNotify, useRefresh } from 'react-admin';
import { changedFields } from '../plans/planModel';
import { ContactAttemptInputs } from './ContactAttemptInputs';
import {
  callbackZoneOf,
  contactFormErrors,
  formValuesOf,
  toContactAttemptInput,
  type ContactFormValues,
} from './contactAttemptModel';
import type { ContactAttempt } from '../records';

interface CorrectAttemptDialogProps {
  attempt: ContactAttempt;
  borrowerTimeZone?: string | null;
  onClose: () => void;
}

/**
 * Corrects a mistaken attempt: the same questions, filled in as logged; only what changed is sent,
 * and the History tab keeps what it said before. A call-back left as it was may lie in the past.
 */
export const CorrectAttemptDialog = ({ attempt, borrowerTimeZone, onClose }: CorrectAttemptDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const zone = callbackZoneOf(borrowerTimeZone);
  const original = toContactAttemptInput(formValuesOf(attempt, zone), zone);
  const validate = (values: Record<string, unknown>) => {
    const errors = contactFormErrors(values as ContactFormValues, zone, new Date());
    const sent = toContactAttemptInput(values as ContactFormValues, zone);
    const callbackKept = sent.callbackAt === original.callbackAt && sent.outcome === original.outcome;
    if (!callbackKept) return errors;
    const { callbackDay: _kept, ...others } = errors;
    return others;
  };
  return (
    <Dialog
      open
      // A click beside the dialog never throws away what was typed.
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="correct-attempt-title"
    >
      <DialogTitle id="correct-attempt-title">Correct this contact attempt</DialogTitle>
      <EditBase
        resource="ContactAttempt"
        id={attempt.id}
        record={formValuesOf(attempt, zone)}
        mutationMode="pessimistic"
        redirect={false}
        transform={(values: ContactFormValues) =>
          changedFields(toContactAttemptInput(values, zone), original)
        }
        mutationOptions={{
          onSuccess: () => {
            notify('Contact attempt corrected', { type: 'info' });
            refresh();
            onClose();
          },
        }}
      >
        <Form validate={validate} record={formValuesOf(attempt, zone)}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
            <ContactAttemptInputs borrowerTimeZone={borrowerTimeZone} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save correction" />
          </DialogActions>
        </Form>
      </EditBase>
    </Dialog>
  );
};
