import type { SessionUser } from '@domain/sessionUser';

/**
 * The site's small client for the server's /auth routes (service-portal §4). It never throws: a
 * network failure or a body that is not JSON comes back as `{ ok: false }` with what is known.
 */

export type { SessionUser };

/** After the password: signed in, or the second step to take first (a code, or enrolling one). */
export interface SignInAnswer {
  user: SessionUser | null;
  secondFactor?: 'verify' | 'enrol';
}

/** A new authenticator's secret, its otpauth:// address and the QR code of it. */
export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

export interface ApiResult<T> {
  ok: boolean;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The error's `extensions.code` (CODE_MISMATCH, BAD_USER_INPUT, …). */
  code?: string;
  /** The error's message, in English, as the server wrote it. */
  message?: string;
  data?: T;
}

interface ErrorBody {
  errors?: { message?: string; extensions?: { code?: string } }[];
}

async function request<T>(path: string, body?: object): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      credentials: 'same-origin',
      // The server refuses writes that are not JSON (its CSRF guard), even an empty sign-out.
      headers: body
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const first = (json as ErrorBody | undefined)?.errors?.[0];
  return { ok: false, status: response.status, code: first?.extensions?.code, message: first?.message };
}

export interface UserInformation {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export const authApi = {
  signIn: (username: string, password: string) =>
    request<SignInAnswer>('/auth/sign-in', { username, password }),
  secondFactor: (proof: { code: string } | { recoveryCode: string }) =>
    request<{ user: SessionUser }>('/auth/two-factor', proof),
  startEnrolment: () => request<Enrolment>('/auth/two-factor/enrolment', {}),
  confirmEnrolment: (code: string) =>
    request<{ recoveryCodes: string[]; user: SessionUser }>('/auth/two-factor/enrolment/confirm', { code }),
  turnOffSecondFactor: (proof: { code: string } | { recoveryCode: string }) =>
    request<{ user: SessionUser }>('/auth/two-factor/off', proof),
  signOut: () => request<{ ok: true }>('/auth/sign-out', {}),
  me: () => request<{ user: SessionUser | null; sessionIdleMs: number }>('/auth/me'),
  keepAlive: () => request<{ ok: true }>('/auth/keep-alive', {}),
  setPasswordLink: (language: string) =>
    request<{ ok: true; sent: boolean }>('/auth/set-password-link', { language }),
  forgotPassword: (email: string, language: string) =>
    request<{ ok: true }>('/auth/forgot-password', { email, language }),
  verificationCode: (email: string, code: string) =>
    request<UserInformation & { mustChangePassword: boolean }>('/auth/verification-code', { email, code }),
  resetPassword: (input: { email: string; code: string; newPassword: string } & Partial<UserInformation>) =>
    request<
      | { signedIn: true; user: SessionUser }
      | { signedIn: false; user?: null; secondFactor?: 'verify' | 'enrol' }
    >('/auth/reset-password', input),
  completeNewPassword: (input: { newPassword: string } & UserInformation) =>
    request<{ user: SessionUser }>('/auth/complete-new-password', input),
  changePassword: (oldPassword: string, newPassword: string) =>
    request<{ ok: true }>('/auth/change-password', { oldPassword, newPassword }),
  changeEmail: (newEmail: string, language: string) =>
    request<{ ok: true }>('/auth/change-email', { newEmail, language }),
  confirmEmail: (token: string) => request<{ ok: true; email: string }>('/auth/confirm-email', { token }),
};
