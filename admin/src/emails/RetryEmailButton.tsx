import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/** A lead's Retry of a mail that failed for good; shown until it is pressed (the server records it). */
export const RetryEmailButton = () => {
  const record = useRecordContext<{ id: string; error?: string | null; retriedAt?: string | null }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate: retry, isPending } = useMutation({
    mutationFn: () => dataProvider.retryEmail(record!.id),
    onSuccess: () => {
      notify('The e-mail will be sent again', { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!record?.error || record.retriedAt) return null;
  return (
    <Button variant="contained" disabled={isPending} onClick={() => retry()}>
      Retry
    </Button>
  );
};
