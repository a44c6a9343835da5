import { helpLine, helpPhoneNumber, telHref } from '@domain/helpPhone';

/*
 * The only script of a static page: the help line for this borrower, Sign In or Sign Out (and My
 * account for a borrower), and the language a reader picks (the server sends them to it next
 * time). Keys are set by the application and account pages; storage can fail (private modes),
 * which simply leaves the page's defaults.
 */
const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// An entry link's own router (About you from a rental programme's link) counts before any page has
// stored it, so the line never changes between About you and the page after it.
const linkRouter = /\/application\/about-you(\.html)?$/.test(location.pathname)
  ? new URLSearchParams(location.search).get('router')
  : null;
const line = helpLine({
  router: linkRouter || read('relief.router'),
  route: location.pathname,
  isLead: read('relief.lead') === '1',
  signedInBorrower: read('relief.signedIn') === '1' && read('relief.staff') !== '1',
});
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-help-phone]')) {
  const { agencyPhone, counselorPhone, rentalPhone } = link.dataset;
  if (!agencyPhone || !counselorPhone || !rentalPhone) continue;
  const number = helpPhoneNumber(line, {
    agency: agencyPhone,
    counselor: counselorPhone,
    rental: rentalPhone,
    alternativeLanguage: '',
  });
  if (link.textContent === number) continue;
  link.textContent = number;
  link.href = telHref(number);
}

// Who answers the line: a rental programme's line is its housing counselors'.
for (const prompt of document.querySelectorAll<HTMLElement>('[data-help-prompt]')) {
  prompt.dataset.defaultPrompt ??= prompt.textContent ?? '';
  const text = line === 'rental' ? prompt.dataset.rentalPrompt : prompt.dataset.defaultPrompt;
  if (text && prompt.textContent !== text) prompt.textContent = text;
}

// 'borrower' marks what only a signed-in borrower sees (My account, the customer portal), not staff;
// 'notBorrower' what they no longer need (the landing's Start and Sign In, for 'Continue my application').
if (read('relief.signedIn') === '1') {
  const borrower = read('relief.staff') !== '1';
  for (const link of document.querySelectorAll<HTMLElement>('[data-signed-in]')) {
    const shownTo = link.dataset.signedIn;
    link.hidden = !(
      shownTo === '1' ||
      (shownTo === 'borrower' && borrower) ||
      (shownTo === 'notBorrower' && !borrower)
    );
  }
}

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLElement>('a[data-lang]');
  const lang = link?.dataset.lang;
  if (!lang) return;
  try {
    localStorage.setItem('relief.lang', lang);
  } catch {
    // The cookie below still remembers the choice.
  }
  document.cookie = `lang=${lang}; path=/; max-age=31536000; SameSite=Lax`;
  // The same page in the other language keeps the query (router, referral id, utm_*).
  if (link instanceof HTMLAnchorElement && !link.search) link.search = location.search;
});
