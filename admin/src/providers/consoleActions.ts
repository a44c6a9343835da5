import type { Identifier } from 'react-admin';
import type { SavedQueryList } from '@domain/applicationListFilter';
import type { DemoDataJob } from '../demoData/demoDataApi';
import { graphql } from '../gql';
import type { ReassignResult } from '../reassign/reassignModel';
import { answered, graphqlRequest, type ResultOf } from './graphqlRequest';

/**
 * The console's domain actions, each its own GraphQL mutation so its rule runs on the server, and the
 * reads that follow them, as named data-provider methods (Atomic CRM's way): a component calls
 * `useDataProvider<ConsoleDataProvider>().claimApplication(id)` inside react-query's useMutation, or
 * a read inside its useQuery.
 * Each document is typed from schema.graphql (codegen.ts), so a renamed field fails the type check.
 */

/** An application as a rep's action leaves it: its status and who holds it. */
export const ApplicationAfterActionFields = graphql(`
  fragment ApplicationAfterAction on Application {
    id
    status
    assignedTo
    assignedToAt
    assignedToName
  }
`);

export type ApplicationAfterAction = ResultOf<typeof ApplicationAfterActionFields>;

const ClaimApplication = graphql(`
  mutation ClaimApplication($id: ID!) {
    data: claimApplication(id: $id) {
      ...ApplicationAfterAction
    }
  }
`);

const UnclaimApplication = graphql(`
  mutation UnclaimApplication($id: ID!) {
    data: unclaimApplication(id: $id) {
      ...ApplicationAfterAction
    }
  }
`);

const TakeOverApplication = graphql(`
  mutation TakeOverApplication($id: ID!, $fromRepId: ID!) {
    data: takeOverApplication(id: $id, fromRepId: $fromRepId) {
      ...ApplicationAfterAction
    }
  }
`);

const ArchiveApplication = graphql(`
  mutation ArchiveApplication($id: ID!) {
    data: archiveApplication(id: $id) {
      ...ApplicationAfterAction
    }
  }
`);

const UnarchiveApplication = graphql(`
  mutation UnarchiveApplication($id: ID!) {
    data: unarchiveApplication(id: $id) {
      ...ApplicationAfterAction
    }
  }
`);

const UndoArchiveApplication = graphql(`
  mutation UndoArchiveApplication($id: ID!) {
    data: undoArchiveApplication(id: $id) {
      ...ApplicationAfterAction
    }
  }
`);

const ReassignApplications = graphql(`
  mutation ReassignApplications($ids: [ID!]!, $to: ID!) {
    data: reassignApplications(ids: $ids, toRepId: $to) {
      ...ReassignResult
    }
  }
`);

const ReassignAllClaims = graphql(`
  mutation ReassignAllClaims($from: ID!, $to: ID!) {
    data: reassignAllClaims(fromRepId: $from, toRepId: $to) {
      ...ReassignResult
    }
  }
`);

const DeactivateRep = graphql(`
  mutation DeactivateRep($id: ID!, $to: ID!) {
    data: deactivateRep(id: $id, toRepId: $to) {
      ...ReassignResult
    }
  }
`);

const SendReconnectLink = graphql(`
  mutation SendReconnectLink($id: ID!) {
    data: sendReconnectLink(applicationId: $id) {
      id
    }
  }
`);

const ResetSecondFactor = graphql(`
  mutation ResetSecondFactor($id: ID!) {
    data: resetSecondFactor(id: $id) {
      id
      hasSecondFactor
    }
  }
`);

const RevealAccountNumber = graphql(`
  mutation RevealAccountNumber($id: ID!) {
    data: revealAccountNumber(debtId: $id)
  }
`);

const RetryEmail = graphql(`
  mutation RetryEmail($id: ID!) {
    data: retryEmail(id: $id)
  }
`);

const CreateSavedQuery = graphql(`
  mutation CreateSavedQuery(
    $name: String!
    $listKey: String!
    $filterValues: String!
    $isPublished: Boolean
  ) {
    data: createSavedQuery(
      name: $name
      listKey: $listKey
      filterValues: $filterValues
      isPublished: $isPublished
    ) {
      id
    }
  }
`);

const PublishSavedQuery = graphql(`
  mutation PublishSavedQuery($id: ID!, $p: Boolean) {
    data: updateSavedQuery(id: $id, isPublished: $p) {
      id
    }
  }
`);

const DeleteSavedQuery = graphql(`
  mutation DeleteSavedQuery($id: ID!) {
    data: deleteSavedQuery(id: $id) {
      id
    }
  }
`);

const CurrentDemoDataJob = graphql(`
  query CurrentDemoDataJob {
    demoDataJob {
      ...DemoDataJobFields
    }
  }
`);

const LoadDemoData = graphql(`
  mutation LoadDemoData($borrowers: Int, $seed: Int!, $reset: Boolean, $scenario: String) {
    data: loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset, scenario: $scenario) {
      ...DemoDataJobFields
    }
  }
`);

const id = (value: Identifier) => String(value);

