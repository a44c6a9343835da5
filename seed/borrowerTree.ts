import { reasonsForNotConnecting } from '../api/domain/applicationOptions';
import { incomeShown } from '../api/domain/incomeShown';
import { otherReasonsForNotConnecting } from './catalog/choices';
import { reached, stages, stopForOutcome, type Stage, type Stop } from './catalog/funnel';
import { minuteMs } from './clock';
import { addAlerts } from './entities/alerts';
import { draftApplication, type ApplicationDraft } from './entities/application';
import { addBank, type LinkedBank } from './entities/bank';
import { pullCredit, type CreditPull } from './entities/credit';
import { addDebtScores, type ScorePoint } from './entities/debtScores';
import { addDecision, addRiskScores, debtsThatCount, decideOn } from './entities/decision';
import { addExpenseEstimates } from './entities/expenses';
import { addHardships } from './entities/hardships';
import { addSpouse, addUser, putBorrower, type PeopleIds } from './entities/people';
import { drawHome, drawPerson, type Home, type Person } from './entities/person';
import { drawPlan, type Plan } from './entities/plan';
import { addDmpEnrollment, addRentalReliefPlan } from './entities/plans';
import { addRentalApplication, type RentalAnswers } from './entities/rental';
import { addStaffWork, isContacted, type StaffWork } from './entities/staffWork';
import type { Rng } from './random';
import type { ChunkRows } from './rows';
import { Tree, type RunContext } from './tree';

/*
 * One borrower's whole tree, told in the order things happen in the product: the account at About
 * you, the answers page by page, the pull at Your contact, the estimates, the decision after the
 * expenses submit, the reps' work and plans, the bank step, the alerts. What exists follows from how
 * far the borrower got (catalog/funnel.ts), so every tree is one the product itself could write.
 */

interface Decided {
  qualified: boolean;
  proposedPayment: number;
  longestTerm: number;
  scores: ScorePoint[];
  decidedMs: number;
}

class BorrowerStory {
  private readonly plan: Plan;
  private stop: Stop;
  private readonly home: Home;
  private readonly person: Person;
  private readonly ids: PeopleIds;
  private readonly app: ApplicationDraft;
  private readonly rental: RentalAnswers | null;
  private pull: CreditPull | null = null;
  private monthlyExpenses = 0;
  private decided: Decided | null = null;
  private accepted = false;

  constructor(private readonly tree: Tree) {
    const { rng } = tree;
    this.plan = drawPlan(tree);
    this.stop = this.plan.stop;
    this.home = drawHome(rng);
    this.person = drawPerson(tree, this.home);
    this.ids = {
      userId: addUser(tree, this.person, tree.clock.instant(this.plan.createdMs)),
      borrowerId: tree.reserve('borrowers'),
      applicationId: tree.reserve('applications'),
    };
    const hardships = this.reached('lifeEvents')
      ? addHardships(tree, this.ids.applicationId, this.plan.type)
      : null;
    this.rental =
      this.plan.type === 'rental'
        ? addRentalApplication(tree, this.ids.applicationId, this.stop.stage)
        : null;
    const owner = { owner: this.ids.userId, borrowerId: this.ids.borrowerId };
    this.app = draftApplication(tree, this.plan, owner, hardships, this.rental);
  }

  private reached(stage: Stage): boolean {
    return reached(this.stop.stage, stage);
  }

  /** When the borrower reached a stage: the flow takes a few minutes a page. */
  private at(stage: Stage): number {
    return this.plan.createdMs + (stages.indexOf(stage) + 1) * this.plan.minutesPerPage * minuteMs;
  }

  /** Your contact: the spouse, then the credit pull (the pending path when it fails). */
  pullCredit(): void {
    if (!this.reached('yourContact')) return;
    const { tree, app, plan, ids } = this;
    if (app.hasSpouse)
      app.applicationSpouseId = addSpouse(tree, ids, this.home, this.person, this.at('yourContact'));
    const holders = {
      applicationId: ids.applicationId,
      borrowerId: ids.borrowerId,
      spouseId: app.applicationSpouseId ?? null,
    };
    const pull = pullCredit(tree, holders, this.at('yourContact'), {
      fails: plan.showcase ? plan.showcase.failedPull === true : undefined,
      stressScale: plan.showcase?.finances === 'comfortable' ? 0.4 : 1,
      cardDebt: plan.showcase?.finances !== undefined,
    });
    app.creditPullStatus = pull.status;
    app.borrowerCreditReportId = pull.status === 'pulled' ? pull.borrowerReport.id : null;
    app.spouseCreditReportId = pull.spouseReport?.wasSuccessful ? pull.spouseReport.id : null;
    if (pull.status === 'notPulled' && this.stop.outcome && this.stop.outcome !== 'none')
      this.stop = stopForOutcome('none');
    this.pull = pull;
  }

