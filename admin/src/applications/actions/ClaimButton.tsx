import { useState } from 'react';
import { Button, Confirm, useGetIdentity, useRecordContext } from 'react-admin';
import type { Application } from '../../records';
import { useApplicationAction } from './useApplicationAction';

/**
 * Claim when nobody holds the application, Unclaim when the rep holds it. Staff can claim any
 * application (spec §6): Claim on one another rep holds asks 'Take over from Rita Rep?' first, then
 * takes it over from that rep (refused if the holder changed meanwhile). A small text button,
 * without an icon, so the list's last column stays inside a 1280-px screen.
 */
export const ClaimButton = () => {
  const record = useRecordContext<Application>();
  const { identity } = useGetIdentity();
  const { run, isPending } = useApplicationAction();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const heldByOther = !!record.assignedTo && !!identity && record.assignedTo !== identity.id;
  const action = !record.assignedTo ? 'claim' : heldByOther ? 'takeOver' : 'unclaim';
  const holder = record.assignedToName ?? 'another representative';
  return (
    <>
      <Button
        label={action === 'unclaim' ? 'Unclaim' : 'Claim'}
        disabled={isPending}
        size="small"
        // Inside a clickable row: the click claims, it does not open the borrower.
        onClick={(event) => {
          event.stopPropagation();
          if (action === 'takeOver') setAsking(true);
          else run(action, record);
        }}
      />
      {/* Portalled out of the row; its clicks stop there and do not open the borrower. */}
      <Confirm
        isOpen={asking}
        title={`Take over from ${holder}?`}
        content={`${holder} holds this application. Taking it over moves it to your queue; the History tab records it.`}
        confirm="Take over"
        onConfirm={() => {
          setAsking(false);
          run('takeOver', record);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
