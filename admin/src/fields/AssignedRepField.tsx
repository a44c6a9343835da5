import Typography from '@mui/material/Typography';
import { useGetIdentity, useRecordContext } from 'react-admin';
import type { Application } from '../records';

/** The rep an application is claimed by, with '(You)' on the signed-in rep's own claims. */
export const AssignedRepField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Application>();
  const { identity } = useGetIdentity();
  if (!record?.assignedTo) return null;
  const name = record.assignedToName ?? 'Another representative';
  return (
    <Typography component="span" variant="body2">
      {record.assignedTo === identity?.id ? `${name} (You)` : name}
    </Typography>
  );
};