  /** Estimates on the way to the expenses page; the submit saves each line. */
  estimateExpenses(): void {
    if (!this.reached('expensesFetched')) return;
    const submitted = this.reached('expensesSubmitted');
    this.monthlyExpenses = addExpenseEstimates(this.tree, this.ids.applicationId, {
      application: this.app,
      rental: this.rental,
      state: this.home.place.state,
      fetchedMs: this.at('monthlyIncome'),
      submittedMs: submitted ? this.at('expensesSubmitted') : null,
    });
    if (this.rental && submitted)
      this.addOutreach('completedRentalApplication', this.at('expensesSubmitted'));
  }

  /** Risk scores, the decision, the debt-score history; the stop follows the decision's outcome. */
  decide(): void {
    const { tree, pull, plan } = this;
    if (plan.type !== 'credit' || pull?.status !== 'pulled') return;
    if (!this.reached('expensesSubmitted') || this.stop.outcome === 'none') return;
    const decidedMs = this.at('expensesSubmitted') + minuteMs;
    const risk = addRiskScores(tree, pull, decidedMs - 30_000);
    const debts = debtsThatCount(pull);
    const incomeSources = {
      ...this.app,
      selfReportedMonthlyCurrentIncome: this.app.selfReportedMonthlyCurrentIncome ?? 0,
    };
    const income = incomeShown({ ...incomeSources, verifiedMonthlyCurrentIncome: null }) ?? 0;
    const result = decideOn(debts, income, this.monthlyExpenses);
    const outcome = result.isQualified ? 'offers' : 'decline';
    if (this.stop.outcome && this.stop.outcome !== outcome) this.stop = stopForOutcome(outcome);
    const presented = this.stop.outcome === 'offers' || this.stop.outcome === 'decline';
    this.accepted = this.stop.stage === 'offerAccepted';
    addDecision(tree, this.ids.applicationId, result, { decidedMs, presented, accepted: this.accepted });
    const monthlyUnsecuredDebt = debts.reduce((sum, d) => sum + d.currentMonthlyPayment, 0);
    const scoreInput = { monthlyIncome: income, monthlyExpense: this.monthlyExpenses, monthlyUnsecuredDebt };
    const scores = addDebtScores(
      tree,
      this.ids.borrowerId,
      risk,
      scoreInput,
      decidedMs + minuteMs,
      plan.showcase?.troubles,
    );
    if (presented && result.isQualified) this.addOutreach('obtainedOffer', decidedMs);
    this.decided = {
      qualified: result.isQualified,
      proposedPayment: Math.round(result.proposedUnsecuredDebtPayment),
      longestTerm: result.offers.reduce((max, o) => Math.max(max, o.term), 0),
      scores,
      decidedMs,
    };
  }

  /** The reps' work, then the plan a counselling session may end in. Returns an active DMP's payment. */
  staffWork(): { work: StaffWork; dmpPayment: number | null } {
    const { tree, plan, rental, decided, ids } = this;
    const work = addStaffWork(tree, ids.applicationId, {
      type: plan.type,
      isSubmitted: this.reached('yourContact'),
      askedForCall: this.accepted || (rental !== null && this.reached('expensesSubmitted')),
      isRecent: plan.isRecent,
      hasOffers: decided?.qualified ?? false,
      readyMs: this.at(this.stop.stage),
      createdMs: plan.createdMs,
      status: plan.showcase?.status,
    });
    const counselledMs = work.lastContactMs !== null && isContacted(work.status) ? work.lastContactMs : null;
    const wanted = plan.showcase?.plan;
    const enrols = (chance: number) =>
      counselledMs !== null && (wanted !== undefined || tree.rng.chance(chance));
    let dmpPayment: number | null = null;
    if (decided?.qualified && this.accepted && enrols(0.8)) {
      dmpPayment = addDmpEnrollment(tree, ids.applicationId, {
        signedAfterMs: counselledMs!,
        monthlyPayment: decided.proposedPayment,
        termInMonths: decided.longestTerm,
        active: wanted === undefined ? undefined : wanted === 'active',
      });
    }
    if (rental && this.reached('expensesSubmitted') && enrols(0.6)) {
      const ended = wanted === undefined ? undefined : wanted === 'inactive';
      addRentalReliefPlan(tree, ids.applicationId, ids.userId, rental, counselledMs!, ended);
    }
    return { work, dmpPayment };
  }

