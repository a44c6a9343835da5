import { CreditPullFailed, type BureauPerson, type BureauReport, type CreditBureau } from './creditBureau';
import { reportOfExperian } from './experianReport';

/** The CREDIT_BUREAU_* settings: Experian's host, the application's keys, the API user and subscriber code. */
export interface ExperianSettings {
  /** https://us-api.experian.com (production) or https://sandbox-us-api.experian.com, or a local fake. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  subscriberCode: string;
  timeoutMs: number;
  now?: () => Date;
}

interface Token {
  value: string;
  expiresAt: number;
}

/** A token is asked again this long before Experian says it expires. */
const tokenMargin = 60_000;

/**
 * Experian's Prequalification Credit Report over HTTP (docs/decisions/0101-…): an OAuth2 token from
 * `/oauth2/v1/token` (the application's client id and secret in headers, the API user's name and
 * password in the body), then `POST /consumerservices/prequal/v1/credit-report` with the person and
 * a VantageScore 4.0 asked for. A soft inquiry (permissible purpose 3F): the borrower's score does
 * not move. A timeout is `CreditPullFailed('timeout')`, no file `CreditPullFailed('noHit')`; any other
 * failure throws as it is, logged as a bureau error by the caller, and the borrower waits on pending.
 */
export class ExperianCreditBureau implements CreditBureau {
  private token: Token | null = null;
  private readonly now: () => Date;

  constructor(private readonly settings: ExperianSettings) {
    this.now = settings.now ?? (() => new Date());
  }

  async pull(person: BureauPerson): Promise<BureauReport> {
    const token = await this.accessToken();
    const body = await this.post(
      '/consumerservices/prequal/v1/credit-report',
      requestOf(person, this.settings),
      {
        authorization: `Bearer ${token}`,
      },
    );
    return reportOfExperian(body);
  }

  private async accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.token && this.token.expiresAt - tokenMargin > now) return this.token.value;
    const { clientId, clientSecret, username, password } = this.settings;
    const answer = (await this.post(
      '/oauth2/v1/token',
      { username, password },
      { client_id: clientId, client_secret: clientSecret, grant_type: 'password' },
    )) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw new Error('Experian gave no access token');
    const seconds = Number(answer.expires_in ?? 1800);
    this.token = {
      value: answer.access_token,
      expiresAt: now + (Number.isFinite(seconds) ? seconds : 1800) * 1000,
    };
    return this.token.value;
  }

  private async post(path: string, body: unknown, headers: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.settings.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new CreditPullFailed('timeout', 'Experian did not answer in time');
      throw error;
    }
    const text = await response.text().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new CreditPullFailed('timeout', 'Experian did not answer in time');
      throw error;
    });
    if (response.status === 401) this.token = null;
    if (!response.ok) throw new Error(`Experian answered ${response.status} to ${path}: ${errorsOf(text)}`);
    return JSON.parse(text) as unknown;
  }
}

/** Experian's error body: `{ errors: [{ errorCode, message }] }`; nothing of the person is in it. */
function errorsOf(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: { errorCode?: string; message?: string }[] };
    return (
      (body.errors ?? []).map((e) => `${e.errorCode ?? '?'} ${e.message ?? ''}`.trim()).join('; ') ||
      'no detail'
    );
  } catch {
    return 'no detail';
  }
}

/** YYYY-MM-DD → MMDDYYYY, the form Experian's `dob` takes. */
const experianDob = (isoDate: string) =>
  `${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}${isoDate.slice(0, 4)}`;

/** Experian's names: letters and dashes only (their rule), in capitals. */
const experianName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();

export function requestOf(person: BureauPerson, settings: Pick<ExperianSettings, 'subscriberCode'>) {
  return {
    consumerPii: {
      primaryApplicant: {
        name: { firstName: experianName(person.firstName), lastName: experianName(person.lastName) },
        dob: { dob: experianDob(person.dateOfBirth) },
        ...(person.ssnLast4 ? { ssn: { ssn: person.ssnLast4 } } : {}),
        currentAddress: { line1: person.addressLine1, zipCode: person.zipCode },
      },
    },
    requestor: { subscriberCode: settings.subscriberCode },
    permissiblePurpose: { type: '3F' },
    addOns: { riskModels: { modelIndicator: ['V4'] }, outputType: 'JSON' },
  };
}
