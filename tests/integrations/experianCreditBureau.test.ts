import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditPullFailed } from '../../api/integrations/creditBureau/creditBureau';
import { ExperianCreditBureau } from '../../api/integrations/creditBureau/experianCreditBureau';
import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fakeHttpServer';

/*
 * Experian's Prequalification Credit Report as its published OpenAPI describes it (Experian's
 * developer portal; docs/decisions/0101-experian-prequal-credit-report.md): an OAuth2 token from
 * /oauth2/v1/token, then POST /consumerservices/prequal/v1/credit-report. The fake answers as those
 * documents do, by the applicant's surname: a file, no record found (message 07), or no answer.
 */

const creditProfile = {
  creditProfile: [
    {
      riskModel: [
        { modelIndicator: 'F9', score: '0701' },
        { modelIndicator: 'V4', score: '0654', scoreFactors: [{ importance: '1', code: '10' }] },
      ],
      tradeline: [
        {
          accountNumber: 'XXXXXXXXXXXX4417',
          accountType: '18',
          amount1: '00008000',
          amount1Qualifier: 'L',
          amountPastDue: '00000000',
          balanceAmount: '00006240',
          balanceDate: '05282025',
          delinquencies30Days: '02',
          delinquencies60Days: '01',
          delinquencies90to180Days: '00',
          ecoa: '1',
          lastPaymentDate: '05102025',
          monthlyPaymentAmount: '00000187',
          openDate: '03152016',
          openOrClosed: 'O',
          revolvingOrInstallment: 'R',
          subscriberName: 'CAPITAL ONE BANK USA NA',
        },
        {
          accountNumber: '2210987766',
          accountType: '00',
          amount1: '00024500',
          amount1Qualifier: 'O',
          balanceAmount: '00011320',
          delinquencies30Days: '00',
          delinquencies60Days: '00',
          delinquencies90to180Days: '00',
          ecoa: '2',
          monthlyPaymentAmount: '00000412',
          openDate: '09012021',
          openOrClosed: 'O',
          revolvingOrInstallment: 'I',
          subscriberName: 'ALLY FINANCIAL',
        },
        {
          accountNumber: '99887766',
          accountType: '07',
          balanceAmount: '00000000',
          delinquencies30Days: '00',
          delinquencies60Days: '00',
          delinquencies90to180Days: '00',
          openDate: '01102012',
          openOrClosed: 'C',
          statusDate: '06302020',
          subscriberName: 'MACYS/CBNA',
        },
        {
          accountNumber: '55117733',
          accountType: '48',
          balanceAmount: '00000812',
          openOrClosed: 'O',
          subscriberName: 'MIDLAND CREDIT MANAGEMENT',
        },
        // A rental lease: no debt a plan could carry, left out.
        { accountNumber: '1234', accountType: '3A', balanceAmount: '00001200', subscriberName: 'HERTZ' },
      ],
      inquiry: [{ date: '04022025', subscriberName: 'DISCOVER BANK', type: '3F' }],
    },
  ],
};

const noRecord = {
  creditProfile: [
    {
      informationalMessage: [
        { messageNumber: '07', messageNumberDetailed: '0007', messageText: 'NO RECORD FOUND' },
      ],
    },
  ],
};

const person = {
  firstName: 'María José',
  lastName: 'Núñez',
  dateOfBirth: '1978-04-09',
  addressLine1: '10655 N Birch St',
  zipCode: '91502',
};

function answer(request: FakeRequest): FakeReply {
  if (request.path === '/oauth2/v1/token') {
    const body = JSON.parse(request.body) as { username?: string; password?: string };
    const ok =
      request.headers.client_id === 'app-id' &&
      request.headers.client_secret === 'app-secret' &&
      body.username === 'api-user' &&
      body.password === 'api-pass';
    return ok
      ? {
          json: {
            issued_at: '1718000000000',
            expires_in: '1800',
            token_type: 'Bearer',
            access_token: 'tok-1',
            refresh_token: 'r',
          },
        }
      : { status: 401, json: { errors: [{ errorCode: '1001', message: 'Invalid credentials' }] } };
  }
  if (request.path === '/consumerservices/prequal/v1/credit-report') {
    if (request.headers.authorization !== 'Bearer tok-1')
      return { status: 401, json: { errors: [{ errorCode: '1002', message: 'Invalid access token' }] } };
    const lastName = (
      JSON.parse(request.body) as { consumerPii: { primaryApplicant: { name: { lastName: string } } } }
    ).consumerPii.primaryApplicant.name.lastName;
    if (lastName === 'HANG') return 'hang';
    if (lastName === 'NOFILE') return { json: noRecord };
    if (lastName === 'BROKEN')
      return { status: 500, json: { errors: [{ errorCode: '5000', message: 'Internal' }] } };
    return { json: creditProfile };
  }
  return { status: 404, json: {} };
}

