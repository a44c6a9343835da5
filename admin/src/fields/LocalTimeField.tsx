import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Application } from '../records';

export const unknownTimeZone = 'Unknown time zone';

/**
 * Whether a rep may call, in words (TCPA: 8 am to 9 pm in the borrower's time); the short form
 * fits a list's cell, under the local time.
 */
export const callableText = (callable: boolean, form: 'long' | 'short' = 'long') =>
  `${callable ? 'Callable' : 'Not callable'}${form === 'long' ? ' now' : ''}`;

/**
 * The borrower's local time and whether a rep may call now, as the server computed them
 * (api/domain/callingHours.ts) — a compact cell of two short lines; the zone in words when unknown.
 */
export const LocalTimeField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  if (!record.borrowerLocalTime && !record.notCallableReason) {
    return (
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', maxWidth: '6rem' }}
      >
        {unknownTimeZone}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2">
        {record.borrowerLocalTime ?? unknownTimeZone}
      </Typography>
      <Typography
        component="span"
        variant="caption"
        color={record.callableNow ? 'success.dark' : 'text.secondary'}
      >
        {callableText(!!record.callableNow, 'short')}
      </Typography>
      {record.notCallableReason && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ whiteSpace: 'normal', maxWidth: '9rem' }}
        >
          {record.notCallableReason}
        </Typography>
      )}
    </Box>
  );
};
