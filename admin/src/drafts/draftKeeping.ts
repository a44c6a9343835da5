import { HttpError } from 'react-admin';
import { keepUnsentDraft } from '../session/keptAcrossSignOut';
import { graphqlCodes } from '../providers/graphqlErrors';
import { dropDraft, sendDraft } from './draftApi';

/*
 * The drafts of the forms open in this tab: each waits a moment after the last keystroke before it
 * goes to the server (so typing sends a draft a second, not a request a letter), and goes at once
 * when the page hides or the form closes. A draft the server refuses because the session ended stays
 * in the tab until the rep signs back in (session/keptAcrossSignOut.ts). Independent of any idle
 * warning: whatever ends the session, what was typed is on the server or in the tab.
 */

/** How long after the last change a draft is sent. */
export const draftDelayMs = 800;

interface Pending {
  applicationId: string;
  values: string;
  timer: ReturnType<typeof setTimeout>;
  userId: string | null;
}

const pending = new Map<string, Pending>();
/** Sends under way: a form sent meanwhile waits for them, so a late one cannot bring its draft back. */
const inFlight = new Map<string, Promise<void>>();

const sessionEnded = (error: unknown) =>
  (error instanceof HttpError && error.status === 401) || graphqlCodes(error).includes('UNAUTHENTICATED');

async function send(formKey: string, keepalive = false) {
  const draft = pending.get(formKey);
  if (!draft) return;
  clearTimeout(draft.timer);
  pending.delete(formKey);
  const sending = sendDraft(
    { formKey, applicationId: draft.applicationId, values: draft.values },
    { keepalive },
  )
    .catch((error: unknown) => {
      if (sessionEnded(error)) {
        keepUnsentDraft(draft.userId, formKey, { applicationId: draft.applicationId, values: draft.values });
      } else {
        console.error('A draft could not be kept', error);
      }
    })
    .finally(() => {
      if (inFlight.get(formKey) === sending) inFlight.delete(formKey);
    });
  inFlight.set(formKey, sending);
  await sending;
}

/** The form's newest values, sent after a short pause. */
export function keepDraft(
  formKey: string,
  draft: { applicationId: string; values: string; userId: string | null },
) {
  const before = pending.get(formKey);
  if (before) clearTimeout(before.timer);
  pending.set(formKey, { ...draft, timer: setTimeout(() => void send(formKey), draftDelayMs) });
}

/** Sends what is waiting now: the form closes, or the page hides (the tab closes, a reload). */
export const flushDraft = (formKey: string, keepalive = false) => send(formKey, keepalive);

export function flushAllDrafts() {
  for (const formKey of [...pending.keys()]) void send(formKey, true);
}

/** The form was sent or cancelled: nothing waits, and the server forgets the draft. */
export async function forgetDraft(formKey: string) {
  const draft = pending.get(formKey);
  if (draft) clearTimeout(draft.timer);
  pending.delete(formKey);
  await inFlight.get(formKey);
  await dropDraft(formKey).catch((error: unknown) => console.error('A draft could not be dropped', error));
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushAllDrafts);
