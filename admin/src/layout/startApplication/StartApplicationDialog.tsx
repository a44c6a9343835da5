import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, RadioButtonGroupInput } from 'react-admin';
import { referralEnvironments } from '@domain/router';
import { requiredField } from '../../forms/validators';
import { startApplicationUrl } from './startApplicationUrl';

const choices = referralEnvironments.map((router) => ({ id: router, name: router }));

/** Staff start an application for a caller: choose the referral environment, then Start. */
export const StartApplicationDialog = ({ onClose }: { onClose: () => void }) => {
  const start = (values: Record<string, unknown>) => {
    window.open(startApplicationUrl(String(values.router)), '_blank', 'noopener');
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="start-application-title">
      <DialogTitle id="start-application-title">Start Application</DialogTitle>
      <Form onSubmit={start}>
        <DialogContent>
          <RadioButtonGroupInput
            source="router"
            label="Referral environment"
            choices={choices}
            validate={requiredField('Referral environment')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Start Application
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
