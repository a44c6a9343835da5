import type { FlowVariant } from '@domain/agency';
import type { WorkspaceKind } from '@domain/workspace';

/*
 * Which workspace served this console: the server writes it into index.html
 * (api/http/workspacePages.ts). Without the tag (the development server) it is live, the safe
 * assumption: nothing offers practice tools there.
 */
const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

export const workspace: WorkspaceKind = meta('relief-workspace') === 'training' ? 'training' : 'live';

/** Live's console names where training is (its Demo data page). */
export const trainingAddress: string | null = meta('relief-training-address');

/** The deployment's credit flow (api/domain/agency.ts); without the tag, the partner agency's, as AGENCY's default. */
export const flowVariant: FlowVariant =
  meta('relief-flow-variant') === 'default' ? 'default' : 'partnerAgency';
