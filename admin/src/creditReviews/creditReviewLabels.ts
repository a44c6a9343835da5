import type { AccountTypeCode } from '@domain/accountTypes';

/** Why no bureau report came (credit_reviews.reason), as the queue says it. */
export const reviewReasonLabels: Record<string, string> = {
  noBureau: 'No bureau: enter the report',
  noHit: 'The bureau found no file',
  timeout: 'The bureau did not answer',
  failed: 'The pull failed',
};

export const reviewStatusChoices = [
  { id: 'awaiting', name: 'Waiting for review' },
  { id: 'completed', name: 'Completed' },
];

/** The spec's account types (service-portal §3), code first as reports print them. */
const accountTypeLabels: Record<AccountTypeCode, string> = {
  AU: 'AU — Automobile',
  CC: 'CC — Credit card',
  CH: 'CH — Charge account',
  CV: 'CV — Conventional real estate mortgage',
  FE: 'FE — Attorney fees',
  FX: 'FX — Flexible spending credit card',
  LC: 'LC — Line of credit',
  SM: 'SM — Second mortgage',
  ST: 'ST — Student loan',
  US: 'US — Unsecured',
};

export const accountTypeChoices = Object.entries(accountTypeLabels).map(([id, name]) => ({ id, name }));

export const openOrClosedChoices = [
  { id: 'open', name: 'Open' },
  { id: 'closed', name: 'Closed' },
];
