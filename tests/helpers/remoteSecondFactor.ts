import { totpCode } from '../../api/auth/oneTimeCodes';

/*
 * The second step of a staff sign-in against a server running as its own process (npm start, the
 * cluster, the bench), whose one-time codes follow the wall clock: the first sign-in enrols an
 * authenticator (its secret kept here, as a phone keeps it), later ones send its code. A code is
 * never sent twice: a sign-in soon after the last takes the next step's code, which the server
 * accepts for a phone whose clock runs ahead; a third within the same 30 seconds is not possible.
 */

export type Post = (path: string, body: unknown) => Promise<{ status: number; body: unknown }>;

const step = 30_000;
const phones = new Map<string, { secret: string; last: number }>();

/** `scope` names the database (several processes may serve one); the answer is the sign-in's. */
export async function completeSecondFactor(post: Post, scope: string, email: string, answer: unknown) {
  const key = `${scope}|${email}`;
  const asked = (answer as { secondFactor?: string } | null)?.secondFactor;
  if (asked === 'enrol') {
    const { secret } = (await post('/auth/two-factor/enrolment', {})).body as { secret: string };
    const now = Date.now();
    phones.set(key, { secret, last: now });
    return post('/auth/two-factor/enrolment/confirm', { code: await totpCode(secret, now) });
  }
  if (asked === 'verify') {
    const phone = phones.get(key);
    if (!phone) throw new Error(`no authenticator enrolled here for ${email}`);
    const at = Math.max(Date.now(), phone.last + step);
    if (at > Date.now() + step) throw new Error(`a third sign-in of ${email} within 30 s: reuse a session`);
    phone.last = at;
    return post('/auth/two-factor', { code: await totpCode(phone.secret, at) });
  }
  return null;
}
