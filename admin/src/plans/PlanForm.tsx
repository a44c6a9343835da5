import { Button, DialogActions, DialogContent } from '@mui/material';
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, SaveButton, type ValidateForm } from 'react-admin';
import { DraftKeeper } from '../drafts/DraftKeeper';
import { useLeaveGuard } from '../drafts/useLeaveGuard';
import type { PlanKind } from './planKinds';

interface PlanFormProps {
  kind: PlanKind;
  validate: ValidateForm;
  formKey: string;
  applicationId: string;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Tells the dialog whether anything was typed, and asks before another page replaces the form. */
const FormWatch = ({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useLeaveGuard(
    'This plan is not saved yet. Its draft is kept, so you can finish it later. Leave this page?',
  );
  return null;
};

/** The plan's inputs in the dialog; Cancel drops the edits, so the next opening shows the saved values. */
export const PlanForm = ({
  kind: { Inputs },
  validate,
  formKey,
  applicationId,
  onCancel,
  onDirtyChange,
}: PlanFormProps) => (
  <Form validate={validate}>
    <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
      <DraftKeeper formKey={formKey} applicationId={applicationId} omit={['id', 'applicationId']} />
      <FormWatch onDirtyChange={onDirtyChange} />
      <Inputs />
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <SaveButton />
    </DialogActions>
  </Form>
);
