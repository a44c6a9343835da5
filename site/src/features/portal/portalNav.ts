import { restorePortalUserName } from './portalUserName';

/*
 * The customer portal navigation's behaviour (PortalNav.astro). Disclosure buttons, not ARIA menus:
 * the sub-menus are lists of links, and Tab moves through them as through any links.
 * - A disclosure button opens its list (closing the other); Esc closes it and returns focus to the
 *   button; ArrowDown on the button opens it and moves to its first link; ArrowUp/ArrowDown move
 *   between its links; a click outside the navigation, or focus leaving a list on a wide screen,
 *   closes it.
 * - On a phone the 'Menu' button folds the whole list (its sub-menus then open in place); Esc
 *   closes it when no sub-menu is open.
 */

restorePortalUserName();

const nav = document.querySelector<HTMLElement>('[data-portal-nav]');

if (nav) {
  const toggle = nav.querySelector<HTMLButtonElement>('[data-portal-toggle]');
  const list = nav.querySelector<HTMLElement>('.portal-nav__list');
  const disclosures = [...nav.querySelectorAll<HTMLButtonElement>('[data-portal-disclosure]')];
  const menuOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '');
  // The links the borrower can see: a page that does not fit where they stand is hidden (portal.css).
  const linksOf = (button: HTMLButtonElement) =>
    [...(menuOf(button)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])].filter(
      (link) => link.closest('[data-for-standing]')?.getClientRects().length !== 0,
    );
  // The 'Menu' button shows only on narrow screens (CSS); there sub-menus open in place.
  const folded = () => (toggle ? getComputedStyle(toggle).display !== 'none' : false);

  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const menu = menuOf(button);
    if (menu) menu.hidden = !open;
  };
  const closeAll = (except?: HTMLButtonElement) => {
    for (const button of disclosures) if (button !== except) setOpen(button, false);
  };
  const setListOpen = (open: boolean) => {
    if (!toggle || !list) return;
    toggle.setAttribute('aria-expanded', String(open));
    list.classList.toggle('portal-nav__list--open', open);
  };

  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setListOpen(open);
    if (!open) closeAll();
  });

  for (const button of disclosures) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeAll(button);
      setOpen(button, open);
    });
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      // The list's own arrow handling (below) must not move on from the first link at once.
      event.stopPropagation();
      closeAll(button);
      setOpen(button, true);
      linksOf(button)[0]?.focus();
    });
    const group = button.parentElement;
    group?.addEventListener('keydown', (event) => {
      const links = linksOf(button);
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
        event.stopPropagation();
        setOpen(button, false);
        button.focus();
      } else if (at >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
        links[(next + links.length) % links.length]?.focus();
      } else if (at >= 0 && (event.key === 'Home' || event.key === 'End')) {
        event.preventDefault();
        links[event.key === 'Home' ? 0 : links.length - 1]?.focus();
      }
    });
    group?.addEventListener('focusout', (event) => {
      const to = event.relatedTarget;
      if (folded() || (to instanceof Node && group.contains(to))) return;
      setOpen(button, false);
    });
  }

  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle || toggle.getAttribute('aria-expanded') !== 'true') return;
    setListOpen(false);
    toggle.focus();
  });

  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && nav.contains(event.target)) return;
    closeAll();
    setListOpen(false);
  });
}
