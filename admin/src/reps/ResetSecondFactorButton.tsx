import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { graphql } from '../gql';
import { graphqlRequest } from '../providers/graphqlRequest';
import type { Rep } from '../records';

const mutation = graphql(`
  mutation ResetSecondFactor($id: ID!) {
    resetSecondFactor(id: $id) {
      id
      hasSecondFactor
    }
  }
`);

/**
 * A lead resets a rep's two-step sign-in (a lost phone): the rep is signed out and sets up an
 * authenticator again at the next sign-in. The server records it in the audit log.
 */
export const ResetSecondFactorButton = () => {
  const rep = useRecordContext<Rep>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!rep) return null;
  const who = rep.name ?? rep.email;

  async function reset() {
    setAsking(false);
    try {
      await graphqlRequest(mutation, { id: rep!.id });
      notify(`Two-step sign-in reset for ${who}`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  }

  return (
    <>
      <Button label="Reset two-step sign-in" onClick={() => setAsking(true)}>
        <PhonelinkLockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="Reset two-step sign-in"
        content={`${who} will be signed out and will set up an authenticator app again at the next sign-in. Do this only when you know it is them asking (a lost or new phone).`}
        confirm="Reset"
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