  /** The bank step (credit only): a linked bank, or the reason for not linking one. */
  bankStep(dmpPayment: number | null): LinkedBank | null {
    const { tree, app, plan } = this;
    if (plan.type !== 'credit' || !this.reached('bankStep')) return null;
    const connected =
      this.stop.bank === 'connected' || (this.stop.bank === undefined && tree.rng.chance(0.2));
    if (!connected) {
      const reason = tree.rng.pick(reasonsForNotConnecting);
      app.reasonForNotConnectingBank =
        reason === 'Other' ? tree.rng.pick(otherReasonsForNotConnecting) : reason;
      return null;
    }
    const bank = addBank(tree, {
      applicationId: this.ids.applicationId,
      borrowerId: this.ids.borrowerId,
      linkedMs: this.at('bankStep'),
      monthlyIncome: app.selfReportedMonthlyCurrentIncome ?? 0,
      housing: { amount: app.monthlyRentOrMortgageAmount ?? 0, isHomeowner: app.isHomeowner === true },
      isCarOwner: app.isCarOwner === true,
      runsShort: (this.pull?.stress ?? 0) > 0.7 || plan.showcase?.bank === 'runsShort',
      balanceBelow: dmpPayment,
      firstItemDisconnected: plan.showcase?.bank === 'disconnected',
      incomeFalls: plan.showcase?.troubles,
    });
    app.verifiedMonthlyCurrentIncome = bank.estimatedMonthlyIncome;
    return bank;
  }

  alerts(bank: LinkedBank | null): void {
    addAlerts(this.tree, {
      borrowerId: this.ids.borrowerId,
      bank,
      scores: this.decided?.scores ?? [],
      monitoredSinceMs: this.decided?.decidedMs ?? null,
      newInquiry: this.plan.showcase?.troubles,
    });
  }

  /** The borrower and the application last: their fields sum up everything above. */
  finish(work: StaffWork): void {
    const { tree, ids, stop, app } = this;
    const createdAt = tree.clock.instant(this.plan.createdMs);
    const updatedAt = tree.clock.instant(Math.max(this.at(stop.stage), work.lastContactMs ?? 0));
    const submitted = this.reached('yourContact');
    putBorrower(tree, ids, this.person, this.home, {
      submitted,
      referralId: app.referralId ?? null,
      createdAt,
      updatedAt,
    });
    tree.put('applications', ids.applicationId, {
      ...app,
      status: work.status,
      assignedTo: work.assignedTo,
      assignedToAt: work.assignedToAt,
      lastViewedPage: stop.lastViewedPage,
      lastCompletedPage: stop.lastCompletedPage,
      agreedToActionPlan: this.accepted ? true : null,
      docusignEnvelopeId:
        stop.lastViewedPage === 'SignContract' ? `demo-envelope-${ids.applicationId.slice(-12)}` : null,
      updatedAt,
    });
  }

  private addOutreach(eventType: 'obtainedOffer' | 'completedRentalApplication', atMs: number): void {
    const { clock } = this.tree;
    this.tree.add('outreachEvents', {
      borrowerId: this.ids.borrowerId,
      eventType,
      occurredOn: clock.day(atMs),
      createdAt: clock.instant(atMs),
    });
  }
}

export function addBorrowerTree(run: RunContext, rng: Rng, ordinal: number, rows: ChunkRows): void {
  rng.reseed(run.seed, ordinal);
  const story = new BorrowerStory(new Tree(run, rng, ordinal, rows));
  story.pullCredit();
  story.estimateExpenses();
  story.decide();
  const { work, dmpPayment } = story.staffWork();
  story.alerts(story.bankStep(dmpPayment));
  story.finish(work);
}
