import { HttpError } from 'react-admin';
import type { SessionUser } from '@domain/sessionUser';
import { isObject } from '../isObject';
import { consoleFetch } from './consoleFetch';

export type { SessionUser };

/** The REST error shape: `{ errors: [{ message }] }`. */
const firstErrorMessage = (body: unknown): string | undefined => {
  const first: unknown = isObject(body) && Array.isArray(body.errors) ? body.errors[0] : undefined;
  return isObject(first) && typeof first.message === 'string' ? first.message : undefined;
};

async function requestJson<T>(path: string, body?: object): Promise<T> {
  const response = await consoleFetch(path, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    // The server refuses writes that are not JSON (its CSRF guard), even an empty sign-out.
    headers: body
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  // A body that is not JSON (a proxy's error page) still ends in an HttpError with its status.
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new HttpError(firstErrorMessage(json) ?? response.statusText, response.status, json);
  }
  return json as T;
}

export const signOut = async (): Promise<void> => {
  await requestJson<unknown>('/auth/sign-out', {});
};

export const fetchSessionUser = async (): Promise<SessionUser | null> =>
  (await requestJson<{ user: SessionUser | null }>('/auth/me')).user;

/** Training: the next sign-in asks to set up two-step sign-in, as live's first sign-in does; this session ends. */
export const practiseSecondFactor = async (): Promise<void> => {
  await requestJson<unknown>('/auth/two-factor/practice', {});
};

/** Turns two-step sign-in off, proved with a code from the authenticator or a recovery code. */
export const turnOffSecondFactor = async (code: string): Promise<void> => {
  const proof = /^\s*\d[\d\s]*$/.test(code) ? { code } : { recoveryCode: code };
  await requestJson<unknown>('/auth/two-factor/off', proof);
};
