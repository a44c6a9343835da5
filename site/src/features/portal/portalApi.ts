import { graphql } from '../../gql';
import { TypedDocumentString } from '../../gql/graphql';
import { graphqlRequest, type GraphqlResult } from '../../lib/graphql';
import type { LinkedBank } from '../../lib/bank/bankLink';
import {
  FinancialSummaryFiguresFields,
  OfferFiguresFields,
  PaymentHeadlineFields,
} from '../../lib/offers/offerData';

/*
 * The customer portal's calls (shared by every portal page). Reading goes through usePortal; these
 * are the writes: seeing an alert, reconnecting a bank after Link's update mode, and saving a new
 * bank link through the REST service the spec names (POST /api/items).
 */

/** What every portal read includes, whatever the page asks for: the shell needs it. */
export const portalBaseFields =
  'borrower { id firstName lastName } application { id router } bankItems { id }';

export interface PortalBase {
  borrower: { id: string; firstName: string | null; lastName: string | null };
  application: { id: string; router: string | null } | null;
  bankItems: { id: string }[];
}

export interface PortalViewer {
  isStaff: boolean;
  mustChangePassword: boolean;
}

/** The offer pages' fragments a portal selection may spread (offerData.ts): their definitions go with it. */
const shared = [FinancialSummaryFiguresFields, OfferFiguresFields, PaymentHeadlineFields];

function sharedFragments(fields: string): string {
  return shared
    .map((fragment) => fragment.toString())
    .filter((text) => fields.includes(`...${/fragment (\w+)/.exec(text)?.[1]}`))
    .join('\n');
}

/** The signed-in viewer and their portal with `fields` (a GraphQL selection inside myPortal). */
export function fetchPortal<T>(fields: string) {
  return graphqlRequest(
    new TypedDocumentString<{ me: PortalViewer | null; myPortal: (T & PortalBase) | null }, object>(
      `query Portal { me { isStaff mustChangePassword } myPortal { ${portalBaseFields} ${fields} } }${sharedFragments(fields)}`,
    ),
  );
}

const MarkAlertSeen = graphql(`
  mutation MarkAlertSeen($id: ID!) {
    markAlertSeen(id: $id) {
      id
      hasBeenSeenByBorrower
    }
  }
`);

const ReconnectBankItem = graphql(`
  mutation ReconnectBankItem($bankItemId: ID!) {
    reconnectBankItem(bankItemId: $bankItemId) {
      id
      isConnected
    }
  }
`);

/** 'Mark as seen': the alert leaves the borrower's list. */
export async function markAlertSeen(id: string): Promise<GraphqlResult<{ id: string }>> {
  const result = await graphqlRequest(MarkAlertSeen, { id });
  const alert = result.data?.markAlertSeen;
  return result.ok && alert ? { ...result, data: alert } : { ...result, ok: false, data: undefined };
}

/** After Link's update mode succeeded: the item is connected again (its disconnected alerts seen). */
export async function reconnectBankItem(bankItemId: string): Promise<GraphqlResult<{ id: string }>> {
  const result = await graphqlRequest(ReconnectBankItem, { bankItemId });
  const item = result.data?.reconnectBankItem;
  return result.ok && item ? { ...result, data: item } : { ...result, ok: false, data: undefined };
}

/**
 * Link's success callback (service-portal §7, POST /items): the server exchanges the token and
 * saves the item and its accounts. JSON from this origin with the session cookie: the server's
 * CSRF guard refuses any other write. True when saved.
 */
export async function saveBankItem(applicationId: string, bank: LinkedBank): Promise<boolean> {
  try {
    const response = await fetch('/api/items', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        applicationId,
        publicToken: bank.publicToken,
        institutionId: bank.institutionId,
        institutionName: bank.institutionName,
      }),
    });
    if (!response.ok) console.error('Saving the bank link failed', response.status);
    return response.ok;
  } catch (error) {
    console.error('Saving the bank link failed', error);
    return false;
  }
}
