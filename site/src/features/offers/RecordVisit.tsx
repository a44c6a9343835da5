import type { Route } from '@domain/applicationFlow';
import type { Locale } from '../../i18n/t';
import { useFlowPage } from '../application/useFlowPage';

/**
 * The only script of a page that is otherwise static (pending, call-us): records the page for
 * resume and sends a visitor without an application to its start. It shows nothing.
 */
export default function RecordVisit({ locale, route }: { locale: Locale; route: Route }) {
  useFlowPage(locale, route, '');
  return null;
}
