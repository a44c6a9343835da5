import { Alert, AlertTitle } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../dates';
import type { ReadFlag } from '../records';

/** The reps flagged in the last week for opening more unclaimed borrowers in an hour than allowed. */
export const ReadFlags = () => {
  const since = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
  const { data } = useGetList<ReadFlag>('ReadFlag', {
    filter: { createdAt_gte: since },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 20 },
  });
  if (!data?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Flagged this week</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {data.map((flag) => (
          <li key={flag.id}>
            {flag.actorName ?? 'A rep'} opened {flag.unclaimedViews} borrowers they had not claimed within the
            hour before {formatDateTime(flag.createdAt)}.
          </li>
        ))}
      </ul>
    </Alert>
  );
};
