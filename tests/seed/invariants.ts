import { createHash } from 'node:crypto';
import { accountTypeCodes } from '../../api/domain/accountTypes';
import { routeForLastViewedPage, routes } from '../../api/domain/applicationFlow';
import { hardshipKeys } from '../../api/domain/applicationOptions';
import { applicationStatuses } from '../../api/domain/applicationStatus';
import { addYears } from '../../api/domain/dates';
import { isValidEmail, validateBorrowerFields } from '../../api/domain/borrowerRules';
import { callbackOutcome, contactMethods, contactOutcomes } from '../../api/domain/contactAttempt';
import { expenseLines } from '../../api/domain/expenseCategories';
import { validateDmpEnrollment, validateRentalReliefPlan } from '../../api/domain/planRules';
import { applicationTypeForRouter, knownRouters } from '../../api/domain/router';
import type { Database } from '../../db/client';
import { alertTypes } from '../../seed/catalog/choices';

/*
 * The rules every generated data set keeps, checked on the rows as stored. Each check lists its
 * violations (a few examples each), so a failing test says what broke and where.
 */

export async function loadTables(database: Database) {
  const { db, t } = database;
  return {
    users: await db.select().from(t.users),
    userGroups: await db.select().from(t.userGroups),
    borrowers: await db.select().from(t.borrowers),
    applications: await db.select().from(t.applications),
    spouses: await db.select().from(t.spouses),
    hardships: await db.select().from(t.hardships),
    rentalApplications: await db.select().from(t.rentalApplications),
    creditReports: await db.select().from(t.creditReports),
    creditReviews: await db.select().from(t.creditReviews),
    debts: await db.select().from(t.debts),
    collections: await db.select().from(t.collections),
    creditInquiries: await db.select().from(t.creditInquiries),
    riskScores: await db.select().from(t.riskScores),
    debtScores: await db.select().from(t.debtScores),
    decisions: await db.select().from(t.decisions),
    disqualificationReasons: await db.select().from(t.disqualificationReasons),
    offers: await db.select().from(t.offers),
    expenseEstimates: await db.select().from(t.expenseEstimates),
    bankItems: await db.select().from(t.bankItems),
    bankAccounts: await db.select().from(t.bankAccounts),
    accountBalances: await db.select().from(t.accountBalances),
    bankTransactions: await db.select().from(t.bankTransactions),
    incomePredictions: await db.select().from(t.incomePredictions),
    incomeSnapshots: await db.select().from(t.incomeSnapshots),
    alerts: await db.select().from(t.alerts),
    contactAttempts: await db.select().from(t.contactAttempts),
    dmpEnrollments: await db.select().from(t.dmpEnrollments),
    rentalReliefPlans: await db.select().from(t.rentalReliefPlans),
    contractSignatures: await db.select().from(t.contractSignatures),
    planAgreements: await db.select().from(t.planAgreements),
    signedAgreements: await db.select().from(t.signedAgreements),
    proposedBudgets: await db.select().from(t.proposedBudgets),
    budgetExpenses: await db.select().from(t.budgetExpenses),
    verificationCodes: await db.select().from(t.verificationCodes),
    emailOutbox: await db.select().from(t.emailOutbox),
    auditLog: await db.select().from(t.auditLog),
    lenders: await db.select().from(t.lenders),
  };
}

export type Loaded = Awaited<ReturnType<typeof loadTables>>;

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};

const contactedStatuses = new Set(['Contacted', 'Transferred', 'Transferred And Archived']);
const statusesWithAttempts = new Set([...contactedStatuses, 'Archived', 'Call Scheduled']);
const knownPages = new Set(['AboutYou']);

