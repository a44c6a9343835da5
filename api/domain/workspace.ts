/** Live serves real borrowers; training is where reps practise on demo data (api/workspace.ts). */
export type WorkspaceKind = 'live' | 'training';

/**
 * What every training screen says, in the page's language, and how its titles begin, so no one
 * mistakes practice for a real borrower (the console's bar, the site's notice: one wording).
 */
export const trainingNotice = {
  en: 'Training — practice data, not real borrowers',
  es: 'Capacitación — datos de práctica, no son prestatarios reales',
} as const;

/** Training's titles start with the workspace's name, the word leads and reps use for it in both languages. */
export const trainingTitlePrefix = 'Training — ';

/** Demo data, demo accounts, loads and resets belong to training alone. */
export const demoDataInLiveRefused = (trainingAddress: string | null): string =>
  trainingAddress
    ? `Demo data is loaded in the training workspace only, never in live. Open training at ${trainingAddress}.`
    : 'Demo data is loaded in the training workspace only, never in live. Training is off on this server (TRAINING_PORT=off).';

/**
 * The built pages' promo video address, a placeholder the server swaps for PROMO_VIDEO_URL as it
 * serves a page (the video's markup stays hidden when none is set).
 */
export const promoVideoPlaceholder = 'https://promo-video.invalid/video.mp4';
