import { reasonsForNotConnecting } from '../api/domain/applicationOptions';
import { incomeShown } from '../api/domain/incomeShown';
import { otherReasonsForNotConnecting } from './catalog/choices';
import { reached, stages, stopForOutcome, type Stage, type Stop } from './catalog/funnel';
import { minuteMs } from './clock';
import { addAlerts } from './entities/alerts';
import { draftApplication, type ApplicationDraft } from './entities/application';
import { addBank, type LinkedBank } from './entities/bank';
import { addProposedBudget } from './entities/budget';
import { pullCredit, type CreditPull } from './entities/credit';
import { addDebtScores, type ScorePoint } from './entities/debtScores';
import { addDecision, addRiskScores, debtsThatCount, decideOn } from './entities/decision';
import { addExpenseEstimates, type Expenses } from './entities/expenses';
import { addHardships } from './entities/hardships';
import { addAccountMail, addOutreachMail, type OutreachTemplate } from './entities/mail';
import { addSpouse, addUser, contactFields, putBorrower, type PeopleIds } from './entities/people';
import { addSignedAgreement, type AgreementSources } from './entities/agreement';
import { partyOf } from '../api/domain/agreementLines';
import type { AgreementParty } from '../api/domain/agreementTerms';
import type { Offer } from '../api/domain/offers';
import { drawHome, drawPerson, type Home, type Person } from './entities/person';
import { drawPlan, type Plan } from './entities/plan';
import { addDmpEnrollment, addRentalReliefPlan, type PlanResult } from './entities/plans';
import { addRentalApplication, type RentalAnswers } from './entities/rental';
import { addStaffWork, isContacted, type StaffWork } from './entities/staffWork';
import type { Rng } from './random';
import { ChunkRows } from './rows';
import { Tree, type DemoAccountTree, type RunContext } from './tree';

