import { describe, expect, it } from 'vitest';
import { canAccess } from '../../admin/src/permissions';
import { assertAllowed, permissions } from '../../api/auth/permissions';
import { viewerFrom } from '../../api/auth/viewer';
import { actionGroups, leadGroup, mayDo, repGroup, type Action } from '../../api/domain/permissions';

const actions = Object.keys(actionGroups) as Action[];
const actionsOf = (user: { isStaff: boolean; isLead: boolean }) => actions.filter((a) => mayDo(user, a));

const rep = { isStaff: true, isLead: false };
const lead = { isStaff: true, isLead: true };
const borrower = { isStaff: false, isLead: false };

const repActions = [
  'records:read',
  'application:update',
  'borrower:update',
  'application:claim',
  'application:archive',
  'contactAttempt:create',
  'reconnectLink:send',
  'plan:manage',
  'alert:update',
  'creditReview:manage',
  'workspace:keep',
  'accountNumber:reveal',
  'creditorTerms:read',
];
const leadOnlyActions = [
  'application:reassign',
  'savedQuery:publish',
  'floor:read',
  'reps:manage',
  'outbox:read',
  'outbox:retry',
  'demoData:load',
  'readLog:read',
  'creditorTerms:manage',
];

const viewerIn = (groups: string[]) =>
  viewerFrom(
    { id: 'u1', email: 'u1@example.org', name: null, phoneNumber: null, mustChangePassword: false },
    groups,
  );

describe('the actions table', () => {
  it('gives the CustomerService group the work on applications and borrowers', () => {
    expect(actions.filter((a) => actionGroups[a].some((g) => g === repGroup))).toEqual(repActions);
  });

  it('gives the CustomerServiceLead group the reps, the outbox, the demo data, the read log and the creditor terms', () => {
    expect(actions.filter((a) => actionGroups[a].some((g) => g === leadGroup))).toEqual(leadOnlyActions);
  });

  it('lets a rep do the staff actions and none of the lead’s', () => {
    expect(actionsOf(rep)).toEqual(repActions);
  });

  it('lets a lead do every action', () => {
    expect(actionsOf(lead).sort()).toEqual([...repActions, ...leadOnlyActions].sort());
  });

  it('lets a borrower do no staff action', () => {
    expect(actionsOf(borrower)).toEqual([]);
  });
});

describe("the server's guard", () => {
  it("keeps to leads exactly the reps (and their second factors), the outbox's e-mails, the demo data, the read log and changing the creditor terms", () => {
    const leadOnly = Object.keys(permissions).filter((operation) => {
      const rule = permissions[operation];
      return leadOnlyActions.includes(rule);
    });
    expect(leadOnly.sort()).toEqual([
      'Mutation.createCreditor',
      'Mutation.createRep',
      'Mutation.loadDemoData',
      'Mutation.markCreditorTermsReviewed',
      'Mutation.reassignAllClaims',
      'Mutation.reassignApplications',
      'Mutation.resetSecondFactor',
      'Mutation.retryEmail',
      'Mutation.updateCreditor',
      'Mutation.updateRep',
      'Query.Email',
      'Query.ReadFlag',
      'Query.ReadLogEntry',
      'Query._allEmailsMeta',
      'Query._allReadFlagsMeta',
      'Query._allReadLogEntriesMeta',
      'Query.allEmails',
      'Query.allReadFlags',
      'Query.allReadLogEntries',
      'Query.demoDataJob',
      'Query.floorStats',
    ]);
  });

  it('refuses a rep what only a lead may do, and lets them claim', () => {
    const rita = viewerIn([repGroup]);
    expect(() => assertAllowed('application:claim', rita)).not.toThrow();
    for (const action of leadOnlyActions as Action[]) {
      expect(() => assertAllowed(action, rita)).toThrow('You do not have access to this');
    }
  });

  it('treats any CustomerService group as staff, and the lead group as lead', () => {
    expect(() => assertAllowed('records:read', viewerIn(['CustomerServiceEast']))).not.toThrow();
    expect(() => assertAllowed('reps:manage', viewerIn([leadGroup]))).not.toThrow();
    expect(() => assertAllowed('records:read', viewerIn([]))).toThrow('You do not have access to this');
  });

  it('keeps staff from what only the borrower may do', () => {
    expect(() => assertAllowed('borrower', viewerIn([repGroup]))).toThrow('You do not have access to this');
    expect(() => assertAllowed('borrower', viewerIn([]))).not.toThrow();
  });
});

describe("the console's mirror", () => {
  it('shows a lead the reps, the outbox and the demo data, and a rep none of them', () => {
    for (const action of leadOnlyActions as Action[]) {
      expect(canAccess('lead', action)).toBe(true);
      expect(canAccess('rep', action)).toBe(false);
      expect(canAccess(null, action)).toBe(false);
    }
  });

  it('agrees with the server for every action and role', () => {
    for (const action of actions) {
      expect(canAccess('rep', action)).toBe(mayDo(rep, action));
      expect(canAccess('lead', action)).toBe(mayDo(lead, action));
    }
  });
});
