import { dayMs } from './dates';

/*
 * A rep sends a borrower whose bank is disconnected (or was never connected) an e-mail with a link to
 * reconnect it (issue 11). At most one link a day per application: a borrower is not pestered, and two
 * reps on one borrower do not both send.
 */
export const reconnectLinkOutcome = 'Sent a link to reconnect the bank';
export const reconnectLinkInterval = dayMs;

/** A bank to reconnect: none was ever connected, or one is disconnected. */
export const hasBankToReconnect = (bankItems: readonly { isConnected: boolean }[]): boolean =>
  bankItems.length === 0 || bankItems.some((item) => !item.isConnected);

/** Why a link cannot be sent now, or null when it can. */
export function reconnectLinkRefusal(input: {
  email: string | null | undefined;
  bankItems: readonly { isConnected: boolean }[];
  lastSentAt: string | null;
  now: Date;
}): string | null {
  if (!input.email) return 'This borrower has no e-mail address to send the link to.';
  if (!hasBankToReconnect(input.bankItems))
    return "This borrower's bank accounts are connected: there is nothing to reconnect.";
  if (input.lastSentAt && input.now.getTime() - Date.parse(input.lastSentAt) < reconnectLinkInterval)
    return 'A reconnect link was sent to this borrower in the last 24 hours. Please wait a day before sending another.';
  return null;
}
