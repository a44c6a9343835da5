import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { Rep } from '../records';

/**
 * A lead resets a rep's two-step sign-in (a lost phone): the rep is signed out and sets up an
 * authenticator again at the next sign-in. The server records it in the audit log.
 */
export const ResetSecondFactorButton = () => {
  const rep = useRecordContext<Rep>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { mutate } = useMutation({
    mutationFn: (target: Rep) => dataProvider.resetSecondFactor(target.id),
    onSuccess: (_, target) => {
      notify(`Two-step sign-in reset for ${target.name ?? target.email}`, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!rep) return null;
  const who = rep.name ?? rep.email;

  function reset() {
    setAsking(false);
    mutate(rep!);
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
