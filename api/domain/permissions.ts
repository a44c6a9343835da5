/** The staff groups: every staff member is in CustomerService, a lead also in CustomerServiceLead. */
export const repGroup = 'CustomerService';
export const leadGroup = 'CustomerServiceLead';
/** Staff accounts are users in a group whose name includes CustomerService. */
export const staffGroupMarker = 'CustomerService';
export type StaffGroup = typeof repGroup | typeof leadGroup;

/**
 * What staff may do, and the groups allowed each action: the one table. The server's guard checks
 * it (api/auth/permissions.ts); the console mirrors it only to hide what a user cannot use.
 */
export const actionGroups = {
  /** The console's lists and records, the expense comparison, the REST user look-ups. */
  'records:read': [repGroup],
  'application:update': [repGroup],
  'borrower:update': [repGroup],
  /** Claim, take over and unclaim. */
  'application:claim': [repGroup],
  /** Archive and unarchive. */
  'application:archive': [repGroup],
  'contactAttempt:create': [repGroup],
  'reconnectLink:send': [repGroup],
  /** Create and update DMP enrollments and rental relief plans. */
  'plan:manage': [repGroup],
  'alert:update': [repGroup],
  /** Enter, import and complete a counsellor's Credit review (the credit of an application not pulled). */
  'creditReview:manage': [repGroup],
  /** Move claims from rep to rep: chosen applications, or all a rep holds. */
  'application:reassign': [leadGroup],
  /** Keep one's own saved lists and form drafts on the server. */
  'workspace:keep': [repGroup],
  /** Share a saved list with the whole floor (or take it back). */
  'savedQuery:publish': [leadGroup],
  /** The floor's figures: queue age, claims and contacts per rep, conversion. */
  'floor:read': [leadGroup],
  /** A debt's whole account number, recorded as read. */
  'accountNumber:reveal': [repGroup],
  'reps:manage': [leadGroup],
  'outbox:read': [leadGroup],
  /** Send again a mail that failed for good. */
  'outbox:retry': [leadGroup],
  'demoData:load': [leadGroup],
  /** Who read whose file (the read log, its flags, the 'Viewed by' of History), and second-factor resets. */
  'readLog:read': [leadGroup],
  /** The agency's creditor terms and their versions: reps read them to explain an offer. */
  'creditorTerms:read': [repGroup],
  /** Add and change creditors' terms, and mark the table reviewed. */
  'creditorTerms:manage': [leadGroup],
} as const satisfies Record<string, readonly StaffGroup[]>;

export type Action = keyof typeof actionGroups;

/** The groups a user acts in: any staff member in CustomerService, a lead also in CustomerServiceLead. */
function actingGroups(user: { isStaff: boolean; isLead: boolean }): StaffGroup[] {
  const groups: StaffGroup[] = [];
  if (user.isStaff) groups.push(repGroup);
  if (user.isLead) groups.push(leadGroup);
  return groups;
}

export function mayDo(user: { isStaff: boolean; isLead: boolean }, action: Action): boolean {
  const groups = actingGroups(user);
  const allowed: readonly StaffGroup[] = actionGroups[action];
  return allowed.some((group) => groups.includes(group));
}
