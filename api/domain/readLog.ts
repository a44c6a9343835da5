/*
 * Who read whose file (the Safeguards Rule, 16 CFR 314.4(c)(8): monitor the activity of authorized
 * users; SECURITY.md §28). What a staff read can be, in the words a lead reads in the feed.
 */
export const readKinds = {
  application: 'Borrower page',
  answers: 'Application answers',
  contact: 'Phone and e-mail',
  spouse: 'Spouse or partner',
  incomeAndExpenses: 'Income and expenses',
  debts: 'Debts',
  decision: 'Decision and offers',
  contactHistory: 'Contact history',
  plan: 'Plan',
  history: 'History',
  bankData: 'Bank data',
  creditReport: 'Credit report',
  lenderGuide: 'Lender guide',
  export: 'Export',
  accountNumber: 'Full account number',
} as const;

export type ReadKind = keyof typeof readKinds;

export const isReadKind = (kind: string): kind is ReadKind => Object.hasOwn(readKinds, kind);

export const readKindLabel = (kind: string) => (isReadKind(kind) ? readKinds[kind] : kind);

/** The window the unclaimed-views flag counts in. */
export const flagWindowMs = 60 * 60_000;

/**
 * A rep is flagged when the borrowers they opened without holding the claim, within the last hour,
 * are more than the agency allows (UNCLAIMED_VIEWS_PER_HOUR): more than their queue explains.
 */
export const overUnclaimedLimit = (distinctUnclaimed: number, limit: number) => distinctUnclaimed > limit;

/**
 * The FTC's notification rule (16 CFR 314.4(j), from May 2023): a breach of the unencrypted
 * information of 500 or more consumers is reported within 30 days of its discovery.
 */
export const ftcNoticeThreshold = 500;
