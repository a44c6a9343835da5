import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBorrowerAccount, aBorrowerApplication, aDecision, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { startTestServer, testDialects, type TestServer } from '../helpers/testServer';

describe.each(testDialects)('foundation on %s', (dialect) => {
  let server: TestServer;
  let rep1: HttpClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    rep1 = await server.signIn('rep1@example.org');
  });
  afterAll(() => server?.close());

  it('serves /healthz after checking the database', async () => {
    const res = await server.client().get<{ status: string }>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('signs a rep in, tells who they are, and signs them out', async () => {
    const client = await server.signIn('rep2@example.org');
    const me = await client.get<{ user: { email: string; isStaff: boolean; groups: string[] } }>('/auth/me');
    expect(me.body.user).toMatchObject({
      email: 'rep2@example.org',
      isStaff: true,
      groups: ['CustomerService'],
    });
    await client.post('/auth/sign-out', {});
    expect((await client.get<{ user: unknown }>('/auth/me')).body.user).toBeNull();
  });

  it('refuses a wrong password with the spec message and the same answer for an unknown account', async () => {
    const wrong = await server
      .client()
      .post('/auth/sign-in', { username: 'rep1@example.org', password: 'nope-nope1' });
    const unknown = await server
      .client()
      .post('/auth/sign-in', { username: 'nobody@example.org', password: 'nope-nope1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(JSON.stringify(wrong.body)).toContain('Incorrect Username or Password');
  });

  it('lists, filters, sorts, pages and counts applications', async () => {
    const { application: rental } = await aBorrowerApplication(server.database, {
      application: { type: 'rental', status: 'Submitted', router: 'nfcc' },
      borrower: { firstName: 'Zelda', lastName: 'Quinterro', email: 'zq@example.com' },
    });
    await aBorrowerApplication(server.database, { application: { type: 'credit', status: 'Archived' } });
    const query = `query($filter: ApplicationFilter, $page: Int, $perPage: Int) {
      allApplications(filter: $filter, page: $page, perPage: $perPage, sortField: "createdAt", sortOrder: "DESC") { id type status routerLabel borrowerName }
      _allApplicationsMeta(filter: $filter) { count } }`;
    const bySearch = await rep1.data<{
      allApplications: { id: string; routerLabel: string; borrowerName: string }[];
      _allApplicationsMeta: { count: number };
    }>(query, { filter: { q: 'quint', type_in: ['rental'] } });
    expect(bySearch._allApplicationsMeta.count).toBe(1);
    expect(bySearch.allApplications[0]).toMatchObject({
      id: rental.id,
      routerLabel: 'NFCC',
      borrowerName: 'Zelda Quinterro',
    });
    const byFullName = await rep1.data<{ _allApplicationsMeta: { count: number } }>(query, {
      filter: { q: 'zelda quin' },
    });
    expect(byFullName._allApplicationsMeta.count).toBe(1);
    const notArchived = await rep1.data<{ allApplications: { status: string }[] }>(query, {
      filter: { status_in: ['In Progress', 'Submitted'] },
      perPage: 100,
    });
    expect(notArchived.allApplications.every((a) => a.status !== 'Archived')).toBe(true);
    const pageOne = await rep1.data<{ allApplications: { id: string }[] }>(query, { perPage: 1, page: 0 });
    const pageTwo = await rep1.data<{ allApplications: { id: string }[] }>(query, { perPage: 1, page: 1 });
    expect(pageOne.allApplications[0].id).not.toBe(pageTwo.allApplications[0].id);
  });

  it('refuses an empty filter group with the spec message', async () => {
    const res = await rep1.gql('{ allApplications(filter: { status_in: [] }) { id } }');
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toBe('Please select at least one filter');
  });

  it('filters by the 72-hour default window when the date range has no start', async () => {
    const old = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const { application } = await aBorrowerApplication(server.database, { application: { createdAt: old } });
    const { allApplications } = await rep1.data<{ allApplications: { id: string }[] }>(
      '{ allApplications(perPage: 100, filter: { dateRange: {} }) { id } }',
    );
    expect(allApplications.map((a) => a.id)).not.toContain(application.id);
    const withStart = await rep1.data<{ allApplications: { id: string }[] }>(
      'query($s: String) { allApplications(perPage: 100, filter: { dateRange: { start: $s } }) { id } }',
      { s: old.slice(0, 10) },
    );
    expect(withStart.allApplications.map((a) => a.id)).toContain(application.id);
  });

  it('lets exactly one of many reps claim an application at once', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const reps = await Promise.all([
      server.signIn('rep2@example.org'),
      server.signIn('lead@example.org'),
      Promise.resolve(rep1),
    ]);
    const claim = `mutation($id: ID!) { claimApplication(id: $id) { id assignedTo } }`;
    const results = await Promise.all([...reps, ...reps].map((r) => r.gql(claim, { id: application.id })));
    const winners = results.filter((r) => !r.body.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'CONFLICT')).toHaveLength(5);
    const [row] = await server.database.db.select().from(server.database.t.auditLog);
    expect(row).toBeDefined();
  });

  it('claims and unclaims, and counts the rep tile from the claims', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { status: 'Contacted' },
    });
    const lead = await server.signIn('lead@example.org');
    const me = await lead.data<{ me: { id: string } }>('{ me { id } }');
    const before = await lead.data<{ Rep: { assignedCount: number; contactedCount: number } }>(
      'query($id: ID!) { Rep(id: $id) { assignedCount contactedCount } }',
      { id: me.me.id },
    );
    await lead.data('mutation($id: ID!) { claimApplication(id: $id) { id } }', { id: application.id });
    const after = await lead.data<{ Rep: { assignedCount: number; contactedCount: number } }>(
      'query($id: ID!) { Rep(id: $id) { assignedCount contactedCount } }',
      { id: me.me.id },
    );
    expect(after.Rep.assignedCount).toBe(before.Rep.assignedCount + 1);
    expect(after.Rep.contactedCount).toBe(before.Rep.contactedCount + 1);
    const unclaimed = await lead.data<{
      unclaimApplication: { assignedTo: string | null; assignedToAt: string | null };
    }>('mutation($id: ID!) { unclaimApplication(id: $id) { assignedTo assignedToAt } }', {
      id: application.id,
    });
    expect(unclaimed.unclaimApplication).toEqual({ assignedTo: null, assignedToAt: null });
  });

  describe('archive and unarchive', () => {
    const archive = 'mutation($id: ID!) { archiveApplication(id: $id) { status } }';
    const unarchive = 'mutation($id: ID!) { unarchiveApplication(id: $id) { status } }';

    it('unarchive of Archived with contact attempts gives Contacted', async () => {
      const { application } = await aBorrowerApplication(server.database);
      await rep1.data(
        'mutation($id: ID!) { createContactAttempt(applicationId: $id, method: "Phone", outcome: "Left a voicemail") { id } }',
        { id: application.id },
      );
      expect(await rep1.data(archive, { id: application.id })).toEqual({
        archiveApplication: { status: 'Archived' },
      });
      expect(await rep1.data(unarchive, { id: application.id })).toEqual({
        unarchiveApplication: { status: 'Contacted' },
      });
    });

    it('unarchive of Transferred And Archived gives Transferred', async () => {
      const { application } = await aBorrowerApplication(server.database, {
        application: { status: 'Transferred' },
      });
      expect(await rep1.data(archive, { id: application.id })).toEqual({
        archiveApplication: { status: 'Transferred And Archived' },
      });
      expect(await rep1.data(unarchive, { id: application.id })).toEqual({
        unarchiveApplication: { status: 'Transferred' },
      });
    });

    it('unarchive with offers and last page not Expenses gives Submitted; otherwise In Progress', async () => {
      const withOffers = await aBorrowerApplication(server.database, {
        application: { lastCompletedPage: 'BankConnection' },
      });
      await aDecision(server.database, withOffers.application.id, { qualified: true });
      const atExpenses = await aBorrowerApplication(server.database, {
        application: { lastCompletedPage: 'Expenses' },
      });
      await aDecision(server.database, atExpenses.application.id, { qualified: true });
      for (const { application } of [withOffers, atExpenses])
        await rep1.data(archive, { id: application.id });
      expect(await rep1.data(unarchive, { id: withOffers.application.id })).toEqual({
        unarchiveApplication: { status: 'Submitted' },
      });
      expect(await rep1.data(unarchive, { id: atExpenses.application.id })).toEqual({
        unarchiveApplication: { status: 'In Progress' },
      });
    });

    it('refuses to unarchive what is not archived', async () => {
      const { application } = await aBorrowerApplication(server.database);
      expect(errorCode(await rep1.gql(unarchive, { id: application.id }))).toBe('CONFLICT');
    });
  });

  it('logs a contact attempt that books a call-back, sets Call Scheduled and writes the audit log in one go', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { status: 'Submitted' },
    });
    const res = await rep1.data<{ createContactAttempt: { method: string; contactedByName: string } }>(
      `mutation($id: ID!, $at: String) { createContactAttempt(applicationId: $id, method: "Email", outcome: "Session scheduled",
        wasACounselingSessionConducted: false, callbackAt: $at) { method contactedByName } }`,
      { id: application.id, at: new Date(Date.now() + 86_400_000).toISOString() },
    );
    expect(res.createContactAttempt).toEqual({ method: 'Email', contactedByName: 'Rita Rep' });
    const shown = await rep1.data<{ Application: { status: string; contactAttemptCount: number } }>(
      'query($id: ID!) { Application(id: $id) { status contactAttemptCount } }',
      { id: application.id },
    );
    expect(shown.Application).toEqual({ status: 'Call Scheduled', contactAttemptCount: 1 });
    const history = await rep1.data<{ allAuditLogEntries: { action: string; actorName: string }[] }>(
      'query($id: ID) { allAuditLogEntries(filter: { applicationId: $id }) { action actorName } }',
      { id: application.id },
    );
    expect(history.allAuditLogEntries).toEqual([{ action: 'contact', actorName: 'Rita Rep' }]);
  });

  it('refuses an unknown contact outcome, naming the field, and writes nothing', async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { status: 'Submitted' },
    });
    const res = await rep1.gql(
      'mutation($id: ID!) { createContactAttempt(applicationId: $id, method: "Fax", outcome: "Maybe") { id } }',
      {
        id: application.id,
      },
    );
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].extensions?.fields).toEqual({
      method: 'What was the method of contact is invalid',
      outcome: 'What was the outcome is invalid',
    });
    const shown = await rep1.data<{ Application: { status: string } }>(
      'query($id: ID!) { Application(id: $id) { status } }',
      { id: application.id },
    );
    expect(shown.Application.status).toBe('Submitted');
  });

  it('enrols in a DMP within the date limits and refuses a date out of range', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const today = new Date().toISOString().slice(0, 10);
    const farPast = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
    const create = `mutation($id: ID!, $first: String) { createDmpEnrollment(applicationId: $id, active: true, activeAt: "${today}",
      dateSigned: "${today}", firstPaymentDate: $first, monthlyPaymentAmount: 250, termInMonths: 48) { id monthlyPaymentAmount } }`;
    const refused = await rep1.gql(create, { id: application.id, first: farPast });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0].message).toBe(
      'There was a problem saving the DMP information. Please try again.',
    );
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({
      firstPaymentDate: 'First payment date is invalid: a date within a year of today',
    });
    const saved = await rep1.data<{ createDmpEnrollment: { monthlyPaymentAmount: number } }>(create, {
      id: application.id,
      first: today,
    });
    expect(saved.createDmpEnrollment.monthlyPaymentAmount).toBe(250);
    const shown = await rep1.data<{ Application: { isEnrolledInAPlan: boolean } }>(
      'query($id: ID!) { Application(id: $id) { isEnrolledInAPlan } }',
      { id: application.id },
    );
    expect(shown.Application.isEnrolledInAPlan).toBe(true);
    expect(errorCode(await rep1.gql(create, { id: application.id, first: today }))).toBe('CONFLICT');
  });

  it('refuses an active DMP of $0.00 a month at its field, and keeps one that is off (issue 42)', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const today = new Date().toISOString().slice(0, 10);
    const create = `mutation($id: ID!, $active: Boolean) { createDmpEnrollment(applicationId: $id, active: $active,
      activeAt: "${today}", dateSigned: "${today}", firstPaymentDate: "${today}", monthlyPaymentAmount: 0,
      termInMonths: 48) { id active } }`;
    const refused = await rep1.gql(create, { id: application.id, active: true });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({
      monthlyPaymentAmount: 'Monthly payment amount is invalid: an active plan pays more than $0.00 a month',
    });
    const off = await rep1.data<{ createDmpEnrollment: { active: boolean } }>(create, {
      id: application.id,
      active: false,
    });
    expect(off.createDmpEnrollment.active).toBe(false);
  });

  it('saves a rental relief plan only for a rental application, with the six-year end limit', async () => {
    const { application } = await aBorrowerApplication(server.database, { application: { type: 'rental' } });
    const today = new Date().toISOString().slice(0, 10);
    const tooLate = `${Number(today.slice(0, 4)) + 7}${today.slice(4)}`;
    const create = `mutation($id: ID!, $end: String) { createRentalReliefPlan(applicationId: $id, dateSigned: "${today}",
      plannedStartDate: "${today}", plannedEndDate: $end, monthlyPlanRent: 900) { id plannedEndDate } }`;
    const refused = await rep1.gql(create, { id: application.id, end: tooLate });
    expect(refused.body.errors?.[0].extensions?.fields).toEqual({
      plannedEndDate:
        'Planned end date is invalid: a date on or after the planned start date, within 6 years of today',
    });
    const end = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
    const saved = await rep1.data<{ createRentalReliefPlan: { plannedEndDate: string } }>(create, {
      id: application.id,
      end,
    });
    expect(saved.createRentalReliefPlan.plannedEndDate).toBe(end);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const res = await rep1.gql('{ Application(id: "no-such-id") { id } }');
    expect(errorCode(res)).toBe('NOT_FOUND');
    expect(errorCode(await rep1.gql('mutation { claimApplication(id: "no-such-id") { id } }'))).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses negative money and over-long text, naming the field, and changes nothing', async () => {
    const { application, borrower } = await aBorrowerApplication(server.database, {
      application: { monthlyRentOrMortgageAmount: 700 },
    });
    const negative = await rep1.gql(
      'mutation($id: ID!) { updateApplication(id: $id, monthlyRentOrMortgageAmount: -5) { id } }',
      {
        id: application.id,
      },
    );
    expect(negative.body.errors?.[0].extensions?.fields).toHaveProperty('monthlyRentOrMortgageAmount');
    const long = await rep1.gql(
      'mutation($id: ID!, $n: String) { updateBorrower(id: $id, firstName: $n) { id } }',
      {
        id: borrower.id,
        n: 'x'.repeat(41),
      },
    );
    expect(long.body.errors?.[0].extensions?.fields).toEqual({
      firstName: 'First name is invalid: type at most 40 characters',
    });
    const shown = await rep1.data<{
      Application: { monthlyRentOrMortgageAmount: number; borrower: { firstName: string } };
    }>('query($id: ID!) { Application(id: $id) { monthlyRentOrMortgageAmount borrower { firstName } } }', {
      id: application.id,
    });
    expect(shown.Application).toEqual({ monthlyRentOrMortgageAmount: 700, borrower: { firstName: 'Maria' } });
  });

  it("holds a staff correction of the household to the borrower's Credit history rule", async () => {
    const { application } = await aBorrowerApplication(server.database, {
      application: { isHomeowner: true, hasMortgageEscrow: true, numberOfDependentsInHousehold: 2 },
    });
    const household = 'numberOfDependentsInHousehold isHomeowner hasMortgageEscrow';
    const nine = await rep1.gql(
      `mutation($id: ID!) { updateApplication(id: $id, numberOfDependentsInHousehold: 9) { ${household} } }`,
      { id: application.id },
    );
    expect(nine.body.errors?.[0].extensions?.fields).toEqual({
      numberOfDependentsInHousehold: 'Number of dependents is invalid: choose one of the options',
    });
    const sold = await rep1.data<{ updateApplication: Record<string, unknown> }>(
      `mutation($id: ID!) { updateApplication(id: $id, isHomeowner: false) { ${household} } }`,
      { id: application.id },
    );
    expect(sold.updateApplication).toEqual({
      numberOfDependentsInHousehold: 2,
      isHomeowner: false,
      hasMortgageEscrow: false,
    });
  });

  it('saves a staff correction of income above 15 000 (a warning on the form), and refuses more than 7 digits', async () => {
    const { application } = await aBorrowerApplication(server.database);
    const correct = (income: number) =>
      rep1.gql(
        'mutation($id: ID!, $income: Float) { updateApplication(id: $id, selfReportedMonthlyCurrentIncome: $income) { selfReportedMonthlyCurrentIncome } }',
        { id: application.id, income },
      );
    const above = await correct(15_001);
    expect(above.body.data?.updateApplication).toEqual({ selfReportedMonthlyCurrentIncome: 15_001 });
    const tooLong = await correct(10_000_000);
    expect(tooLong.body.errors?.[0].extensions?.fields).toEqual({
      selfReportedMonthlyCurrentIncome:
        'selfReportedMonthlyCurrentIncome is invalid: it can be at most $9,999,999.99',
    });
    // Cents are an amount; a fraction of a cent is refused, never rounded.
    const cents = await correct(3200.5);
    expect(cents.body.data?.updateApplication).toEqual({ selfReportedMonthlyCurrentIncome: 3200.5 });
    const fraction = await correct(3200.505);
    expect(fraction.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets a borrower read only their own application', async () => {
    const mine = await aBorrowerAccount(server.database, `owner-${dialect}@example.com`);
    const other = await aBorrowerApplication(server.database);
    const borrower = await server.signIn(`owner-${dialect}@example.com`, borrowerPassword);
    const own = await borrower.data<{ myApplication: { id: string } }>('{ myApplication { id } }');
    expect(own.myApplication.id).toBe(mine.application.id);
    expect(
      errorCode(
        await borrower.gql('query($id: ID!) { Application(id: $id) { id } }', { id: other.application.id }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await borrower.gql('{ allApplications { id } }'))).toBe('FORBIDDEN');
  });
});
