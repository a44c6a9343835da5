import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { movedText, type ReassignResult } from './reassignApi';

/**
 * The reassign buttons' dialog state and their one way to move claims: say how many moved (or why
 * none could), then refresh the list whatever happened.
 */
export function useReassign(move: (toRepId: string) => Promise<ReassignResult>, onMoved?: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const reassign = async (toRepId: string) => {
    setBusy(true);
    try {
      notify(movedText(await move(toRepId)), { type: 'info' });
      onMoved?.();
      setAsking(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { asking, setAsking, busy, reassign };
}
