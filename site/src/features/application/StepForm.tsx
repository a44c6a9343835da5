import type { ReactNode } from 'react';
import { StatusMessage } from '../../components/form/StatusMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import type { useStepForm } from './useStepForm';

interface StepFormProps {
  form: Pick<ReturnType<typeof useStepForm>, 'formRef' | 'onSubmit' | 'busy' | 'ready' | 'failure'>;
  label: string;
  busyLabel: string;
  /** Read before the save's failure (About you's rental note). */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a step form: the fields stay disabled until the island has hydrated, a refused save
 * is announced above them, and the one submit button closes the form.
 */
export function StepForm({ form, label, busyLabel, intro, children }: StepFormProps) {
  return (
    <form
      ref={form.formRef}
      className="form application-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
    >
      <fieldset className="form__fields" disabled={!form.ready}>
        {intro}
        <StatusMessage tone="error">{form.failure}</StatusMessage>
        {children}
        <SubmitButton ready={form.ready} busy={form.busy} label={label} busyLabel={busyLabel} />
      </fieldset>
    </form>
  );
}
