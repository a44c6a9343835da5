import { createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { normalizeOneTimeCode, normalizeRecoveryCode, recoveryCodeCount } from '../domain/secondFactor';

/*
 * TOTP (RFC 6238: six digits, 30-second steps, SHA-1, as every authenticator app reads a QR code)
 * through otplib, and the recovery codes. A code of the step before or after is accepted (a phone's
 * clock drifts); a step already used is refused (the caller keeps the last one).
 */

const period = 30;
const issuer = 'Relief Service';

export const newTotpSecret = (): string => generateSecret();

/** The authenticator's enrolment: the otpauth:// address and its QR code as an SVG data URL. */
export async function enrolmentOf(email: string, secret: string) {
  const otpauthUri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step the code belongs to, if it is right and later than `afterStep`; else null. */
export async function matchingStep(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null,
): Promise<number | null> {
  const token = normalizeOneTimeCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: period,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator would show at `nowMs` (the tests' stand-in for a phone). */
export const totpCode = (secret: string, nowMs: number) =>
  generate({ secret, epoch: Math.floor(nowMs / 1000) });

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten codes of ten letters and digits (50 bits each), printed as 'abcde-fghij'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Random codes of 50 bits need no slow hash: a SHA-256 is enough to keep them unreadable at rest. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
