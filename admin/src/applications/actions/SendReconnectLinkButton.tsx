import LinkIcon from '@mui/icons-material/InsertLinkOutlined';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { hasBankToReconnect } from '@domain/reconnectLink';
import { graphql } from '../../gql';
import { graphqlRequest } from '../../providers/graphqlRequest';
import type { Application } from '../../records';

const mutation = graphql(`
  mutation SendReconnectLink($id: ID!) {
    sendReconnectLink(applicationId: $id) {
      id
    }
  }
`);

/**
 * E-mails the borrower a link to reconnect their bank. The server decides whether one may go (a
 * disconnected or missing bank, none sent in the last 24 hours) and its refusal is shown as it says.
 */
export const SendReconnectLinkButton = () => {
  const record = useRecordContext<Application>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  // Offered only when there is a bank to reconnect (the server still judges the rest).
  if (!record || !hasBankToReconnect(record.bankItems ?? [])) return null;
  const who = record.borrowerName ?? 'the borrower';

  async function send() {
    setAsking(false);
    setSending(true);
    try {
      await graphqlRequest(mutation, { id: record!.id });
      notify(`Reconnect link sent to ${record!.borrower?.email ?? who}`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
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