/** Violations of the data set's rules; empty when all hold. `anchor` is the seed's --now. */
export function invariantViolations(data: Loaded, anchor: Date): string[] {
  const violations: string[] = [];
  const check = (rule: string, failures: unknown[]) => {
    if (failures.length)
      violations.push(`${rule}: ${failures.length} (e.g. ${JSON.stringify(failures.slice(0, 3))})`);
  };
  const today = anchor.toISOString().slice(0, 10);
  const anchorIso = anchor.toISOString();
  const staffIds = new Set(data.userGroups.map((g) => g.userId));
  const usersById = new Map(data.users.map((u) => [u.id, u]));
  const borrowersById = new Map(data.borrowers.map((b) => [b.id, b]));
  const reportsById = new Map(data.creditReports.map((r) => [r.id, r]));
  const decisionsById = new Map(data.decisions.map((d) => [d.id, d]));
  const appsByBorrower = groupBy(data.applications, (a) => a.applicationBorrowerId);
  const attemptsByApp = groupBy(data.contactAttempts, (c) => c.applicationId);
  const rentalByApp = groupBy(data.rentalApplications, (r) => r.applicationId);
  const offersByDecision = groupBy(data.offers, (o) => o.decisionId);
  const reasonsByDecision = groupBy(data.disqualificationReasons, (r) => r.decisionId);
  const linesByApp = groupBy(data.expenseEstimates, (e) => e.applicationId);
  const hardshipsByApp = groupBy(data.hardships, (h) => h.applicationId);
  const debtsById = new Map(data.debts.map((d) => [d.id, d]));
  const collectionsById = new Map(data.collections.map((c) => [c.id, c]));
  const appsById = new Map(data.applications.map((a) => [a.id, a]));

  // Whole trees: every application has its borrower and every borrower its application.
  check(
    'application without its borrower',
    data.applications
      .filter((a) => !a.applicationBorrowerId || !borrowersById.has(a.applicationBorrowerId))
      .map((a) => a.id),
  );
  check(
    'borrower without exactly one application',
    data.borrowers.filter((b) => (appsByBorrower.get(b.id)?.length ?? 0) !== 1).map((b) => b.id),
  );
  check(
    'borrower not owned by its own account',
    data.borrowers
      .filter(
        (b) =>
          !b.owner ||
          !usersById.has(b.owner) ||
          staffIds.has(b.owner) ||
          appsByBorrower.get(b.id)?.[0]?.owner !== b.owner,
      )
      .map((b) => b.id),
  );
  check(
    'account e-mail differs from its borrower',
    data.borrowers.filter((b) => usersById.get(b.owner!)?.email !== b.email?.toLowerCase()).map((b) => b.id),
  );

  const failures = new Map<string, string[]>();
  for (const a of data.applications) {
    const fail = (rule: string) => failures.set(rule, [...(failures.get(rule) ?? []), a.id]);
    if (!(applicationStatuses as readonly string[]).includes(a.status)) fail(`unknown status ${a.status}`);
    if (
      !(knownRouters as readonly string[]).includes(a.router ?? '') ||
      applicationTypeForRouter(a.router!) !== a.type
    )
      fail(`router ${a.router} with type ${a.type}`);
    if (a.isHomeowner !== true && a.hasMortgageEscrow === true) fail('escrow without a home');
    if (
      a.numberOfDependentsInHousehold != null &&
      (a.numberOfDependentsInHousehold < 0 || a.numberOfDependentsInHousehold > 4)
    )
      fail('dependents outside 0-4');
    if (a.selfReportedMonthlyCurrentIncome < 0 || a.selfReportedMonthlyCurrentIncome > 15_000)
      fail('income outside 0-15000');
    if ((a.type === 'rental') !== ((rentalByApp.get(a.id)?.length ?? 0) === 1))
      fail('rental record missing or on a credit application');
    for (const page of [a.lastViewedPage, a.lastCompletedPage]) {
      if (!page || (routeForLastViewedPage(page) === routes.aboutYou && !knownPages.has(page)))
        fail(`unknown page ${page}`);
    }
    if (a.createdAt > anchorIso || a.updatedAt < a.createdAt || a.updatedAt > anchorIso)
      fail('dates out of order');
    const attempts = attemptsByApp.get(a.id) ?? [];
    if (attempts.length > 0 && !statusesWithAttempts.has(a.status))
      fail(`contact attempts on a ${a.status} application`);
    if (contactedStatuses.has(a.status) && attempts.length === 0)
      fail(`${a.status} without contact attempts`);
    // The console's rule: the last attempt booked a call-back exactly when the status is Call Scheduled.
    const lastAttempt = attempts.reduce<(typeof attempts)[number] | undefined>(
      (newest, c) => (!newest || c.createdAt > newest.createdAt ? c : newest),
      undefined,
    );
    const awaitsCall = a.status === 'Call Scheduled' || a.status === 'Contacted';
    if (
      awaitsCall &&
      lastAttempt &&
      (a.status === 'Call Scheduled') !== (lastAttempt.outcome === callbackOutcome)
    )
      fail(`${a.status} after a last attempt '${lastAttempt.outcome}'`);
    if ((a.assignedTo === null) !== (a.assignedToAt === null)) fail('claimed without a claim time');
    if (
      a.assignedTo &&
      (!staffIds.has(a.assignedTo) || a.assignedToAt! < a.createdAt || a.assignedToAt! > anchorIso)
    )
      fail('claim by a non-rep or out of time');
    if (a.status === 'In Progress' && a.creditPullStatus !== 'notAttempted')
      fail('in progress after the pull');
    const hardships = hardshipsByApp.get(a.id) ?? [];
    if (
      hardships.length !== 0 &&
      (hardships.length !== hardshipKeys.length ||
        new Set(hardships.map((h) => h.key)).size !== hardshipKeys.length)
    )
      fail('hardships not one row per key');
    const lines = linesByApp.get(a.id) ?? [];
    if (
      lines.length !== 0 &&
      (lines.length !== expenseLines.length ||
        new Set(lines.map((l) => `${l.category}/${l.subCategory}`)).size !== expenseLines.length)
    )
      fail('expense lines not one per sub-category');
    // The pull: its status, the reports it kept on the application.
    const borrowerReport = a.borrowerCreditReportId ? reportsById.get(a.borrowerCreditReportId) : undefined;
    if (
      a.creditPullStatus === 'pulled' &&
      (!borrowerReport?.wasSuccessful ||
        borrowerReport.borrowerId !== a.applicationBorrowerId ||
        borrowerReport.applicationId !== a.id)
    )
      fail('pulled without a good borrower report');
    if (a.creditPullStatus !== 'pulled' && a.borrowerCreditReportId !== null)
      fail('report kept without a pull');
    if (a.spouseCreditReportId) {
      const report = reportsById.get(a.spouseCreditReportId);
      if (!report?.wasSuccessful || report.spouseId !== a.applicationSpouseId)
        fail("spouse report is not the spouse's");
    }
  }
  check(
    'failed pull without its failed report',
    data.applications
      .filter(
        (a) =>
          a.creditPullStatus === 'notPulled' &&
          !data.creditReports.some((r) => r.applicationId === a.id && r.borrowerId && !r.wasSuccessful),
      )
      .map((a) => a.id),
  );
  check(
    'failed credit pull not waiting in the Credit review',
    data.applications
      .filter(
        (a) =>
          a.type === 'credit' &&
          a.creditPullStatus === 'notPulled' &&
          !data.creditReviews.some((r) => r.applicationId === a.id && r.status === 'awaiting'),
      )
      .map((a) => a.id),
  );
  check(
    'report of an application never pulled',
    data.creditReports
      .filter((r) => appsById.get(r.applicationId!)?.creditPullStatus === 'notAttempted')
      .map((r) => r.id),
  );
  check(
    'spouse not matching its application',
    data.spouses
      .filter((s) => {
        const a = appsById.get(s.spouseApplicationId!);
        return (
          !a ||
          a.hasSpouse !== true ||
          a.applicationSpouseId !== s.id ||
          a.applicationBorrowerId !== s.spouseBorrowerId
        );
      })
      .map((s) => s.id),
  );
  check(
    'married applicant past the pull without a spouse',
    data.applications
      .filter((a) => a.hasSpouse && a.creditPullStatus !== 'notAttempted' && !a.applicationSpouseId)
      .map((a) => a.id),
  );

  // Decisions and offers.
  check(
    'decision on a rental or unpulled application',
    data.decisions
      .filter((d) => {
        const a = appsById.get(d.applicationId);
        return a?.type !== 'credit' || a.creditPullStatus !== 'pulled';
      })
      .map((d) => d.id),
  );
  // The decision counts what the Expenses page showed: escrow-paid lines out, each line's saved value.
  const escrowPaid = new Set(['housing/insurance', 'housing/taxes']);
  check(
    'decision whose expenses are not the Expenses page total',
    data.decisions
      .filter((d) => {
        const a = appsById.get(d.applicationId);
        const cents = (linesByApp.get(d.applicationId) ?? [])
          .filter((l) => !(a?.hasMortgageEscrow && escrowPaid.has(`${l.category}/${l.subCategory}`)))
          .reduce((sum, l) => sum + Math.round((l.selfReportedValue ?? l.estimatedValue ?? 0) * 100), 0);
        return Math.round((d.currentExpenses ?? 0) * 100) !== cents;
      })
      .map((d) => d.id),
  );
  check(
    'offer on a decision that is not qualified',
    data.offers.filter((o) => !decisionsById.get(o.decisionId)?.isQualified).map((o) => o.id),
  );
  check(
    'qualified decision without offers or with reasons',
    data.decisions
      .filter((d) => d.isQualified && (!offersByDecision.has(d.id) || reasonsByDecision.has(d.id)))
      .map((d) => d.id),
  );
  check(
    'declined without a reason',
    data.decisions.filter((d) => !d.isQualified && !reasonsByDecision.has(d.id)).map((d) => d.id),
  );
  check(
    'offer term outside 1-60 or payment not positive',
    data.offers
      .filter((o) => !o.term || o.term < 1 || o.term > 60 || !(o.payment! > 0) || !(o.balance! > 0))
      .map((o) => o.id),
  );
  check(
    'offer not on exactly one debt or collection of its application',
    data.offers
      .filter((o) => {
        if ((o.debtId === null) === (o.collectionId === null)) return true;
        const source = o.debtId ? debtsById.get(o.debtId) : collectionsById.get(o.collectionId!);
        return !source || reportsById.get(source.creditReportId)?.applicationId !== o.applicationId;
      })
      .map((o) => o.id),
  );
  check(
    'unknown account type',
    data.debts
      .filter((d) => !(accountTypeCodes as readonly string[]).includes(d.accountType ?? ''))
      .map((d) => d.id),
  );

  // People.
  for (const b of data.borrowers) {
    const errors = validateBorrowerFields(b, today);
    if (Object.keys(errors).length) violations.push(`borrower fields ${JSON.stringify(errors)}: ${b.id}`);
    if (!b.email || !isValidEmail(b.email)) violations.push(`e-mail ${b.email}`);
    if (b.dateOfBirth && (b.dateOfBirth > addYears(today, -18) || b.dateOfBirth < addYears(today, -90)))
      violations.push(`age outside 18-90: ${b.id}`);
  }

  // Reps' work and plans.
  check(
    'contact attempt not by a rep, or unknown method or outcome',
    data.contactAttempts
      .filter(
        (c) =>
          !staffIds.has(c.contactedBy ?? '') ||
          !(contactMethods as readonly string[]).includes(c.method) ||
          !(contactOutcomes as readonly string[]).includes(c.outcome) ||
          c.createdAt < appsById.get(c.applicationId)!.createdAt ||
          c.createdAt > anchorIso,
      )
      .map((c) => c.id),
  );
  check(
    'a scheduled session without a later call-back, or a call-back on another outcome',
    data.contactAttempts
      .filter((c) =>
        c.outcome === callbackOutcome ? !c.callbackAt || c.callbackAt <= c.createdAt : c.callbackAt !== null,
      )
      .map((c) => c.id),
  );
  check(
    'DMP on a rental application, or outside the form rules',
    data.dmpEnrollments
      .filter(
        (p) =>
          appsById.get(p.applicationId)?.type !== 'credit' ||
          Object.keys(validateDmpEnrollment(p, today)).length > 0,
      )
      .map((p) => p.id),
  );
  check(
    'rental relief plan on a credit application, or outside the form rules',
    data.rentalReliefPlans
      .filter(
        (p) =>
          appsById.get(p.applicationId)?.type !== 'rental' ||
          Object.keys(validateRentalReliefPlan(p, today)).length > 0,
      )
      .map((p) => p.id),
  );

  // Alerts point at what set them off.
  const triggers: Record<string, Set<string>> = {
    bankItem: new Set(data.bankItems.filter((i) => !i.isConnected).map((i) => i.id)),
    bankTransaction: new Set(data.bankTransactions.map((t) => t.id)),
    accountBalance: new Set(data.accountBalances.map((b) => b.id)),
    debtScore: new Set(data.debtScores.map((s) => s.id)),
    creditInquiry: new Set(data.creditInquiries.map((i) => i.id)),
    incomeSnapshot: new Set(data.incomeSnapshots.map((s) => s.id)),
  };
  check(
    'alert of an unknown type or without its trigger',
    data.alerts
      .filter(
        (a) =>
          !(alertTypes as readonly string[]).includes(a.type) ||
          !triggers[a.triggeredByType ?? '']?.has(a.triggeredById ?? ''),
      )
      .map((a) => a.id),
  );
  check(
    'debt score outside 0-100',
    data.debtScores.filter((s) => s.value < 0 || s.value > 100).map((s) => s.id),
  );

  // The budget each decision used: made with it, one line per expense line of the application.
  const budgetsByApp = groupBy(data.proposedBudgets, (b) => b.applicationId);
  const budgetLines = groupBy(data.budgetExpenses, (l) => l.budgetId);
  const linesById = new Map(data.expenseEstimates.map((e) => [e.id, e]));
  check(
    'decision without exactly one proposed budget, lined like the expenses',
    data.decisions
      .filter((d) => {
        const budgets = budgetsByApp.get(d.applicationId) ?? [];
        const lines = budgets.length === 1 ? (budgetLines.get(budgets[0].id) ?? []) : [];
        const expenses = linesByApp.get(d.applicationId) ?? [];
        return (
          budgets.length !== 1 ||
          budgets[0].borrowerId !== appsById.get(d.applicationId)?.applicationBorrowerId ||
          budgets[0].createdAt > d.createdAt ||
          lines.length !== expenses.length ||
          lines.some((l) => {
            const expense = linesById.get(l.expenseId);
            const current = expense?.selfReportedValue ?? expense?.estimatedValue ?? 0;
            return expense?.applicationId !== d.applicationId || l.proposedValue! > current;
          })
        );
      })
      .map((d) => d.applicationId),
  );
  check(
    'proposed budget without a decision',
    data.proposedBudgets
      .filter((b) => !data.decisions.some((d) => d.applicationId === b.applicationId))
      .map((b) => b.id),
  );

  // The audit log: real actors, real applications, the records it names, in time.
  const attemptsById = new Map(data.contactAttempts.map((c) => [c.id, c]));
  const planIds = new Set([...data.dmpEnrollments, ...data.rentalReliefPlans].map((p) => p.id));
  const signaturesById = new Map(data.contractSignatures.map((c) => [c.id, c]));
  const keptById = new Map(data.signedAgreements.map((k) => [k.id, k]));
  check(
    'audit entry without its actor, application or record, or out of time',
    data.auditLog
      .filter((e) => {
        const a = appsById.get(e.applicationId ?? '');
        if (!a || !usersById.has(e.actorId ?? '')) return true;
        if (e.createdAt < a.createdAt || e.createdAt > anchorIso) return true;
        if (e.entity === 'ContactAttempt') {
          const attempt = attemptsById.get(e.entityId);
          return attempt?.contactedBy !== e.actorId || attempt.createdAt !== e.createdAt;
        }
        if (e.entity === 'contractSignature') return signaturesById.get(e.entityId)?.signedBy !== e.actorId;
        if (e.entity === 'signedAgreement') return keptById.get(e.entityId)?.applicationId !== a.id;
        if (e.entity === 'Application') return e.entityId !== a.id;
        return !planIds.has(e.entityId);
      })
      .map((e) => e.id),
  );
  check(
    'audit entry by a borrower other than for signing their plan',
    data.auditLog
      .filter(
        (e) => !staffIds.has(e.actorId ?? '') && e.action !== 'sign' && e.action !== 'keepSignedAgreement',
      )
      .map((e) => e.id),
  );
  const claims = groupBy(
    data.auditLog.filter((e) => e.action === 'claim'),
    (e) => e.applicationId,
  );
  check(
    'claimed without the claim in the audit log',
    data.applications
      .filter(
        (a) =>
          a.assignedTo &&
          !claims.get(a.id)?.some((e) => e.actorId === a.assignedTo && e.createdAt === a.assignedToAt),
      )
      .map((a) => a.id),
  );
  check(
    'contact attempt not in the audit log',
    data.contactAttempts
      .filter((c) => !data.auditLog.some((e) => e.entity === 'ContactAttempt' && e.entityId === c.id))
      .map((c) => c.id),
  );
  check(
    'contract signature not by the borrower, or without a plan',
    data.contractSignatures
      .filter((c) => {
        const a = appsById.get(c.applicationId);
        return (
          !a ||
          c.signedBy !== a.owner ||
          a.agreedToActionPlan !== true ||
          !(a.type === 'credit' ? data.dmpEnrollments : data.rentalReliefPlans).some(
            (p) => p.applicationId === a.id && p.dateSigned === c.signedAt.slice(0, 10),
          )
        );
      })
      .map((c) => c.id),
  );

  // Signed plans carry their agreement as the product keeps one (services/flow/contract.ts).
  const versionsById = new Map(data.planAgreements.map((v) => [v.id, v]));
  check(
    'signature not given to a signed version of its application',
    data.contractSignatures
      .filter((c) => {
        const version = versionsById.get(c.agreementId ?? '');
        return !version || version.applicationId !== c.applicationId || version.signedAt !== c.signedAt;
      })
      .map((c) => c.id),
  );
  check(
    'signed version without its kept PDF, or a PDF whose SHA-256 is not its own',
    data.planAgreements
      .filter((v) => {
        const kept = data.signedAgreements.find((k) => k.agreementId === v.id);
        return (
          !kept ||
          createHash('sha256').update(Buffer.from(kept.pdf, 'base64')).digest('hex') !== kept.sha256 ||
          !v.cancelUntil ||
          v.cancelUntil <= v.signedAt!.slice(0, 10)
        );
      })
      .map((v) => v.id),
  );

  // Mail: each borrower account's initial e-mail and its code; mail only to real accounts.
  const mailTo = groupBy(data.emailOutbox, (m) => m.to);
  const codesOf = groupBy(data.verificationCodes, (c) => c.userId);
  check(
    'borrower account without its initial e-mail and code',
    data.borrowers
      .filter((b) => {
        const user = usersById.get(b.owner!);
        return (
          !user ||
          !mailTo.get(user.email)?.some((m) => m.template === 'initialEmail') ||
          !codesOf.get(user.id)?.some((c) => c.purpose === 'initialPassword')
        );
      })
      .map((b) => b.id),
  );
  const emails = new Set(data.users.map((u) => u.email));
  check(
    'mail to no account, or sent after the anchor',
    data.emailOutbox.filter((m) => !emails.has(m.to) || m.createdAt > anchorIso).map((m) => m.id),
  );
  return violations;
}
