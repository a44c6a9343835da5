import { contactAttemptLabels as shared } from '@domain/contactAttempt';

/** The questions form's wording: the shared labels, and ours for the two yes/no questions. */
export const contactAttemptLabels = {
  ...shared,
  wasACounselingSessionConducted: 'Was a counseling session conducted',
  didTheBorrowerReceiveAnOffer: 'Did the borrower receive an offer',
};
