import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import FiberNewIcon from '@mui/icons-material/FiberNewOutlined';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalkOutlined';
import { Grid } from '@mui/material';
import { useGetIdentity, useGetList } from 'react-admin';
import { callbackText, isOverdue } from '../contactAttempts/callbackText';
import { formatDateTime } from '../dates';
import { unknownTimeZone } from '../fields/LocalTimeField';
import { defaultApplicationFilterValues } from '../applications/applicationFilterModel';
import type { Application } from '../records';
import { useApplicationChanges } from '../live/useApplicationChanges';
import { ApplicationLines } from './ApplicationLines';
import { listLink } from './listLinks';
import { StartCard } from './StartCard';

const fields = [
  'id',
  'borrowerName',
  'borrowerLocalTime',
  'borrowerTimeZone',
  'callableNow',
  'callbackAt',
  'createdAt',
];
const shown = 5;

/**
 * A list of applications for a card: the first few and how many in all; fetched again on every change
 * (below) and each minute, for the clock's sake (callable now, due today).
 */
function useApplications(
  filter: Record<string, unknown>,
  sort: { field: string; order: 'ASC' | 'DESC' },
  defaultWindow: boolean,
) {
  return useGetList<Application>(
    'Application',
    {
      filter: { ...defaultApplicationFilterValues, ...filter },
      sort,
      pagination: { page: 1, perPage: shown },
      meta: { sparseFields: fields, defaultWindow },
    },
    { refetchInterval: 60_000, refetchOnWindowFocus: true },
  );
}

/**
 * A rep's start of the day: the call-backs they booked that are due (and overdue), the claims they
 * may call now, and the new applications nobody has claimed.
 */
export const RepStart = () => {
  const { identity } = useGetIdentity();
  const me = identity?.id;
  const callbacks = useApplications(
    { assignedTo: me, callbackDue: true },
    { field: 'callbackAt', order: 'ASC' },
    false,
  );
  const callable = useApplications(
    { assignedTo: me, callableNow: true },
    { field: 'callbackAt', order: 'ASC' },
    false,
  );
  const unclaimed = useApplications({ claimed: ['unclaimed'] }, { field: 'createdAt', order: 'DESC' }, true);
  // Claims, calls, moves and new applications by anyone show on the cards as they happen.
  useApplicationChanges(() => {
    void callbacks.refetch();
    void callable.refetch();
    void unclaimed.refetch();
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <StartCard
          icon={<EventRepeatIcon fontSize="large" />}
          title="My call-backs due today"
          figure={callbacks.total}
          to={listLink('/borrower-queue', { callbackDue: true })}
        >
          <ApplicationLines
            applications={callbacks.data}
            detail={(a) => (a.callbackAt ? callbackText(a.callbackAt, a.borrowerTimeZone) : '')}
            flag={(a) => (a.callbackAt && isOverdue(a.callbackAt) ? 'Overdue' : null)}
            empty="No call-back is due today."
          />
        </StartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StartCard
          icon={<PhoneInTalkIcon fontSize="large" />}
          title="Callable now among my claims"
          figure={callable.total}
          to={listLink('/borrower-queue', { callableNow: true })}
        >
          <ApplicationLines
            applications={callable.data}
            detail={(a) => a.borrowerLocalTime ?? unknownTimeZone}
            empty="None of your claims may be called now."
          />
        </StartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StartCard
          icon={<FiberNewIcon fontSize="large" />}
          title="New unclaimed applications"
          figure={unclaimed.total}
          to={listLink('/summary', { claimed: ['unclaimed'] })}
        >
          <ApplicationLines
            applications={unclaimed.data}
            detail={(a) => `Applied ${formatDateTime(a.createdAt)}`}
            empty="Every new application has been claimed."
          />
        </StartCard>
      </Grid>
    </Grid>
  );
};
