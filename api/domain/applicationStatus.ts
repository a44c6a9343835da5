import { callbackOutcome } from './contactAttempt';

export const applicationStatuses = [
  'In Progress',
  'Submitted',
  'Call Scheduled',
  'Contacted',
  'Transferred',
  'Archived',
  'Transferred And Archived',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The staff filter keys of spec §5 and the status each stands for. */
export const statusByFilterKey = {
  inProgress: 'In Progress',
  submitted: 'Submitted',
  callScheduled: 'Call Scheduled',
  contacted: 'Contacted',
  transferred: 'Transferred',
  archived: 'Archived',
  transferredAndArchived: 'Transferred And Archived',
} as const satisfies Record<string, ApplicationStatus>;

export const archivedStatuses: readonly ApplicationStatus[] = ['Archived', 'Transferred And Archived'];

export const isArchived = (status: string) => (archivedStatuses as readonly string[]).includes(status);

/**
 * Archive sets Archived (spec). A Transferred application becomes Transferred And Archived, so that
 * unarchiving it gives Transferred back (our decision; the spec's unarchive rule implies it).
 */
export function statusAfterArchive(status: string): ApplicationStatus {
  return status === 'Transferred' ? 'Transferred And Archived' : 'Archived';
}

export interface UnarchiveFacts {
  status: string;
  hasContactAttempts: boolean;
  hasOffers: boolean;
  lastCompletedPage: string | null;
}

/** The spec's four-way unarchive rule (service-portal §4). */
export function statusAfterUnarchive(facts: UnarchiveFacts): ApplicationStatus {
  if (facts.status === 'Transferred And Archived') return 'Transferred';
  if (facts.status === 'Archived' && facts.hasContactAttempts) return 'Contacted';
  if (facts.hasOffers && facts.lastCompletedPage !== 'Expenses') return 'Submitted';
  return 'In Progress';
}

/**
 * A logged contact attempt (service-portal §4: the contact form sets Contacted). One that books a
 * call-back ('Session scheduled') sets Call Scheduled, the staff filter's name for it; the next
 * attempt, which closes the call-back, sets the status again.
 */
export const statusAfterContact = (outcome: string): ApplicationStatus =>
  outcome === callbackOutcome ? 'Call Scheduled' : 'Contacted';

/** Statuses of an application whose borrower a rep has reached or booked: the rep tile's 'contacted'. */
export const contactedStatuses: readonly ApplicationStatus[] = ['Contacted', 'Call Scheduled'];
