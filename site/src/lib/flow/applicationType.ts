/*
 * The application's type (credit or rental) on the page, for what its static HTML draws both ways:
 * the progress bar's bank stage and the call-us page's lists (`data-for-type`, application.css), and
 * a heading or lead with a renter's words (`data-rental-text`, swapped so the text is one text), and
 * the tab's title with the heading.
 * ApplicationPage's inline script does it from this tab's storage before the page paints; each
 * island does it again from the server's answer (a borrower signed in on another device).
 */
export const applicationTypeKey = 'relief.applicationType';

/**
 * The tab's title with the heading it names swapped: '<prefix><heading> | <site name>' (BaseLayout),
 * where the prefix is the training workspace's mark ('Training — ', api/http/workspacePages.ts) or
 * nothing, and stays.
 */
export function titleWithHeading(title: string, heading: string, next: string): string {
  const end = title.lastIndexOf(' | ');
  const named = end < 0 ? title : title.slice(0, end);
  const prefix = named.endsWith(heading) ? named.slice(0, named.length - heading.length) : '';
  return prefix + next + (end < 0 ? '' : title.slice(end));
}

export function showApplicationType(type: string | null | undefined) {
  if (type !== 'credit' && type !== 'rental') return;
  document.documentElement.dataset.applicationType = type;
  for (const element of document.querySelectorAll<HTMLElement>('[data-rental-text]')) {
    const before = element.textContent ?? '';
    element.dataset.creditText ??= before;
    element.textContent = (type === 'rental' ? element.dataset.rentalText : element.dataset.creditText) ?? '';
    if (element.tagName === 'H1')
      document.title = titleWithHeading(document.title, before, element.textContent);
  }
  try {
    sessionStorage.setItem(applicationTypeKey, type);
  } catch (error) {
    console.error('Storage write failed', error);
  }
}
