/*
 * A draft of a console form a rep has begun (issue 20): kept on the server so a sign-out, a closed
 * tab or another computer loses nothing. The key names the form and the application:
 * 'contactAttempt:<applicationId>', 'plan:<applicationId>'.
 */
export const draftForms = ['contactAttempt', 'plan'] as const;
export type DraftForm = (typeof draftForms)[number];

/** A form's values as JSON: a few hundred characters of answers and a note, never more than this. */
export const maxDraftLength = 16_000;

export const formKeyOf = (form: DraftForm, applicationId: string) => `${form}:${applicationId}`;

/** The form and application a key names, when it is one of ours. */
export function parsedFormKey(formKey: string): { form: DraftForm; applicationId: string } | null {
  const [form, applicationId, ...rest] = formKey.split(':');
  if (rest.length > 0 || !applicationId || !(draftForms as readonly string[]).includes(form)) return null;
  return { form: form as DraftForm, applicationId };
}

/** The values, when they are a JSON object of a sane size; else null. */
export function parsedDraftValues(json: string): Record<string, unknown> | null {
  if (json.length > maxDraftLength) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
