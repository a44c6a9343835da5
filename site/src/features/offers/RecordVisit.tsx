import type { Route } from '@domain/applicationFlow';
import type { Strings } from '../../i18n/islandStrings';
import type { Locale } from '../../i18n/t';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { FlowPageOnly } from '../../lib/flow/flowApi';
import { GuideLinks, guideLinksKeys } from '../../lib/offers/GuideLinks';
import { isOfferRoute } from '@domain/offerPages';

/**
 * The only script of a page that is otherwise static (pending, call-us): records the page for
 * resume and sends a visitor without an application to its start. Given the links' words, it then
 * shows the way on to the summary, the guide and a plan to sign, where the borrower's state has them.
 */
export default function RecordVisit({
  locale,
  route,
  strings,
}: {
  locale: Locale;
  route: Route;
  strings?: Strings<(typeof guideLinksKeys)[number]>;
}) {
  const [state] = useFlowPage(locale, route, FlowPageOnly);
  if (!strings || state.status !== 'ready') return null;
  return (
    <GuideLinks
      locale={locale}
      strings={strings}
      pages={state.application.offerPages?.filter(isOfferRoute) ?? []}
      current={route}
    />
  );
}
