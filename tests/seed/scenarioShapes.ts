import { es_MX } from '@faker-js/faker';
import { callingWindow } from '../../api/domain/callingHours';
import type { DemoScenarioId } from '../../api/domain/demoScenarios';
import { reconnectLinkRefusal } from '../../api/domain/reconnectLink';
import { borrowerTimeZone, splitStates } from '../../api/domain/timeZones';
import { composeEmail, type EmailContent } from '../../api/integrations/mail/templates';
import { demoAccountUserIds } from '../../seed/demoAccounts';
import type { Loaded } from './invariants';

/*
 * What each scenario set must show a trainee (api/domain/demoScenarios.ts), read off the rows as a rep
 * would meet them in the console. Each returns what is missing; empty when the lesson can be taught.
 */

type Application = Loaded['applications'][number];

export interface ScenarioView {
  data: Loaded;
  anchor: Date;
  /** The scenario's applications: all but the demo borrower accounts'. */
  applications: Application[];
}

export function scenarioView(data: Loaded, anchor: Date): ScenarioView {
  const demo = new Set(demoAccountUserIds);
  return { data, anchor, applications: data.applications.filter((a) => !demo.has(a.owner!)) };
}

const hourMs = 3_600_000;
const hoursBefore = (anchor: Date, hours: number) =>
  new Date(anchor.getTime() - hours * hourMs).toISOString();

class Misses {
  readonly list: string[] = [];

  /** Every application must pass `ok`; the failures are named by id. */
  every(rule: string, applications: readonly Application[], ok: (a: Application) => boolean): void {
    const failing = applications.filter((a) => !ok(a)).map((a) => a.id);
    if (failing.length) this.list.push(`${rule}: ${failing.length} (e.g. ${failing.slice(0, 3).join(', ')})`);
  }

  atLeast(rule: string, count: number, least: number): void {
    if (count < least) this.list.push(`${rule}: ${count}, not at least ${least}`);
  }
}

function lookups(view: ScenarioView) {
  const { data } = view;
  const by = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  return {
    borrower: new Map(data.borrowers.map((b) => [b.id, b])),
    attempts: by(data.contactAttempts, (c) => c.applicationId),
    decisions: by(data.decisions, (d) => d.applicationId),
    offers: by(data.offers, (o) => o.applicationId),
    items: by(data.bankItems, (i) => i.applicationId),
    audit: by(data.auditLog, (e) => e.applicationId),
    staffByEmail: new Map(data.users.map((u) => [u.email, u.id])),
  };
}

const withinHours = (view: ScenarioView, a: Application, from: number, to: number) =>
  a.createdAt >= hoursBefore(view.anchor, to) && a.createdAt <= hoursBefore(view.anchor, from);

/** Fresh, untouched applications of the last six hours: offers, declines and pending, of both types. */
function firstDay(view: ScenarioView, misses: Misses): void {
  const { applications: apps } = view;
  const { attempts, decisions, offers, audit } = lookups(view);
  misses.every('not created in the last six hours', apps, (a) => withinHours(view, a, 0, 6));
  misses.every('not Submitted', apps, (a) => a.status === 'Submitted');
  misses.every('claimed', apps, (a) => a.assignedTo === null);
  misses.every(
    'with contact attempts or a rep in its history',
    apps,
    (a) => !attempts.has(a.id) && !audit.has(a.id),
  );
  misses.atLeast('with offers', apps.filter((a) => offers.has(a.id)).length, 5);
  const declined = apps.filter((a) => decisions.get(a.id)?.some((d) => !d.isQualified));
  misses.atLeast('declined', declined.length, 3);
  const pending = apps.filter((a) => a.type === 'credit' && a.lastViewedPage === 'Pending');
  misses.atLeast('pending', pending.length, 3);
  misses.atLeast(
    'pending after a failed pull',
    pending.filter((a) => a.creditPullStatus === 'notPulled').length,
    1,
  );
  misses.atLeast('rental', apps.filter((a) => a.type === 'rental').length, 4);
}

/** Days of the year the zones differ most (standard time, the anchor's day, daylight time). */
const classDays = (anchor: Date) => ['2025-01-15', anchor.toISOString().slice(0, 10), '2025-07-15'];

