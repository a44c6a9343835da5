import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { movedText, type ReassignResult } from './reassignModel';

type Move = (dataProvider: ConsoleDataProvider, toRepId: string) => Promise<ReassignResult>;

/**
 * The reassign buttons' dialog state and their one way to move claims: say how many moved (or why
 * none could), then refresh the list whatever happened.
 */
export function useReassign(move: Move, onMoved?: () => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (toRepId: string) => move(dataProvider, toRepId),
    onSuccess: (result) => {
      notify(movedText(result), { type: 'info' });
      onMoved?.();
      setAsking(false);
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
    onSettled: () => refresh(),
  });
  return { asking, setAsking, busy: isPending, reassign: mutate };
}
