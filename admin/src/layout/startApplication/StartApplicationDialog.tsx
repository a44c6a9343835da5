import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, RadioButtonGroupInput } from 'react-admin';
import { referralEnvironments } from '@domain/router';
import { requiredField } from '../../forms/validators';
import { startApplicationUrl } from './startApplicationUrl';

/** The referral environments in words: a rep picks a programme, not a code. */
const environmentNames: Record<(typeof referralEnvironments)[number], string> = {
  eden: 'Eden — rental relief (rental application)',
  fps: 'FPS — credit counselling (credit application)',
};

const choices = referralEnvironments.map((router) => ({ id: router, name: environmentNames[router] }));

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
