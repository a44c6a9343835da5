/*
 * The portal navigation's user-name menu (PortalNav.astro) is static HTML that says 'My account'
 * until the name is known. usePortal calls showPortalUserName with the borrower's name once it has
 * read the portal; the name is kept for the tab, so the next portal page's script shows it at once.
 */
const storageKey = 'relief.portalName';

function fill(name: string) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-portal-user-name]')) {
    if (element.textContent !== name) element.textContent = name;
  }
}

export function showPortalUserName(name: string) {
  if (!name) return;
  fill(name);
  try {
    sessionStorage.setItem(storageKey, name);
  } catch {
    // The name still shows on this page.
  }
}

/** The nav script's first step: the name this tab already knows, if any. */
export function restorePortalUserName() {
  try {
    const name = sessionStorage.getItem(storageKey);
    if (name) fill(name);
  } catch {
    // 'My account' stays.
  }
}
