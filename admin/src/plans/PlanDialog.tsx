import { Dialog, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Application } from '../types';
import { errorsOfChangedFields } from '@domain/planRules';
import { changedFields, today } from './planModel';
import type { PlanKind } from './planKinds';
import { PlanForm } from './PlanForm';

interface PlanDialogProps {
  kind: PlanKind;
  application: Application;
  planId?: string;
  onClose: () => void;
}

/** An edit is judged on the fields it changes, like the server judges it. */
const EditPlanForm = ({ kind, onClose }: { kind: PlanKind; onClose: () => void }) => {
  const original = useRecordContext() ?? {};
  const validate = (values: Record<string, unknown>) =>
    errorsOfChangedFields(kind.validate(values, today()), changedFields(values, original));
  return <PlanForm kind={kind} validate={validate} onCancel={onClose} />;
};

/** Enrols in a plan or edits it, in a modal; pessimistic, with the spec's message on failure. */
export const PlanDialog = ({ kind, application, planId, onClose }: PlanDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(`${kind.title} saved`, { type: 'info' });
      refresh();
      onClose();
    },
    onError: () => notify(kind.saveFailed, { type: 'error' }),
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <DialogTitle id="plan-dialog-title">
        {planId ? `Edit ${kind.title}` : `Enroll in a ${kind.title}`}
      </DialogTitle>
      {planId ? (
        <EditBase
          resource={kind.resource}
          id={planId}
          mutationMode="pessimistic"
          redirect={false}
          transform={(data, options) => changedFields(data, options?.previousData ?? {})}
          mutationOptions={mutationOptions}
        >
          <EditPlanForm kind={kind} onClose={onClose} />
        </EditBase>
      ) : (
        <CreateBase
          resource={kind.resource}
          record={{ applicationId: application.id, ...kind.newRecord }}
          redirect={false}
          mutationOptions={mutationOptions}
        >
          <PlanForm kind={kind} validate={(values) => kind.validate(values, today())} onCancel={onClose} />
        </CreateBase>
      )}
    </Dialog>
  );
};
