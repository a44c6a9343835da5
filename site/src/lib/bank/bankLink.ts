import { graphql } from '../../gql';
import { graphqlRequest, type GraphqlResult, type ResultOf } from '../graphql';

/** 'plaid' with real keys; 'sandbox' (with the banks of the built-in sandbox) when the server simulates the bank. */
const BankLinkToken = graphql(`
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
`);

export type LinkToken = NonNullable<ResultOf<typeof BankLinkToken>['bankLinkToken']>;

/** A bank of the built-in sandbox, with the public token choosing it hands over. */
export type SandboxInstitution = NonNullable<LinkToken['institutions']>[number];

/**
 * What the bank-linking widget gives on success, in either mode: what connectBankAccount takes.
 */
export interface LinkedBank {
  publicToken: string;
  institutionId: string;
  institutionName: string | null;
}

/**
 * With bankItemId, Link's update mode reconnects that item (the sandbox offers only its bank). Link
 * speaks the page's language, which the token carries (Plaid reads it from the token, not the widget).
 */
export async function fetchLinkToken(
  applicationId: string,
  bankItemId?: string,
): Promise<GraphqlResult<LinkToken>> {
  const result = await graphqlRequest(BankLinkToken, {
    applicationId,
    bankItemId: bankItemId ?? null,
    language: document.documentElement.lang,
  });
  const token = result.data?.bankLinkToken;
  return result.ok && token ? { ...result, data: token } : { ...result, ok: false, data: undefined };
}
