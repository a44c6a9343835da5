/*
 * The application's type (credit or rental) on the page, for what its static HTML draws both ways:
 * the progress bar's bank stage and the call-us page's lists (`data-for-type`, application.css), and
 * a heading or lead with a renter's words (`data-rental-text`, swapped so the text is one text), and
 * the tab's title with the heading.
 * ApplicationPage's inline script does it from this tab's storage before the page paints; each
 * island does it again from the server's answer (a borrower signed in on another device).
 */
export const applicationTypeKey = 'relief.applicationType';

export function showApplicationType(type: string | null | undefined) {
  if (type !== 'credit' && type !== 'rental') return;
  document.documentElement.dataset.applicationType = type;
  // The tab's title follows the heading: '<heading> | <site name>' (BaseLayout).
  const siteName = document.title.slice(document.title.lastIndexOf(' | '));
  for (const element of document.querySelectorAll<HTMLElement>('[data-rental-text]')) {
    element.dataset.creditText ??= element.textContent ?? '';
    element.textContent = (type === 'rental' ? element.dataset.rentalText : element.dataset.creditText) ?? '';
    if (element.tagName === 'H1') document.title = element.textContent + siteName;
  }
  try {
    sessionStorage.setItem(applicationTypeKey, type);
  } catch (error) {
    console.error('Storage write failed', error);
  }
}