export const consoleActions = {
  claimApplication: async (applicationId: Identifier): Promise<ApplicationAfterAction> =>
    answered((await graphqlRequest(ClaimApplication, { id: id(applicationId) })).data, 'claimApplication'),

  unclaimApplication: async (applicationId: Identifier): Promise<ApplicationAfterAction> =>
    answered(
      (await graphqlRequest(UnclaimApplication, { id: id(applicationId) })).data,
      'unclaimApplication',
    ),

  /**
   * `fromRepId` is the holder the rep saw and confirmed, so the server refuses the take-over if
   * someone else holds the application by now.
   */
  takeOverApplication: async (
    applicationId: Identifier,
    fromRepId: Identifier,
  ): Promise<ApplicationAfterAction> =>
    answered(
      (await graphqlRequest(TakeOverApplication, { id: id(applicationId), fromRepId: id(fromRepId) })).data,
      'takeOverApplication',
    ),

  archiveApplication: async (applicationId: Identifier): Promise<ApplicationAfterAction> =>
    answered(
      (await graphqlRequest(ArchiveApplication, { id: id(applicationId) })).data,
      'archiveApplication',
    ),

  unarchiveApplication: async (applicationId: Identifier): Promise<ApplicationAfterAction> =>
    answered(
      (await graphqlRequest(UnarchiveApplication, { id: id(applicationId) })).data,
      'unarchiveApplication',
    ),

  /** Puts back the exact status the archive replaced. */
  undoArchiveApplication: async (applicationId: Identifier): Promise<ApplicationAfterAction> =>
    answered(
      (await graphqlRequest(UndoArchiveApplication, { id: id(applicationId) })).data,
      'undoArchiveApplication',
    ),

  reassignApplications: async (ids: Identifier[], toRepId: Identifier): Promise<ReassignResult> =>
    answered(
      (await graphqlRequest(ReassignApplications, { ids: ids.map(id), to: id(toRepId) })).data,
      'reassignApplications',
    ),

  reassignAllClaims: async (fromRepId: Identifier, toRepId: Identifier): Promise<ReassignResult> =>
    answered(
      (await graphqlRequest(ReassignAllClaims, { from: id(fromRepId), to: id(toRepId) })).data,
      'reassignAllClaims',
    ),

  /** Switches a rep off and moves everything they hold to another rep, in one step. */
  deactivateRep: async (repId: Identifier, toRepId: Identifier): Promise<ReassignResult> =>
    answered((await graphqlRequest(DeactivateRep, { id: id(repId), to: id(toRepId) })).data, 'deactivateRep'),

  /** E-mails the borrower a link to reconnect their bank; the answer is the contact attempt it records. */
  sendReconnectLink: async (applicationId: Identifier): Promise<{ id: string }> =>
    answered((await graphqlRequest(SendReconnectLink, { id: id(applicationId) })).data, 'sendReconnectLink'),

  resetSecondFactor: async (repId: Identifier): Promise<{ id: string; hasSecondFactor: boolean }> =>
    answered((await graphqlRequest(ResetSecondFactor, { id: id(repId) })).data, 'resetSecondFactor'),

  /** The whole account number; the server records every such read. */
  revealAccountNumber: async (debtId: Identifier): Promise<string | null> =>
    (await graphqlRequest(RevealAccountNumber, { id: id(debtId) })).data ?? null,

  /** Sends again a mail that failed for good (leads; the server records it). */
  retryEmail: async (emailId: Identifier): Promise<void> => {
    await graphqlRequest(RetryEmail, { id: id(emailId) });
  },

  /** Names the list's current filters, the rep's own or (a lead's) shared with the floor. */
  createSavedQuery: async (input: {
    name: string;
    listKey: SavedQueryList;
    filterValues: Record<string, unknown>;
    isPublished: boolean;
  }): Promise<{ id: string }> =>
    answered(
      (await graphqlRequest(CreateSavedQuery, { ...input, filterValues: JSON.stringify(input.filterValues) }))
        .data,
      'createSavedQuery',
    ),

  publishSavedQuery: async (savedQueryId: Identifier, isPublished: boolean): Promise<{ id: string }> =>
    answered(
      (await graphqlRequest(PublishSavedQuery, { id: id(savedQueryId), p: isPublished })).data,
      'updateSavedQuery',
    ),

  deleteSavedQuery: async (savedQueryId: Identifier): Promise<{ id: string }> =>
    answered((await graphqlRequest(DeleteSavedQuery, { id: id(savedQueryId) })).data, 'deleteSavedQuery'),

  loadDemoData: async (input: {
    borrowers?: number;
    seed: number;
    reset: boolean;
    scenario?: string;
  }): Promise<DemoDataJob> => answered((await graphqlRequest(LoadDemoData, input)).data, 'loadDemoData'),

  /** Training's latest demo-data load, if any: the loader polls it while the load runs. */
  currentDemoDataJob: async (): Promise<DemoDataJob | null> =>
    (await graphqlRequest(CurrentDemoDataJob, {})).demoDataJob ?? null,
};

export type ConsoleActions = typeof consoleActions;
