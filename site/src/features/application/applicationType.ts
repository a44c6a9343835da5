/*
 * The application's type (credit or rental) on the page, for what its static HTML draws both ways:
 * the progress bar's bank stage and the call-us page's words (`data-for-type`, application.css).
 * ApplicationPage's inline script sets it from this tab's storage before the page paints; each
 * island sets it again from the server's answer (a borrower signed in on another device).
 */
export const applicationTypeKey = 'relief.applicationType';

export function showApplicationType(type: string | null | undefined) {
  if (type !== 'credit' && type !== 'rental') return;
  document.documentElement.dataset.applicationType = type;
  try {
    sessionStorage.setItem(applicationTypeKey, type);
  } catch (error) {
    console.error('Storage write failed', error);
  }
}
