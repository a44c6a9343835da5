import { useEffect, useRef } from 'react';
import { useGetIdentity, useNavigate } from 'react-admin';
import { sendDraft } from '../drafts/draftApi';
import { takePlace, takeUnsentDrafts } from './keptAcrossSignOut';

/**
 * After signing back in (the session had ended under the rep): the drafts that could not reach the
 * server go there now, and the rep lands on the page they were on rather than the summary.
 */
export const ReturnAfterSignIn = () => {
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!identity || done.current) return;
    done.current = true;
    const userId = String(identity.id);
    const drafts = takeUnsentDrafts(userId).map(([formKey, draft]) =>
      sendDraft({ formKey, ...draft }).catch((error: unknown) =>
        console.error('A draft could not be kept', error),
      ),
    );
    const place = takePlace(userId);
    void Promise.all(drafts).then(() => {
      if (place) navigate(place, { replace: true });
    });
  }, [identity, navigate]);
  return null;
};
