import type { Strings } from '../../i18n/islandStrings';
import { LoadFailed, LoadingOverlay } from '../application/LoadingOverlay';
import type { FlowPageState } from '../application/useFlowPage';

export const pageStateKeys = ['application.loading', 'application.loadFailed', 'application.retry'] as const;

/** The loading text or the load failure with its retry; null once the application is here. */
export function notReady<T>(
  state: FlowPageState<T>,
  strings: Strings<(typeof pageStateKeys)[number]>,
  retry: () => void,
) {
  if (state.status === 'loading') return <LoadingOverlay label={strings['application.loading']} />;
  if (state.status === 'failed')
    return (
      <LoadFailed
        message={strings['application.loadFailed']}
        retry={strings['application.retry']}
        onRetry={retry}
      />
    );
  return null;
}