/*
 * One borrower's whole tree, told in the order things happen in the product: the account at About
 * you, the answers page by page, the pull at Your contact, the estimates, the budget and decision
 * after the expenses submit, the reps' work and plans (with their audit log), the bank step, the
 * alerts, the mail the borrower was sent. What exists follows from how far the borrower got
 * (catalog/funnel.ts), so every tree is one the product itself could write.
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
  private expenses: Expenses = { monthly: 0, lines: [] };
  private decided: Decided | null = null;
  private accepted = false;
  private planMade: PlanResult | null = null;
  private spouseName: string | null = null;
  private spouseParty: AgreementParty | null = null;
  /** The decision a plan's agreement names: its id and offers (none unless qualified). */
  private decisionMade: { id: string; offers: readonly Offer[] } | null = null;
  private readonly outreach: { template: OutreachTemplate; atMs: number }[] = [];

  constructor(private readonly tree: Tree) {
    const { rng } = tree;
    this.plan = drawPlan(tree);
    this.stop = this.plan.stop;
    this.home = drawHome(rng, this.plan.showcase?.home);
    const drawn = drawPerson(tree, this.home, { names: this.plan.showcase?.language });
    const demo = tree.demo?.account;
    this.person = demo
      ? { ...drawn, sex: demo.sex, firstName: demo.firstName, lastName: demo.lastName, email: demo.email }
      : drawn;
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
    if (app.hasSpouse) {
      const spouse = addSpouse(tree, ids, this.home, this.person, this.at('yourContact'));
      app.applicationSpouseId = spouse.id;
      this.spouseName = spouse.name;
      this.spouseParty = spouse.party;
    }
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
    // As the product does after a failed pull: the application waits in the Credit review queue.
    if (pull.status === 'notPulled' && plan.type === 'credit') {
      const queuedAt = tree.clock.instant(this.at('yourContact'));
      tree.add('creditReviews', {
        applicationId: ids.applicationId,
        reason: 'noHit',
        createdAt: queuedAt,
        updatedAt: queuedAt,
      });
    }
    this.pull = pull;
  }

  /** Estimates on the way to the expenses page; the submit saves each line. */
  estimateExpenses(): void {
    if (!this.reached('expensesFetched')) return;
    const submitted = this.reached('expensesSubmitted');
    this.expenses = addExpenseEstimates(this.tree, this.ids.applicationId, {
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
    // POST /propose-budgets runs just before POST /decision (services/flow/expenses.ts).
    addProposedBudget(tree, this.ids, this.expenses.lines, decidedMs - 10_000);
    const result = decideOn(debts, income, this.expenses.monthly, tree.run.creditorTerms);
    const outcome = result.isQualified ? 'offers' : 'decline';
    if (this.stop.outcome && this.stop.outcome !== outcome) this.stop = stopForOutcome(outcome);
    const presented = this.stop.outcome === 'offers' || this.stop.outcome === 'decline';
    this.accepted = this.stop.stage === 'offerAccepted';
    const decisionId = addDecision(tree, this.ids.applicationId, result, {
      decidedMs,
      presented,
      accepted: this.accepted,
      creditorTermsReviewed: tree.run.creditorTermsReviewed,
    });
    this.decisionMade = { id: decisionId, offers: result.offers };
    const monthlyUnsecuredDebt = debts.reduce((sum, d) => sum + d.currentMonthlyPayment, 0);
    const scoreInput = { monthlyIncome: income, monthlyExpense: this.expenses.monthly, monthlyUnsecuredDebt };
    const monthly = tree.demo?.account.monthlyScores;
    const months = monthly ? tree.clock.monthsBack(monthly.length) : [];
    const scores = addDebtScores(tree, this.ids.borrowerId, risk, scoreInput, decidedMs + minuteMs, {
      falling: plan.showcase?.troubles,
      later: monthly?.map((value, i) => ({ ms: months[i], value })),
    });
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
  staffWork(): { work: StaffWork; dmpPayment: number | null; signedMs: number | null } {
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
      claim: plan.showcase?.claim,
      lastOutcome: plan.showcase?.lastOutcome,
    });
    const counselledMs = work.lastContactMs !== null && isContacted(work.status) ? work.lastContactMs : null;
    const wanted = plan.showcase?.plan;
    const enrols = (chance: number) =>
      counselledMs !== null && wanted !== 'none' && (wanted !== undefined || tree.rng.chance(chance));
    const people = {
      counsellor: work.lastContactBy!,
      borrower: { userId: ids.userId, name: `${this.person.firstName} ${this.person.lastName}` },
      spouseName: this.spouseName,
      // A catalog's borrower signs when its entry says so (the showcase stays on the pages it shows).
      signs: plan.showcase ? plan.showcase.signedPlan === true : undefined,
    };
    let result: PlanResult | null = null;
    if (decided?.qualified && this.accepted && enrols(0.8)) {
      result = addDmpEnrollment(tree, ids.applicationId, {
        ...people,
        signedAfterMs: counselledMs!,
        monthlyPayment: decided.proposedPayment,
        termInMonths: decided.longestTerm,
        active: wanted === undefined ? undefined : wanted === 'active',
      });
    }
    if (rental && this.reached('expensesSubmitted') && enrols(0.6)) {
      const ended = wanted === undefined ? undefined : wanted === 'inactive';
      result = addRentalReliefPlan(tree, ids.applicationId, people, rental, counselledMs!, ended);
    }
    this.planMade = result;
    return { work, dmpPayment: result?.activePayment ?? null, signedMs: result?.signedMs ?? null };
  }

  /** The bank step (credit only): a linked bank, or the reason for not linking one. */
  bankStep(dmpPayment: number | null): LinkedBank | null {
    const { tree, app, plan } = this;
    if (plan.type !== 'credit' || !this.reached('bankStep')) return null;
    const demo = tree.demo?.account;
    const wanted = plan.showcase?.bank;
    const connected = demo
      ? demo.banks.length > 0
      : wanted
        ? wanted !== 'never'
        : this.stop.bank === 'connected' || (this.stop.bank === undefined && tree.rng.chance(0.2));
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
      banks: demo?.banks,
      readingsAt: demo?.monthlyBankHistory ? tree.clock.monthsBack(6) : undefined,
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
      unseen: this.tree.demo !== null,
    });
  }

  /**
   * The borrower and the application last: their fields sum up everything above. A borrower who
   * signed the plan left /contract/sign for the status page (services/flow/contract.ts).
   */
  finish(work: StaffWork, signedMs: number | null): void {
    const { tree, ids, stop, app } = this;
    const createdAt = tree.clock.instant(this.plan.createdMs);
    const lastMs = Math.max(this.at(stop.stage), work.lastContactMs ?? 0, signedMs ?? 0);
    const updatedAt = tree.clock.instant(lastMs);
    const submitted = this.reached('yourContact');
    const language = putBorrower(tree, ids, this.person, this.home, {
      submitted,
      referralId: app.referralId ?? null,
      createdAt,
      updatedAt,
      language: this.plan.showcase?.language,
    });
    const signed = signedMs !== null;
    tree.put('applications', ids.applicationId, {
      ...app,
      status: work.status,
      assignedTo: work.assignedTo,
      assignedToAt: work.assignedToAt,
      lastViewedPage: signed ? 'OfferStatus' : stop.lastViewedPage,
      lastCompletedPage: signed ? 'SignContract' : stop.lastCompletedPage,
      agreedToActionPlan: this.accepted || signed ? true : null,
      docusignEnvelopeId:
        stop.lastViewedPage === 'SignContract' ? `demo-envelope-${ids.applicationId.slice(-12)}` : null,
      updatedAt,
    });
    const signing = this.planMade?.signing;
    if (
      signing &&
      !addSignedAgreement(tree, ids.applicationId, this.agreementSources(), signing, language ?? 'en')
    )
      throw new Error(`seed: the signed plan of borrower ${tree.ordinal} makes no agreement`);
    this.mail(language ?? 'en');
  }

  /** What a signed plan's agreement names: the decision's offers, the reports it read, the signers. */
  private agreementSources(): AgreementSources {
    const { pull, home, person } = this;
    const borrowerFields = { ...person, ...contactFields(home, person) };
    return {
      decisionId: this.decisionMade?.id ?? null,
      offers: this.decisionMade?.offers ?? [],
      reports: pull
        ? [pull.borrowerReport, ...(pull.spouseReport?.wasSuccessful ? [pull.spouseReport] : [])]
        : [],
      parties: [
        partyOf('borrower', borrowerFields),
        ...(this.spouseParty && this.spouseName ? [this.spouseParty] : []),
      ],
      place: { state: home.place.state, zipCode: home.zipCode },
    };
  }

  /**
   * The account's mail: the initial e-mail at About you; the password notice when the password was
   * set (a demo account, or every borrower of a run given --borrower-password); the outreach mail.
   */
  private mail(language: 'en' | 'es'): void {
    const { tree, person, plan } = this;
    const reader = { email: person.email.toLowerCase(), firstName: person.firstName, language };
    const passwordSet = tree.demo !== null || !tree.run.mustChangePassword;
    const passwordSetMs = passwordSet
      ? Math.min(tree.clock.anchorMs, plan.createdMs + tree.rng.int(3, 12) * minuteMs)
      : null;
    addAccountMail(tree, this.ids.userId, reader, plan.createdMs, passwordSetMs);
    for (const { template, atMs } of this.outreach) addOutreachMail(tree, reader, template, atMs);
  }

  private addOutreach(eventType: OutreachTemplate, atMs: number): void {
    const { clock } = this.tree;
    this.tree.add('outreachEvents', {
      borrowerId: this.ids.borrowerId,
      eventType,
      occurredOn: clock.day(atMs),
      createdAt: clock.instant(atMs),
    });
    this.outreach.push({ template: eventType, atMs });
  }

  /**
   * What the tree's catalog entry asks of it: a demo account's offers; a scenario's page (the
   * decision it needs), plan and signature. The showcase's trees are taken as drawn.
   */
  shows(): boolean {
    const demo = this.tree.demo?.account;
    if (demo) return !demo.needsOffers || this.decided?.qualified === true;
    const wanted = this.plan.showcase;
    if (!wanted || !this.tree.run.scenario) return true;
    return (
      this.stop.lastViewedPage === wanted.page &&
      (wanted.plan !== 'active' || this.planMade !== null) &&
      (!wanted.signedPlan || (this.planMade?.signedMs ?? null) !== null)
    );
  }
}

