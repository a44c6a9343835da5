import { useStore } from 'react-admin';

/**
 * The list a rep last worked in (the summary, their queue, a rep's queue), so the borrower page can
 * step to the previous and next borrower of that list.
 */
export interface LastList {
  storeKey: string;
  defaultWindow: boolean;
  /** The list's permanent filter (the queue's assignedTo). */
  filter: Record<string, unknown>;
  title: string;
}

export const useLastList = () => useStore<LastList | null>('console.lastList', null);
