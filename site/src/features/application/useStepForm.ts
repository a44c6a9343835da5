import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FieldErrors } from '@domain/planRules';
import { localizeErrors, type MessageTemplates } from '../../components/form/localizeErrors';
import { useForm, type Errors } from '../../components/form/useForm';
import { goTo } from '../../components/navigation';
import type { GraphqlResult } from '../../lib/graphql';
import type { Locale } from '../../i18n/t';
import { $applicationSession, setAnswers, type Answers } from '../../lib/flow/applicationSession';
import type { StepResult } from '../../lib/flow/flowApi';

interface StepFormOptions<A extends Answers> {
  locale: Locale;
  /** The screen's page name (AboutYou, …): its answers are kept under it in session storage. */
  page: string;
  /** The answers before the borrower types: from the saved application, or empty. */
  initial: A;
  /** The screen's rule from api/domain: English messages, in on-screen order. */
  check: (answers: A) => { errors: FieldErrors; warnings?: FieldErrors };
  /** The fields' labels as the page shows them. */
  labels: Record<string, string>;
  templates: MessageTemplates;
  /** Saves the screen; the server answers where the borrower goes next. */
  save: (answers: A) => Promise<GraphqlResult<StepResult>>;
  /** The failure shown for any refused save (the spec's generic message, or a known one). */
  failureMessage: (result: GraphqlResult<StepResult>) => string;
  /** Before moving on (the About-you page keeps the application's id). */
  onSaved?: (step: StepResult) => void;
}

/**
 * One screen of the application (borrower-application §5): answers kept in session storage on
 * every change, checked on submit and then live with the first invalid field focused, text trimmed
 * on blur, the server's field errors shown at their fields, then on to the page the server names.
 */
export function useStepForm<A extends Answers>(options: StepFormOptions<A>) {
  const { locale, page, initial, check, labels, templates, save, failureMessage, onSaved } = options;
  const session = useStore($applicationSession);
  const answers = { ...initial, ...(session?.answers[page] as Partial<A> | undefined) } as A;
  const [serverErrors, setServerErrors] = useState<Errors<string>>({});
  const [failure, setFailure] = useState('');

  const localize = (errors: FieldErrors) => localizeErrors(errors, labels, templates);
  const form = useForm<string>(
    () => ({ ...localize(check(answers).errors), ...serverErrors }),
    async () => {
      setFailure('');
      const result = await save(answers);
      if (result.ok && result.data) {
        onSaved?.(result.data);
        goTo(locale, result.data.nextRoute);
        return true;
      }
      // One message per fault: a refusal that names its fields is said at them, and only there.
      if (result.fields && Object.keys(result.fields).length > 0) {
        setServerErrors(localize(result.fields));
        const first = Object.keys(result.fields)[0];
        const field = form.formRef.current?.elements.namedItem(first);
        const target = field instanceof RadioNodeList ? field[0] : field;
        if (target instanceof HTMLElement) target.focus();
        return;
      }
      setFailure(failureMessage(result));
    },
  );

  function set<K extends keyof A & string>(field: K, value: A[K]) {
    setAnswers(page, { ...answers, [field]: value });
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest);
  }

  /** Props for a text input: value, change, and trimmed on blur (§5). */
  function text<K extends keyof A & string>(field: K) {
    const value = typeof answers[field] === 'string' ? (answers[field] as string) : '';
    return {
      name: field,
      label: labels[field] ?? field,
      value,
      error: form.errors[field],
      onChange: (event: { target: { value: string } }) => set(field, event.target.value as A[K]),
      onBlur: () => {
        if (value !== value.trim()) set(field, value.trim() as A[K]);
      },
    };
  }

  const warnings = localize(check(answers).warnings ?? {});

  return { ...form, answers, set, text, failure, warnings, restored: session !== null };
}
