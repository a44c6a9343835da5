import type { Strings } from '../../i18n/islandStrings';
import { LoadFailed, LoadingOverlay } from './LoadingOverlay';

/** The texts of a page that says 'Loading...' while it reads the application. */
export const flowPageStatusKeys = [
  'application.loading',
  'application.loadFailed',
  'application.retry',
] as const;

/** The spec gives pages different wait texts (borrower-application §2), so each page names its own. */
type LoadingKey = 'application.loading' | 'application.pleaseWait';

/** What a page of the application or the offers shows until useFlowPage has its application. */
export function notReady<L extends LoadingKey>(
  state: { status: 'loading' | 'failed' },
  strings: Strings<NoInfer<L> | 'application.loadFailed' | 'application.retry'>,
  retry: () => void,
  loading: L,
) {
  if (state.status === 'loading') return <LoadingOverlay label={strings[loading]} />;
  return (
    <LoadFailed
      message={strings['application.loadFailed']}
      retry={strings['application.retry']}
      onRetry={retry}
    />
  );
}