/** Every half hour from 8 am to 5 pm Eastern, as UTC instants. */
export function classHours(day: string): Date[] {
  const eastern = (hour: number) => {
    const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-05:00`);
    const daylight = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' })
      .format(guess)
      .endsWith('EDT');
    return guess.getTime() - (daylight ? hourMs : 0);
  };
  return Array.from({ length: 18 }, (_, k) => new Date(eastern(8) + k * 30 * 60_000));
}

/** Booked sessions in every time zone and on both sides of the zone lines: some callable, some not. */
function callbacks(view: ScenarioView, misses: Misses): void {
  const { applications: apps } = view;
  const { attempts, borrower } = lookups(view);
  const lastOutcome = (a: Application) =>
    [...(attempts.get(a.id) ?? [])].sort((x, y) => (x.createdAt < y.createdAt ? -1 : 1)).at(-1)?.outcome;
  const bookedOnSite = apps.filter((a) => a.status === 'Call Scheduled' && !attempts.has(a.id));
  const bookedByRep = apps.filter(
    (a) => a.status === 'Call Scheduled' && lastOutcome(a) === 'Session scheduled',
  );
  misses.every('awaiting no session', apps, (a) => bookedOnSite.includes(a) || bookedByRep.includes(a));
  misses.atLeast('booked by the borrower (Call Scheduled)', bookedOnSite.length, 12);
  misses.atLeast("booked by a rep ('Session scheduled')", bookedByRep.length, 6);
  const homes = apps.map((a) => borrower.get(a.applicationBorrowerId!)!);
  const zones = homes.map((b) => borrowerTimeZone(b.state, b.zipCode));
  misses.atLeast('time zones', new Set(zones.filter(Boolean)).size, 8);
  misses.atLeast('unknown time zones', zones.filter((z) => z === null).length, 1);
  const sides = new Map<string, Set<string>>();
  homes.forEach((b, i) => {
    if (splitStates.includes(b.state!) && zones[i])
      sides.set(b.state!, new Set([...(sides.get(b.state!) ?? []), zones[i]!]));
  });
  misses.atLeast('split states on both sides', [...sides.values()].filter((s) => s.size > 1).length, 4);
  for (const day of classDays(view.anchor)) {
    for (const at of classHours(day)) {
      const callable = zones.map((zone) => callingWindow(zone, at).callableNow);
      if (!callable.includes(true) || !callable.includes(false))
        misses.list.push(`not both callable and not callable at ${at.toISOString()}`);
    }
  }
}

function mailSubjects(language: 'en' | 'es'): Map<string, string> {
  const contents: EmailContent[] = [
    { template: 'initialEmail', firstName: 'A', email: 'a@example.org', code: '000000' },
    { template: 'passwordChanged' },
    { template: 'obtainedOffer', firstName: 'A' },
    { template: 'completedRentalApplication', firstName: 'A' },
  ];
  const context = { language, origin: 'http://localhost', counselorPhone: '1-800-388-2227' };
  return new Map(contents.map((c) => [c.template, composeEmail('a@example.org', c, context).subject]));
}

/** Borrowers who chose Spanish, with Spanish names, sent every e-mail in Spanish. */
function spanish(view: ScenarioView, misses: Misses): void {
  const { applications: apps, data } = view;
  const { borrower } = lookups(view);
  const people = apps.map((a) => borrower.get(a.applicationBorrowerId!)!);
  const spanishNames = new Set(es_MX.person?.last_name?.generic ?? []);
  misses.every(
    'not preferring Spanish',
    apps,
    (a) => borrower.get(a.applicationBorrowerId!)?.preferredLanguage === 'es',
  );
  misses.every('without a Spanish last name', apps, (a) =>
    spanishNames.has(borrower.get(a.applicationBorrowerId!)!.lastName!),
  );
  const subjects = mailSubjects('es');
  const emails = new Set(people.map((b) => b.email!.toLowerCase()));
  const mail = data.emailOutbox.filter((m) => emails.has(m.to));
  const notSpanish = mail.filter((m) => subjects.get(m.template) !== m.subject);
  if (notSpanish.length)
    misses.list.push(
      `mail not in Spanish: ${notSpanish
        .map((m) => m.subject)
        .slice(0, 3)
        .join(' | ')}`,
    );
  for (const template of subjects.keys())
    if (template !== 'passwordChanged')
      misses.atLeast(`${template} mail`, mail.filter((m) => m.template === template).length, 1);
  misses.atLeast('rental', apps.filter((a) => a.type === 'rental').length, 4);
}

const notLinkedPages = new Set(['BankConnection', 'ReasonForNotConnectingAccount', 'CallOrConnectAccount']);

/** A disconnected bank with its alert, or none ever linked: a reconnect link can go to each. */
function banks(view: ScenarioView, misses: Misses): void {
  const { applications: apps, data, anchor } = view;
  const { items, borrower } = lookups(view);
  const alerted = new Set(
    data.alerts.filter((a) => a.type === 'bankAccountDisconnected').map((a) => a.triggeredById),
  );
  const transactions = new Set(data.bankTransactions.map((t) => t.bankAccountId));
  const accountsOf = (itemId: string) => data.bankAccounts.filter((b) => b.bankItemId === itemId);
  const disconnected = apps.filter((a) =>
    (items.get(a.id) ?? []).some(
      (i) => !i.isConnected && alerted.has(i.id) && accountsOf(i.id).some((b) => transactions.has(b.id)),
    ),
  );
  const neverLinked = apps.filter((a) => !items.has(a.id) && notLinkedPages.has(a.lastViewedPage!));
  misses.every('not credit', apps, (a) => a.type === 'credit');
  misses.every(
    'neither disconnected (with its alert and transactions) nor never linked',
    apps,
    (a) => disconnected.includes(a) || neverLinked.includes(a),
  );
  misses.atLeast('disconnected', disconnected.length, 8);
  misses.atLeast('never linked', neverLinked.length, 8);
  misses.every(
    'call-or-connect without a reason for not connecting',
    neverLinked,
    (a) => a.lastViewedPage !== 'CallOrConnectAccount' || a.reasonForNotConnectingBank !== null,
  );
  misses.every(
    'refused a reconnect link',
    apps,
    (a) =>
      reconnectLinkRefusal({
        email: borrower.get(a.applicationBorrowerId!)?.email,
        bankItems: items.get(a.id) ?? [],
        lastSentAt: null,
        now: anchor,
      }) === null,
  );
}

/** Held by the first rep for about two days, never called: another rep takes them over. */
function takeOver(view: ScenarioView, misses: Misses): void {
  const { applications: apps, anchor } = view;
  const { attempts, audit, staffByEmail } = lookups(view);
  const rep1 = staffByEmail.get('rep1@example.org');
  misses.every('not held by rep1', apps, (a) => a.assignedTo === rep1);
  misses.every(
    'claimed less than 36 or more than 60 hours ago',
    apps,
    (a) =>
      a.assignedToAt !== null &&
      a.assignedToAt >= hoursBefore(anchor, 60) &&
      a.assignedToAt <= hoursBefore(anchor, 36),
  );
  misses.every('outside the last 56 hours', apps, (a) => withinHours(view, a, 0, 56));
  misses.every('called', apps, (a) => !attempts.has(a.id));
  misses.every('with a history other than its one claim', apps, (a) => {
    const entries = audit.get(a.id) ?? [];
    return entries.length === 1 && entries[0].action === 'claim' && entries[0].actorId === rep1;
  });
  misses.every('not Submitted or Call Scheduled', apps, (a) =>
    ['Submitted', 'Call Scheduled'].includes(a.status),
  );
}

/** Failed credit pulls and decisions never made, some followed up by a counsellor. */
function pending(view: ScenarioView, misses: Misses): void {
  const { applications: apps, data } = view;
  const { decisions, attempts } = lookups(view);
  const failedReport = new Set(
    data.creditReports.filter((r) => r.borrowerId && !r.wasSuccessful).map((r) => r.applicationId),
  );
  misses.every('not credit', apps, (a) => a.type === 'credit');
  misses.every('decided', apps, (a) => !decisions.has(a.id));
  const failed = apps.filter((a) => a.creditPullStatus === 'notPulled' && failedReport.has(a.id));
  const undecided = apps.filter(
    (a) => a.creditPullStatus === 'pulled' && ['Pending', 'CallScheduled'].includes(a.lastViewedPage!),
  );
  misses.every(
    'neither a failed pull nor a pending decision',
    apps,
    (a) => failed.includes(a) || undecided.includes(a),
  );
  misses.atLeast('failed pulls', failed.length, 6);
  misses.atLeast('pending decisions', undecided.length, 6);
  misses.atLeast('followed up by a counsellor', apps.filter((a) => attempts.has(a.id)).length, 2);
  misses.atLeast('Call Scheduled', apps.filter((a) => a.status === 'Call Scheduled').length, 3);
}

/** Signed plans running today: debt management plans (credit) and rental relief plans (rental). */
function enrolled(view: ScenarioView, misses: Misses): void {
  const { applications: apps, data, anchor } = view;
  const today = anchor.toISOString().slice(0, 10);
  const dmp = new Map(data.dmpEnrollments.map((p) => [p.applicationId, p]));
  const rentalPlan = new Map(data.rentalReliefPlans.map((p) => [p.applicationId, p]));
  const signature = new Map(data.contractSignatures.map((c) => [c.applicationId, c]));
  misses.every('started less than 30 or more than 120 days ago', apps, (a) =>
    withinHours(view, a, 30 * 24, 120 * 24),
  );
  misses.every(
    'without an active DMP',
    apps.filter((a) => a.type === 'credit'),
    (a) => dmp.get(a.id)?.active === true,
  );
  misses.every(
    'without a rental relief plan running today',
    apps.filter((a) => a.type === 'rental'),
    (a) => (rentalPlan.get(a.id)?.plannedEndDate ?? '') >= today,
  );
  misses.every('not signed by the borrower', apps, (a) => signature.get(a.id)?.signedBy === a.owner);
  misses.atLeast('DMPs', apps.filter((a) => dmp.has(a.id)).length, 8);
  misses.atLeast('rental relief plans', apps.filter((a) => rentalPlan.has(a.id)).length, 4);
}

const lessons: Record<DemoScenarioId, (view: ScenarioView, misses: Misses) => void> = {
  firstDay,
  callbacks,
  spanish,
  banks,
  takeOver,
  pending,
  enrolled,
};

/** What the scenario's rows lack for its lesson; empty when a trainer can teach it. */
export function missingLesson(id: DemoScenarioId, view: ScenarioView): string[] {
  const misses = new Misses();
  lessons[id](view, misses);
  return misses.list;
}