describe('the Experian credit bureau over HTTP', () => {
  let experian: FakeServer;
  const settings = () => ({
    baseUrl: experian.url,
    clientId: 'app-id',
    clientSecret: 'app-secret',
    username: 'api-user',
    password: 'api-pass',
    subscriberCode: '1234567',
    timeoutMs: 300,
  });

  beforeAll(async () => {
    experian = await startFakeServer(answer);
  });
  afterAll(() => experian.close());

  it('asks for a token, then the report, with the person as Experian’s request documents it', async () => {
    const bureau = new ExperianCreditBureau(settings());
    await bureau.pull(person);
    const [token, report] = experian.requests.slice(-2);
    expect(token).toMatchObject({ method: 'POST', path: '/oauth2/v1/token' });
    expect(report).toMatchObject({ method: 'POST', path: '/consumerservices/prequal/v1/credit-report' });
    expect(JSON.parse(report.body)).toEqual({
      consumerPii: {
        primaryApplicant: {
          name: { firstName: 'MARIA-JOSE', lastName: 'NUNEZ' },
          dob: { dob: '04091978' },
          currentAddress: { line1: '10655 N Birch St', zipCode: '91502' },
        },
      },
      requestor: { subscriberCode: '1234567' },
      permissiblePurpose: { type: '3F' },
      addOns: { riskModels: { modelIndicator: ['V4'] }, outputType: 'JSON' },
    });
    const before = experian.requests.length;
    await bureau.pull(person);
    // The token is kept while it is valid: the second pull asks for the report only.
    expect(experian.requests.slice(before).map((r) => r.path)).toEqual([
      '/consumerservices/prequal/v1/credit-report',
    ]);
  });

  it('reads the file into the report the decision stands on', async () => {
    const report = await new ExperianCreditBureau(settings()).pull(person);
    expect(report.vantageScore).toBe(654);
    expect(report.tradelines).toEqual([
      expect.objectContaining({
        accountNumber: 'XXXXXXXXXXXX4417',
        accountType: 'CC',
        currentBalance: 6240,
        scheduledMonthlyPayment: 187,
        highCredit: 8000,
        late30DaysTotal: 2,
        late60DaysTotal: 1,
        late90DaysTotal: 0,
        dateOpened: '2016-03-15',
        dateClosed: null,
        mostRecentPayment: '2025-05-10',
        portfolioType: 'revolving',
        ecoaDesignator: 'primary',
        lenderName: 'CAPITAL ONE BANK USA NA',
      }),
      expect.objectContaining({
        accountType: 'AU',
        portfolioType: 'installment',
        ecoaDesignator: 'jointContractLiability',
        highCredit: 24500,
      }),
      expect.objectContaining({ accountType: 'CH', dateClosed: '2020-06-30', currentBalance: 0 }),
    ]);
    expect(report.collections).toEqual([
      { accountNumber: '55117733', currentBalance: 812, subscriberName: 'MIDLAND CREDIT MANAGEMENT' },
    ]);
    expect(report.inquiries).toEqual([{ subscriberName: 'DISCOVER BANK', inquiryDate: '2025-04-02' }]);
  });

  it('fails the pull as a no-hit when Experian has no record, and as a timeout when it does not answer', async () => {
    const bureau = new ExperianCreditBureau(settings());
    const noHit = await bureau.pull({ ...person, lastName: 'Nofile' }).catch((e: unknown) => e);
    expect(noHit).toBeInstanceOf(CreditPullFailed);
    expect((noHit as CreditPullFailed).reason).toBe('noHit');
    const slow = await bureau.pull({ ...person, lastName: 'Hang' }).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(CreditPullFailed);
    expect((slow as CreditPullFailed).reason).toBe('timeout');
  });

  it('throws Experian’s error, never a report, when it refuses', async () => {
    await expect(
      new ExperianCreditBureau(settings()).pull({ ...person, lastName: 'Broken' }),
    ).rejects.toThrow('Experian answered 500 to /consumerservices/prequal/v1/credit-report: 5000 Internal');
    await expect(new ExperianCreditBureau({ ...settings(), password: 'wrong' }).pull(person)).rejects.toThrow(
      'Experian answered 401 to /oauth2/v1/token: 1001 Invalid credentials',
    );
  });
});
