import { atom, onMount } from 'nanostores';
import type { ApplicationEntry } from '@domain/applicationEntry';

/*
 * The application's state in the browser (borrower-application §4: "the whole application state is
 * persisted to session storage on every change and restored on load; failures only logged"). It
 * holds what the server cannot know yet: the entry's parameters before the first save, and what
 * the borrower has typed on each screen, so a refresh or a step back never loses an answer.
 */

/** A screen's answers as typed (text as text), keyed by the screen's page name (AboutYou, …). */
export type Answers = Record<string, unknown>;

export interface ApplicationSession {
  applicationId: string | null;
  entry: ApplicationEntry | null;
  answers: Record<string, Answers>;
}

const storageKey = 'relief.application';
const empty: ApplicationSession = { applicationId: null, entry: null, answers: {} };

function restore(): ApplicationSession {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return empty;
    const saved = JSON.parse(raw) as Partial<ApplicationSession>;
    return {
      applicationId: typeof saved.applicationId === 'string' ? saved.applicationId : null,
      entry: saved.entry ?? null,
      answers: saved.answers && typeof saved.answers === 'object' ? saved.answers : {},
    };
  } catch (error) {
    console.error('Restoring the application state failed', error);
    return empty;
  }
}

function persist(state: ApplicationSession) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(state));
  } catch (error) {
    console.error('Saving the application state failed', error);
  }
}

/**
 * Null on the server (the build renders the islands) and until the island mounts: restored from
 * session storage when the first component subscribes, so hydration matches the built HTML and a
 * page can wait for the restored state before it reads it.
 */
export const $applicationSession = atom<ApplicationSession | null>(null);

onMount($applicationSession, () => {
  // The build renders islands without storage: the state stays unknown (null) there.
  if (typeof sessionStorage === 'undefined') return;
  $applicationSession.set(restore());
  return $applicationSession.listen((state) => state && persist(state));
});

/** The state now; restored first when no component has subscribed yet. */
const current = (): ApplicationSession => $applicationSession.get() ?? restore();

export function setAnswers(page: string, answers: Answers) {
  const state = current();
  $applicationSession.set({ ...state, answers: { ...state.answers, [page]: answers } });
}

export function setApplicationId(applicationId: string) {
  $applicationSession.set({ ...current(), applicationId });
}

/** A new application: what an earlier one left in this tab is dropped (the console's clearSession=1). */
export function startApplication(entry: ApplicationEntry) {
  $applicationSession.set({ applicationId: null, entry, answers: {} });
}

export function rememberEntry(entry: ApplicationEntry) {
  $applicationSession.set({ ...current(), entry });
}

/** Drops what this tab kept (another account signed in where an idle sign-out left answers). */
export function forgetApplicationState() {
  $applicationSession.set(empty);
  try {
    sessionStorage.removeItem(storageKey);
  } catch (error) {
    console.error('Forgetting the application state failed', error);
  }
}
