import { graphql, type GraphqlResult } from '../graphql';

/** A bank of the built-in sandbox, with the public token choosing it hands over. */
export interface SandboxInstitution {
  institutionId: string;
  name: string;
  publicToken: string;
}

/**
 * What the bank-linking widget gives on success, in either mode: what connectBankAccount takes.
 */
export interface LinkedBank {
  publicToken: string;
  institutionId: string;
  institutionName: string | null;
}

export interface LinkToken {
  linkToken: string;
  /** 'plaid' with real keys; 'sandbox' when the server simulates the bank. */
  mode: string;
  institutions: SandboxInstitution[] | null;
}

/**
 * With bankItemId, Link's update mode reconnects that item (the sandbox offers only its bank). Link
 * speaks the page's language, which the token carries (Plaid reads it from the token, not the widget).
 */
export async function fetchLinkToken(
  applicationId: string,
  bankItemId?: string,
): Promise<GraphqlResult<LinkToken>> {
  const result = await graphql<{ bankLinkToken: LinkToken | null }>(
    `
      query BankLinkToken($applicationId: ID!, $bankItemId: ID, $language: String) {
        bankLinkToken(applicationId: $applicationId, bankItemId: $bankItemId, language: $language) {
          linkToken
          mode
          institutions {
            institutionId
            name
            publicToken
          }
        }
      }
    `,
    { applicationId, bankItemId: bankItemId ?? null, language: document.documentElement.lang },
  );
  const token = result.data?.bankLinkToken;
  return result.ok && token ? { ...result, data: token } : { ...result, ok: false, data: undefined };
}
