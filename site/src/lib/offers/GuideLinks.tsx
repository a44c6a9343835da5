import { routes, type Route } from '@domain/applicationFlow';
import { localized } from '../../components/navigation';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';

export const guideLinksKeys = [
  'offers.links.label',
  'offers.links.sign',
  'offers.links.summary',
  'offers.links.guide',
  'offers.links.pdf',
] as const;

/** The offers pages a borrower can go on to from Success, Call us, Call or connect, Pending and the portal. */
const linked = [routes.signContract, routes.proposedPaymentSummary, routes.lenderGuide] as const;

/**
 * The way on from any page of the offers (issue 21: the summary and the guide were linked from
 * nowhere): the plan to sign, the proposed payment summary, the guide and its PDF — each only when
 * the borrower's state has it (Application.offerPages, api/domain/offerPages.ts), so a link never
 * sends anyone back where they came from. Nothing when none fits (a pending or declined borrower).
 */
export function GuideLinks({
  locale,
  strings,
  pages,
  current,
}: {
  locale: Locale;
  strings: Strings<(typeof guideLinksKeys)[number]>;
  /** The offers pages that fit the borrower's state. */
  pages: readonly Route[];
  /** The page showing the links, which does not link to itself. */
  current?: Route;
}) {
  const shown = linked.filter((route) => route !== current && pages.includes(route));
  if (shown.length === 0) return null;
  const words: Record<(typeof linked)[number], string> = {
    [routes.signContract]: strings['offers.links.sign'],
    [routes.proposedPaymentSummary]: strings['offers.links.summary'],
    [routes.lenderGuide]: strings['offers.links.guide'],
  };
  return (
    <nav className="guide-links" aria-label={strings['offers.links.label']}>
      <ul>
        {shown.map((route) => (
          <li key={route}>
            <a href={localized(locale, route)}>{words[route]}</a>
          </li>
        ))}
        {pages.includes(routes.lenderGuide) && (
          <li>
            <a href={`/api/lender-guide.pdf?lang=${locale}`} download>
              {strings['offers.links.pdf']}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
