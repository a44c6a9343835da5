import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button, useRecordContext } from 'react-admin';
import type { Application } from '../../types';
import { useApplicationAction } from './useApplicationAction';

/** Claim when nobody holds the application; otherwise Unclaim (any rep may release any claim). */
export const ClaimButton = () => {
  const record = useRecordContext<Application>();
  const { run, isPending } = useApplicationAction();
  if (!record) return null;
  const action = record.assignedTo ? 'unclaim' : 'claim';
  return (
    <Button
      label={action === 'claim' ? 'Claim' : 'Unclaim'}
      disabled={isPending}
      // Inside a clickable row: the click claims, it does not open the borrower.
      onClick={(event) => {
        event.stopPropagation();
        run(action, record);
      }}
    >
      {action === 'claim' ? <AssignmentIndIcon /> : <AssignmentReturnIcon />}
    </Button>
  );
};
