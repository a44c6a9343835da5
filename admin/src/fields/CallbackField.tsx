import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { callbackText, isOverdue } from '../contactAttempts/callbackText';
import type { Application } from '../records';

/** The application's open call-back in the borrower's time, marked when it is overdue. */
export const CallbackField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Application>();
  if (!record?.callbackAt) return null;
  const overdue = isOverdue(record.callbackAt);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography component="span" variant="body2">
        {callbackText(record.callbackAt, record.borrowerTimeZone)}
      </Typography>
      {overdue && (
        <Typography component="span" variant="caption" sx={{ color: 'error.main', fontWeight: 500 }}>
          Overdue
        </Typography>
      )}
    </Box>
  );
};
