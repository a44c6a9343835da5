import { Dialog, DialogTitle } from '@mui/material';
import { useRef } from 'react';
import { CreateBase, EditBase, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formKeyOf } from '@domain/formDraft';
import { errorsOfChangedFields } from '@domain/planRules';
import { forgetDraft } from '../drafts/draftKeeping';
import type { Application } from '../records';
import { changedFields, today } from './planModel';
import type { PlanKind } from './planKinds';
import { PlanForm } from './PlanForm';

interface PlanDialogProps {
  kind: PlanKind;
  application: Application;
  planId?: string;
  onClose: () => void;
}

interface FormProps {
  kind: PlanKind;
  formKey: string;
  applicationId: string;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** An edit is judged on the fields it changes, like the server judges it. */
const EditPlanForm = (props: FormProps) => {
  const original = useRecordContext() ?? {};
  const validate = (values: Record<string, unknown>) =>
    errorsOfChangedFields(props.kind.validate(values, today()), changedFields(values, original));
  return <PlanForm {...props} validate={validate} />;
};

/**
 * Enrols in a plan or edits it, in a modal; pessimistic, with the spec's message on failure. What is
 * typed is kept as a draft on the server; a click beside the dialog never closes it, and Escape only
 * while nothing was typed: Cancel (or Save) is the way out of a form with changes.
 */
export const PlanDialog = ({ kind, application, planId, onClose }: PlanDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dirty = useRef(false);
  const formKey = formKeyOf('plan', String(application.id));
  const close = () => {
    void forgetDraft(formKey);
    onClose();
  };
  const mutationOptions = {
    onSuccess: () => {
      notify(`${kind.title} saved`, { type: 'info' });
      refresh();
      close();
    },
    onError: () => notify(kind.saveFailed, { type: 'error' }),
  };
  const formProps: FormProps = {
    kind,
    formKey,
    applicationId: String(application.id),
    onCancel: close,
    onDirtyChange: (isDirty) => {
      dirty.current = isDirty;
    },
  };
  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' && !dirty.current) close();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby="plan-dialog-title"
    >
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
          <EditPlanForm {...formProps} />
        </EditBase>
      ) : (
        <CreateBase
          resource={kind.resource}
          record={{ applicationId: application.id, ...kind.newRecord(application) }}
          redirect={false}
          mutationOptions={mutationOptions}
        >
          <PlanForm {...formProps} validate={(values) => kind.validate(values, today())} />
        </CreateBase>
      )}
    </Dialog>
  );
};
