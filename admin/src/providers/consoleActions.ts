import type { Identifier } from 'react-admin';
import type { SavedQueryList } from '@domain/applicationListFilter';
import type { DemoDataJob } from '@domain/demoDataJob';
import type { ReassignResult } from '../reassign/reassignModel';
import type { Application, Rep } from '../types';
import { graphqlRequest } from './graphqlRequest';

/**
 * The console's domain actions, each its own GraphQL mutation so its rule runs on the server, as
 * named data-provider methods (Atomic CRM's way): a component calls
 * `useDataProvider<ConsoleDataProvider>().claimApplication(id)` inside react-query's useMutation.
 * The documents are written out whole, one per action, so each can be read (and typed) on its own.
 */

/** What an application's action changes: its status and who holds it. */
export type ApplicationChange = Pick<Application, 'id' | 'status' | 'assignedTo' | 'assignedToName'> & {
  assignedToAt?: string | null;
};

async function changeApplication(mutation: string, variables: Record<string, unknown>) {
  return (await graphqlRequest<{ data: ApplicationChange }>(mutation, variables)).data;
}

export const consoleActions = {
  claimApplication: (id: Identifier) =>
    changeApplication(
      'mutation ($id: ID!) { data: claimApplication(id: $id) { id status assignedTo assignedToAt assignedToName } }',
      { id },
    ),

  unclaimApplication: (id: Identifier) =>
    changeApplication(
      'mutation ($id: ID!) { data: unclaimApplication(id: $id) { id status assignedTo assignedToAt assignedToName } }',
      { id },
    ),

  /**
   * `fromRepId` is the holder the rep saw and confirmed, so the server refuses the take-over if
   * someone else holds the application by now.
   */
  takeOverApplication: (id: Identifier, fromRepId: Identifier) =>
    changeApplication(
      `mutation ($id: ID!, $fromRepId: ID!) {
        data: takeOverApplication(id: $id, fromRepId: $fromRepId) { id status assignedTo assignedToAt assignedToName }
      }`,
      { id, fromRepId },
    ),

  archiveApplication: (id: Identifier) =>
    changeApplication(
      'mutation ($id: ID!) { data: archiveApplication(id: $id) { id status assignedTo assignedToAt assignedToName } }',
      { id },
    ),

  unarchiveApplication: (id: Identifier) =>
    changeApplication(
      'mutation ($id: ID!) { data: unarchiveApplication(id: $id) { id status assignedTo assignedToAt assignedToName } }',
      { id },
    ),

  /** Puts back the exact status the archive replaced. */
  undoArchiveApplication: (id: Identifier) =>
    changeApplication(
      'mutation ($id: ID!) { data: undoArchiveApplication(id: $id) { id status assignedTo assignedToAt assignedToName } }',
      { id },
    ),

  reassignApplications: async (ids: Identifier[], toRepId: Identifier): Promise<ReassignResult> => {
    const mutation = `mutation ($ids: [ID!]!, $to: ID!) {
      data: reassignApplications(ids: $ids, toRepId: $to) { moved toRepName }
    }`;
    return (await graphqlRequest<{ data: ReassignResult }>(mutation, { ids, to: toRepId })).data;
  },

  reassignAllClaims: async (fromRepId: Identifier, toRepId: Identifier): Promise<ReassignResult> => {
    const mutation = `mutation ($from: ID!, $to: ID!) {
      data: reassignAllClaims(fromRepId: $from, toRepId: $to) { moved toRepName }
    }`;
    return (await graphqlRequest<{ data: ReassignResult }>(mutation, { from: fromRepId, to: toRepId })).data;
  },

  /** E-mails the borrower a link to reconnect their bank; the answer is the contact attempt it records. */
  sendReconnectLink: async (applicationId: Identifier): Promise<{ id: string }> => {
    const mutation = 'mutation ($id: ID!) { data: sendReconnectLink(applicationId: $id) { id } }';
    return (await graphqlRequest<{ data: { id: string } }>(mutation, { id: applicationId })).data;
  },

  resetSecondFactor: async (repId: Identifier): Promise<Pick<Rep, 'id' | 'hasSecondFactor'>> => {
    const mutation = 'mutation ($id: ID!) { data: resetSecondFactor(id: $id) { id hasSecondFactor } }';
    return (await graphqlRequest<{ data: Pick<Rep, 'id' | 'hasSecondFactor'> }>(mutation, { id: repId }))
      .data;
  },

  /** The whole account number; the server records every such read. */
  revealAccountNumber: async (debtId: Identifier): Promise<string | null> => {
    const mutation = 'mutation ($id: ID!) { data: revealAccountNumber(debtId: $id) }';
    return (await graphqlRequest<{ data: string | null }>(mutation, { id: debtId })).data;
  },

  /** Names the list's current filters, the rep's own or (a lead's) shared with the floor. */
  createSavedQuery: async (input: {
    name: string;
    listKey: SavedQueryList;
    filterValues: Record<string, unknown>;
    isPublished: boolean;
  }): Promise<{ id: string }> => {
    const mutation = `mutation ($name: String!, $listKey: String!, $filterValues: String!, $isPublished: Boolean) {
      data: createSavedQuery(name: $name, listKey: $listKey, filterValues: $filterValues, isPublished: $isPublished) { id }
    }`;
    const variables = { ...input, filterValues: JSON.stringify(input.filterValues) };
    return (await graphqlRequest<{ data: { id: string } }>(mutation, variables)).data;
  },

  publishSavedQuery: async (id: Identifier, isPublished: boolean): Promise<{ id: string }> => {
    const mutation =
      'mutation ($id: ID!, $p: Boolean) { data: updateSavedQuery(id: $id, isPublished: $p) { id } }';
    return (await graphqlRequest<{ data: { id: string } }>(mutation, { id, p: isPublished })).data;
  },

  deleteSavedQuery: async (id: Identifier): Promise<{ id: string }> => {
    const mutation = 'mutation ($id: ID!) { data: deleteSavedQuery(id: $id) { id } }';
    return (await graphqlRequest<{ data: { id: string } }>(mutation, { id })).data;
  },

  loadDemoData: async (input: {
    borrowers?: number;
    seed: number;
    reset: boolean;
    scenario?: string;
  }): Promise<DemoDataJob> => {
    const mutation = `mutation ($borrowers: Int, $seed: Int!, $reset: Boolean, $scenario: String) {
      data: loadDemoData(borrowers: $borrowers, seed: $seed, reset: $reset, scenario: $scenario) {
        id status borrowers seed reset scenario done total startedAt finishedAt error startedByName
      }
    }`;
    return (await graphqlRequest<{ data: DemoDataJob }>(mutation, input)).data;
  },
};

export type ConsoleActions = typeof consoleActions;
