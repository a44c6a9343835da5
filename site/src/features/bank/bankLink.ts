import { graphql, type GraphqlResult } from '../../lib/graphql';

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

export async function fetchLinkToken(applicationId: string): Promise<GraphqlResult<LinkToken>> {
  const result = await graphql<{ bankLinkToken: LinkToken | null }>(
    `
      query BankLinkToken($applicationId: ID!) {
        bankLinkToken(applicationId: $applicationId) {
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
    { applicationId },
  );
  const token = result.data?.bankLinkToken;
  return result.ok && token ? { ...result, data: token } : { ...result, ok: false, data: undefined };
}
