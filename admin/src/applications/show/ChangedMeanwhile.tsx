import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetIdentity, useRefresh } from 'react-admin';
import { changeText, listenToApplication } from '../../live/applicationChanges';

/**
 * What another rep does to the open application shows at once — 'Claimed by Ravi Rep just now' —
 * and the page reloads the application, so its buttons are never stale.
 */
export const ChangedMeanwhile = ({ applicationId }: { applicationId: string }) => {
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const [text, setText] = useState<string | null>(null);
  const me = identity?.id;
  useEffect(() => {
    setText(null);
    return listenToApplication(applicationId, (change) => {
      if (change.actorId === me) return;
      setText(changeText(change));
      refresh();
    });
  }, [applicationId, me, refresh]);
  if (!text) return null;
  return (
    <Alert severity="warning" role="status" onClose={() => setText(null)} sx={{ mt: 1 }}>
      {text}
    </Alert>
  );
};
