import { Button } from '@mui/material';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useRefresh } from 'react-admin';
import { formKeyOf } from '@domain/formDraft';
import { DraftKeeper } from '../drafts/DraftKeeper';
import { forgetDraft } from '../drafts/draftKeeping';
import { useLeaveGuard } from '../drafts/useLeaveGuard';
import { ContactAttemptInputs } from './ContactAttemptInputs';
import {
  callbackZoneOf,
  contactFormErrors,
  toContactAttemptInput,
  type ContactFormValues,
} from './contactAttemptModel';

interface ContactAttemptFormProps {
  applicationId: string;
  borrowerTimeZone?: string | null;
  onDone: () => void;
}

export const leaveContactFormMessage =
  'Your contact attempt is not saved yet. Its draft is kept, so you can finish it later. Leave this tab?';

/** Asks before another tab or page replaces the half-filled form. */
const LeaveGuard = () => {
  useLeaveGuard(leaveContactFormMessage);
  return null;
};

/**
 * Logs an attempt; the server sets the application Contacted in the same transaction. What the rep
 * types is kept as a draft on the server until it is saved or cancelled.
 */
export const ContactAttemptForm = ({ applicationId, borrowerTimeZone, onDone }: ContactAttemptFormProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const formKey = formKeyOf('contactAttempt', applicationId);
  const zone = callbackZoneOf(borrowerTimeZone);
  const close = () => {
    void forgetDraft(formKey);
    onDone();
  };
  return (
    <CreateBase
      resource="ContactAttempt"
      record={{ applicationId, wasACounselingSessionConducted: false, didTheBorrowerReceiveAnOffer: false }}
      redirect={false}
      transform={(values: ContactFormValues) => toContactAttemptInput(values, zone)}
      mutationOptions={{
        onSuccess: () => {
          notify('Contact attempt saved', { type: 'info' });
          refresh();
          close();
        },
      }}
    >
      <SimpleForm
        validate={(values) => contactFormErrors(values as ContactFormValues, zone, new Date())}
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            {/* Enabled on an empty form too: Save then says which answers are missing. */}
            <SaveButton label="Save contact attempt" alwaysEnable />
            {/* On the toolbar's grey the primary teal is 4.03:1: the text colour reads (WCAG AA). */}
            <Button color="inherit" onClick={close}>
              Cancel
            </Button>
          </Toolbar>
        }
      >
        <DraftKeeper formKey={formKey} applicationId={applicationId} omit={['applicationId']} />
        <LeaveGuard />
        <ContactAttemptInputs borrowerTimeZone={borrowerTimeZone} />
      </SimpleForm>
    </CreateBase>
  );
};
