import type { PlaidApi } from 'plaid';
import { loadPlaid } from '../lazySdk';
import { z } from 'zod';
import { BankLinkError } from './bankLink';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  /** PlaidEnvironments[env], or a proxy / local fake server. */
  basePath: string;
  timeoutMs: number;
}

export const plaidBasePath = (env: 'sandbox' | 'production'): string => loadPlaid().PlaidEnvironments[env];

export function createPlaidApi({ clientId, secret, basePath, timeoutMs }: PlaidSettings): PlaidApi {
  const { Configuration, PlaidApi } = loadPlaid();
  return new PlaidApi(
    new Configuration({
      basePath,
      baseOptions: {
        timeout: timeoutMs,
        headers: { 'PLAID-CLIENT-ID': clientId, 'PLAID-SECRET': secret, 'Plaid-Version': '2020-09-14' },
      },
    }),
  );
}

const plaidErrorBody = z.object({
  error_code: z.string(),
  error_type: z.string().optional(),
  error_message: z.string().optional(),
  display_message: z.string().nullable().optional(),
  request_id: z.string().optional(),
});

const axiosLikeError = z.object({
  code: z.string().optional(),
  response: z.object({ status: z.number(), data: z.unknown() }).optional(),
});

/** The SDK's axios error, reduced to what is safe to keep (never its config: it holds the secret). */
function toBankLinkError(error: unknown): BankLinkError {
  const parsed = axiosLikeError.safeParse(error);
  const { code, response } = parsed.success ? parsed.data : {};
  if (response) {
    const body = plaidErrorBody.safeParse(response.data);
    if (body.success) {
      const { error_code, error_type, error_message, display_message, request_id } = body.data;
      return new BankLinkError(error_code, `Plaid ${error_code}: ${error_message ?? 'no message'}`, {
        status: response.status,
        errorType: error_type,
        requestId: request_id,
        displayMessage: display_message,
      });
    }
    return new BankLinkError('UNEXPECTED_RESPONSE', `Plaid answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  if (timedOut) return new BankLinkError('TIMEOUT', 'Plaid did not answer in time');
  return new BankLinkError('UNREACHABLE', `Plaid could not be reached (${code ?? 'unknown error'})`);
}

/** Runs one SDK call and keeps only its body; every failure becomes a BankLinkError. */
export async function plaidCall<T>(request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toBankLinkError(error);
  }
}
