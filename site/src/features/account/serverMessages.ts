import {
  currentPasswordIncorrect,
  emailChangeLinkExpired,
  emailChangeLinkUnknown,
  emailChangeLinkUsed,
  emailTaken,
  invalid,
  passwordChangeRequired,
  sameEmail,
  tooManyAttempts,
} from '@domain/messages';
import { breachedPasswordMessage, passwordRulesMessage, samePasswordMessage } from '@domain/password';
import type { ApiResult } from '../../lib/account/authApi';
import type { Strings } from '../../i18n/islandStrings';

/*
 * The server writes its messages in English (api/domain/messages.ts). The ones these pages can meet
 * are shown in the page's language; any other is shown as the server wrote it (spec §8: "the
 * message from the auth error is shown").
 */
const known = {
  [currentPasswordIncorrect]: 'account.server.currentPasswordIncorrect',
  [emailTaken]: 'account.server.emailTaken',
  [invalid('Email')]: 'account.server.emailInvalid',
  [passwordChangeRequired]: 'account.server.passwordChangeRequired',
  [passwordRulesMessage]: 'account.password.rulesUnmet',
  [breachedPasswordMessage]: 'account.password.breached',
  [samePasswordMessage]: 'account.password.same',
  [tooManyAttempts]: 'account.tooManyAttempts',
  [sameEmail]: 'account.server.sameEmail',
  [emailChangeLinkExpired]: 'account.confirmEmail.expired',
  [emailChangeLinkUsed]: 'account.confirmEmail.used',
  [emailChangeLinkUnknown]: 'account.confirmEmail.unknown',
} as const;

export const serverMessageKeys = [...new Set(Object.values(known)), 'account.unexpected'] as const;

type ServerMessageKey = (typeof serverMessageKeys)[number];

export function serverMessage(result: ApiResult<unknown>, strings: Strings<ServerMessageKey>): string {
  if (result.status === 429) return strings['account.tooManyAttempts'];
  const key = result.message ? known[result.message as keyof typeof known] : undefined;
  if (key) return strings[key];
  // Unreachable server or a masked failure (500): a message a person can act on.
  if (!result.message || result.status === 0 || result.status >= 500) return strings['account.unexpected'];
  return result.message;
}
