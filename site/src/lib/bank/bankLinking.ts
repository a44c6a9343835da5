/**
 * Whether this workspace links banks. Live without Plaid keys does not, and shows no bank step that
 * could pretend: its pages are served marked `data-bank-linking="off"` (api/http/workspacePages.ts).
 * Read once the page has loaded: the islands that ask render only after their data arrives.
 */
export function bankLinkingOffered(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.bankLinking !== 'off';
}
