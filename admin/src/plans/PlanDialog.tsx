import { Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { CreateBase, EditBase, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formKeyOf } from '@domain/formDraft';
import { errorsOfChangedFields } from '@domain/planRules';
import { forgetDraft } from '../drafts/draftKeeping';
import type { Application } from '../records';
import { changedFields, today, withAmountsRead } from './planModel';
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
  const validate = (values: Record<string, unknown>) => {
    const read = withAmountsRead(values, props.kind.amountFields);
    return errorsOfChangedFields(props.kind.validate(read, today()), changedFields(read, original));
  };
  return <PlanForm {...props} validate={validate} />;
};

/** Until the plan has loaded there is no form: an empty one would be kept as the rep's draft. */
const loadingPlan = (
  <DialogContent>
    <LinearProgress aria-label="Loading the plan" />
  </DialogContent>
);

/**
 * Enrols in a plan or edits it, in a modal; pessimistic, with the spec's message on failure. What is
 * typed is kept as a draft on the server; a click beside the dialog never closes it, and Escape only
 * while nothing was typed: Cancel (or Save) is the way out of a form with changes.
 */
export const PlanDialog = ({ kind, application, planId, onClose }: PlanDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dirty = useRef(false);
  const queryClient = useQueryClient();
  const formKey = formKeyOf('plan', String(application.id));
  const close = () => {
    // The tab asks for a kept draft as the dialog closes: asked again once the server has dropped it,
    // or it would say a draft is kept of a plan just saved.
    void forgetDraft(formKey).then(() => queryClient.invalidateQueries({ queryKey: ['formDraft', formKey] }));
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
          loading={loadingPlan}
          transform={(data, options) =>
            changedFields(withAmountsRead(data, kind.amountFields), options?.previousData ?? {})
          }
          mutationOptions={mutationOptions}
        >
          <EditPlanForm {...formProps} />
        </EditBase>
      ) : (
        <CreateBase
          resource={kind.resource}
          record={{ applicationId: application.id, ...kind.newRecord(application) }}
          redirect={false}
          transform={(data) => withAmountsRead(data, kind.amountFields)}
          mutationOptions={mutationOptions}
        >
          <PlanForm
            {...formProps}
            validate={(values) => kind.validate(withAmountsRead(values, kind.amountFields), today())}
          />
        </CreateBase>
      )}
    </Dialog>
  );
};
