import { isObject } from '../isObject';

export interface FirstLeadFields {
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
}

export type FirstLeadOutcome =
  | { ok: true; fields?: undefined }
  | { ok: false; message: string; fields?: Partial<Record<keyof FirstLeadFields, string>> };

/** POST /auth/first-lead; the server's message and per-field messages on a refusal. */
export async function postFirstLead(token: string, fields: FirstLeadFields): Promise<FirstLeadOutcome> {
  try {
    const response = await fetch('/auth/first-lead', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, ...fields }),
    });
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    const first: unknown = isObject(body) && Array.isArray(body.errors) ? body.errors[0] : undefined;
    const message =
      isObject(first) && typeof first.message === 'string' ? first.message : response.statusText;
    const extensions = isObject(first) && isObject(first.extensions) ? first.extensions : undefined;
    const fieldMessages = extensions && isObject(extensions.fields) ? extensions.fields : undefined;
    return { ok: false, message, fields: fieldMessages as FirstLeadOutcome['fields'] };
  } catch {
    return { ok: false, message: 'The server could not be reached. Please try again.' };
  }
}

/** Whether the workspace has its staff already (the link is then used up); null when unknown. */
export async function workspaceHasStaff(): Promise<boolean | null> {
  try {
    const response = await fetch('/auth/first-lead', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => null);
    return response.ok && isObject(body) && typeof body.hasStaff === 'boolean' ? body.hasStaff : null;
  } catch {
    return null;
  }
}
