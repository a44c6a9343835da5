import LinkIcon from '@mui/icons-material/InsertLinkOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { hasBankToReconnect } from '@domain/reconnectLink';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { Application } from '../../records';

/**
 * E-mails the borrower a link to reconnect their bank. The server decides whether one may go (a
 * disconnected or missing bank, none sent in the last 24 hours) and its refusal is shown as it says.
 */
export const SendReconnectLinkButton = () => {
  const record = useRecordContext<Application>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending: sending } = useMutation({
    mutationFn: (application: Application) => dataProvider.sendReconnectLink(application.id),
    onSuccess: (_, application) => {
      notify(
        `Reconnect link sent to ${application.borrower?.email ?? application.borrowerName ?? 'the borrower'}`,
        {
          type: 'info',
        },
      );
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  // Offered only when there is a bank to reconnect (the server still judges the rest).
  if (!record || !hasBankToReconnect(record.bankItems ?? [])) return null;
  const who = record.borrowerName ?? 'the borrower';

  function send() {
    setAsking(false);
    mutate(record!);
  }

  return (
    <>
      <Button label="Send reconnect link" disabled={sending} onClick={() => setAsking(true)}>
        <LinkIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="Send a reconnect link"
        content={`E-mail ${who} a link to connect their bank again, in their language?`}
        confirm="Send"
        onConfirm={send}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
