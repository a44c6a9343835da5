import { Button, DialogActions, DialogContent } from '@mui/material';
import { Form, SaveButton, type ValidateForm } from 'react-admin';
import type { PlanKind } from './planKinds';

interface PlanFormProps {
  kind: PlanKind;
  validate: ValidateForm;
  onCancel: () => void;
}

/** The plan's inputs in the dialog; Cancel drops the edits, so the next opening shows the saved values. */
export const PlanForm = ({ kind: { Inputs }, validate, onCancel }: PlanFormProps) => (
  <Form validate={validate}>
    <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
      <Inputs />
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <SaveButton />
    </DialogActions>
  </Form>
);
