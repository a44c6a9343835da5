import type { IslandProps } from '../../i18n/islandStrings';
import { BankPrompt, portalContentKeys, StaffNotice } from './PortalContent';
import { PortalShellOnly } from './portalApi';
import { usePortal } from './usePortal';

export const portalGateKeys = portalContentKeys;

/*
 * The shell's island for a portal page with no island of its own (the FAQ, the sample-figure
 * pages): PortalPage.astro adds it with `gate`. It does what usePortal does for every portal page
 * (sign-in, password and staff checks, the user's name in the navigation) and shows the
 * connect-bank modal; the page's static content stays as it is while it loads.
 */
export default function PortalGate({ locale, strings }: IslandProps<(typeof portalGateKeys)[number]>) {
  const { state } = usePortal(locale, PortalShellOnly);
  if (state.status === 'staff') return <StaffNotice strings={strings} />;
  if (state.status === 'ready' && state.data.bankItems.length === 0) {
    return <BankPrompt locale={locale} strings={strings} />;
  }
  return null;
}
