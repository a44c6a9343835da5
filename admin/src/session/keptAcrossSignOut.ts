import { isObject } from '../isObject';

/*
 * What the console keeps in the tab across an involuntary sign-out (the session ended while the rep
 * was away), so signing back in lands where the rep was and loses nothing typed: the page, and the
 * drafts that could not reach the server before the session ended (every other draft is there
 * already). Session storage only, so it goes with the tab; it names the rep it belongs to, and another
 * rep signing in on the same tab neither lands there nor gets the drafts. Sign-out clears every other
 * key (service-portal §9).
 */
const placeKey = 'relief.console.returnTo';
const draftsKey = 'relief.console.unsentDrafts';
export const keptKeys = [placeKey, draftsKey];

export interface UnsentDraft {
  applicationId: string;
  values: string;
}

function read(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error('Storage write failed', error);
  }
}

/** The page the rep is on (the console's hash route), to return to after signing in. */
export function keepPlace(userId: string | null) {
  const path = window.location.hash.replace(/^#/, '');
  if (!path.startsWith('/') || path === '/' || path.startsWith('/login')) return;
  write(placeKey, { path, userId });
}

/** The kept page, read once, for this rep; null when there is none or it was another rep's. */
export function takePlace(userId: string): string | null {
  const kept = read(placeKey);
  write(placeKey, null);
  if (!isObject(kept) || typeof kept.path !== 'string' || !kept.path.startsWith('/')) return null;
  return kept.userId === userId || kept.userId === null ? kept.path : null;
}

/** A draft the server refused because the session had ended: kept in the tab until sign-in. */
export function keepUnsentDraft(userId: string | null, formKey: string, draft: UnsentDraft) {
  const kept = read(draftsKey);
  const drafts = isObject(kept) && kept.userId === userId && isObject(kept.drafts) ? kept.drafts : {};
  write(draftsKey, { userId, drafts: { ...drafts, [formKey]: draft } });
}

/** The kept drafts of this rep, read once. */
export function takeUnsentDrafts(userId: string): [formKey: string, draft: UnsentDraft][] {
  const kept = read(draftsKey);
  write(draftsKey, null);
  if (!isObject(kept) || kept.userId !== userId || !isObject(kept.drafts)) return [];
  return Object.entries(kept.drafts).filter(
    (entry): entry is [string, UnsentDraft] =>
      isObject(entry[1]) && typeof entry[1].applicationId === 'string' && typeof entry[1].values === 'string',
  );
}
