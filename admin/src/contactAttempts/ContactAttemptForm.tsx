import { Button } from '@mui/material';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useRefresh } from 'react-admin';
import { ContactAttemptInputs } from './ContactAttemptInputs';

interface ContactAttemptFormProps {
  applicationId: string;
  onDone: () => void;
}

/** Logs an attempt; the server sets the application Contacted in the same transaction. */
export const ContactAttemptForm = ({ applicationId, onDone }: ContactAttemptFormProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <CreateBase
      resource="ContactAttempt"
      record={{ applicationId, wasACounselingSessionConducted: false, didTheBorrowerReceiveAnOffer: false }}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('Contact attempt saved', { type: 'info' });
          refresh();
          onDone();
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            {/* Enabled on an empty form too: Save then says which answers are missing. */}
            <SaveButton label="Save contact attempt" alwaysEnable />
            <Button onClick={onDone}>Cancel</Button>
          </Toolbar>
        }
      >
        <ContactAttemptInputs />
      </SimpleForm>
    </CreateBase>
  );
};
