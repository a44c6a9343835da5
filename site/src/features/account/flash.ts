import { useEffect, useState } from 'react';
import { takeFlash, type Flash } from '../../lib/account/accountStorage';

/** Every message one page may leave for the next (the spec's route state). */
export const flashKeys = [
  'account.flash.passwordReset',
  'account.flash.emailUpdated',
  'account.flash.codeOld',
  'account.flash.codeExpired',
  'account.flash.updateFailed',
  'account.flash.notStaff',
  'account.flash.idleSignedOut',
  'account.flash.useChangeEmail',
  'account.flash.practiseSecondFactor',
] as const;

export type FlashKey = (typeof flashKeys)[number];

const isFlashKey = (key: string): key is FlashKey => (flashKeys as readonly string[]).includes(key);

/** The message the previous page left, read once after hydration (storage does not exist on the server). */
export function useFlash(): (Flash & { key: FlashKey }) | null {
  const [flash, setFlash] = useState<(Flash & { key: FlashKey }) | null>(null);
  useEffect(() => {
    const taken = takeFlash();
    if (taken && isFlashKey(taken.key)) setFlash({ ...taken, key: taken.key });
  }, []);
  return flash;
}
