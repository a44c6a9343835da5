import { formatInZone, isUsTimeZone } from '@domain/zonedTime';
import { formatDateTime } from '../dates';

/** A call-back as a rep reads it: in the borrower's time when their zone is known, else the rep's. */
export const callbackText = (callbackAt: string, borrowerTimeZone: string | null | undefined): string =>
  isUsTimeZone(borrowerTimeZone) ? formatInZone(callbackAt, borrowerTimeZone) : formatDateTime(callbackAt);

/** Whether a call-back's time has passed. */
export const isOverdue = (callbackAt: string, now = Date.now()): boolean => Date.parse(callbackAt) < now;
