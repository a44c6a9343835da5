import { graphql } from '../../gql';
import type { PortalViewerFragment, TypedDocumentString } from '../../gql/graphql';
import { graphqlRequest, type GraphqlResult, type ResultOf } from '../../lib/graphql';
import type { LinkedBank } from '../../lib/bank/bankLink';

/*
 * The customer portal's calls (shared by every portal page). Reading goes through usePortal; these
 * are the writes: seeing an alert, reconnecting a bank after Link's update mode, and saving a new
 * bank link through the REST service the spec names (POST /api/items).
 */

/** What every portal read includes, whatever the page asks for: the shell needs it. */
export const PortalShellFields = graphql(`
  fragment PortalShell on CustomerPortal {
    borrower {
      id
      firstName
      lastName
    }
    application {
      id
      router
      standing
    }
    bankItems {
      id
    }
  }
`);

export type PortalBase = ResultOf<typeof PortalShellFields>;

/** What every portal read asks of the viewer: where to send one who cannot have a portal. */
export const PortalViewerFields = graphql(`
  fragment PortalViewer on Viewer {
    isStaff
    mustChangePassword
  }
`);

/**
 * A portal page's query (generated, so a field renamed in schema.graphql fails the page's type
 * check): the viewer, and the portal with PortalShell beside the page's own fields:
 *
 *   query AlertsPage { me { ...PortalViewer } myPortal { ...PortalShell ...AlertsPortal } }
 */
export type PortalQuery<T extends PortalBase> = TypedDocumentString<
  { me?: PortalViewerFragment | null; myPortal?: T | null },
  Record<string, never>
>;

/** The query of a portal page that reads nothing of its own. */
export const PortalShellOnly = graphql(`
  query PortalShellOnly {
    me {
      ...PortalViewer
    }
    myPortal {
      ...PortalShell
    }
  }
`);

/** The signed-in viewer and their portal with the page's fields (`query`, the page's PortalQuery). */
export function fetchPortal<T extends PortalBase>(query: PortalQuery<T>) {
  return graphqlRequest(query);
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