/** How a tree is drawn: which try it is, and for a demo borrower account, its account and ids. */
export interface TreeDraw {
  attempt: number;
  demo?: { tree: DemoAccountTree; tag: string };
}

/** Each try draws from a stream of its own: a demo account's from 0xde70, a scenario's from 0x5ce0. */
const streamOf = (draw: TreeDraw) =>
  draw.demo ? 0xde70 + draw.attempt : draw.attempt === 0 ? 0 : 0x5ce0 + draw.attempt;

/** Adds borrower `ordinal`'s tree to `rows`; the answer says whether it shows what its entry asks. */
export function addBorrowerTree(
  run: RunContext,
  rng: Rng,
  ordinal: number,
  rows: ChunkRows,
  draw: TreeDraw = { attempt: 0 },
): boolean {
  rng.reseed(run.seed, ordinal, streamOf(draw));
  const story = new BorrowerStory(new Tree(run, rng, ordinal, rows, draw.demo?.tree ?? null, draw.demo?.tag));
  story.pullCredit();
  story.estimateExpenses();
  story.decide();
  const { work, dmpPayment, signedMs } = story.staffWork();
  story.alerts(story.bankStep(dmpPayment));
  story.finish(work, signedMs);
  return story.shows();
}

/** A handful of tries is plenty: a comfortable household qualifies nearly every time. */
const maxAttempts = 25;

/**
 * A demo account's or a scenario's tree, drawn again from the next stream of its ordinal until it
 * shows what its catalog entry asks (the last try is kept if none does): deterministic by seed.
 */
export function drawFeaturedTree(
  run: RunContext,
  rng: Rng,
  ordinal: number,
  demo?: TreeDraw['demo'],
): { rows: ChunkRows; shows: boolean } {
  for (let attempt = 0; ; attempt++) {
    const rows = new ChunkRows(run.encoders);
    const shows = addBorrowerTree(run, rng, ordinal, rows, { attempt, demo });
    if (shows || attempt === maxAttempts - 1) return { rows, shows };
  }
}
