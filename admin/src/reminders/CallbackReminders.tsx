import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import { Alert, AlertTitle, Box, Button, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useGetIdentity, useGetList } from 'react-admin';
import { defaultApplicationFilterValues } from '../applications/applicationFilterModel';
import { tabPaths } from '../applications/show/defaultTab';
import { callbackText } from '../contactAttempts/callbackText';
import { listLink } from '../dashboard/listLinks';
import { useApplicationChanges } from '../live/useApplicationChanges';
import type { Application } from '../records';
import { dismissReminder, dismissedReminders, dueReminders, reminderKey } from './reminderModel';

/** How often the clock is read to announce what has come due. */
const tickMs = 20_000;
/** More than this many coming due at once are summed up in one line. */
const shownAtOnce = 3;

const fields = ['id', 'borrowerName', 'borrowerTimeZone', 'callbackAt', 'callbackReminderAt'];

/**
 * A rep's call-backs announced in the console as they come due (issue 42), wherever the rep is: the
 * borrower's name and the booked time in the borrower's zone ('2:30 PM EST'), at the booked time or,
 * outside the hours and days the borrower's state allows calls, when they next open
 * (callbackReminderAt). Open goes to the borrower's contact history; Dismiss silences it in this tab.
 * Those already due when the console opened (a morning's overdue ones) are one line, not a stack.
 */
export const CallbackReminders = () => {
  const { identity } = useGetIdentity();
  const me = identity?.id;
  const [now, setNow] = useState(() => Date.now());
  // What was due before the console opened is one line; what comes due while it is open, announced.
  const [openedAt] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(dismissedReminders);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  const { data = [], refetch } = useGetList<Application>(
    'Application',
    {
      filter: { ...defaultApplicationFilterValues, assignedTo: me, callbackDue: true },
      sort: { field: 'callbackAt', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      meta: { sparseFields: fields, defaultWindow: false },
    },
    { enabled: !!me, refetchInterval: 5 * 60_000, refetchOnWindowFocus: true },
  );
  // A booking, a call or a move (of the rep's claims, or to them) changes what is due.
  useApplicationChanges(() => void refetch());
  // The reminders float over the page's foot: the page gets as much room below its end, so its last
  // rows can always be scrolled clear of them.
  const [shown, setShown] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    if (!shown) return;
    const observer = new ResizeObserver(() => setRoom(shown.offsetHeight + 16));
    observer.observe(shown);
    return () => observer.disconnect();
  }, [shown]);
  const due = dueReminders(data, now, dismissed);
  if (due.length === 0) return null;
  const dismiss = (applications: Application[]) => {
    for (const a of applications) dismissReminder(reminderKey(a));
    setDismissed(dismissedReminders());
  };
  const waiting = due.filter((a) => Date.parse(a.callbackReminderAt!) < openedAt);
  const fresh = due.filter((a) => Date.parse(a.callbackReminderAt!) >= openedAt);
  return (
    <>
      <Box aria-hidden sx={{ height: room }} />
      <Box
        ref={setShown}
        component="section"
        aria-label="Call-backs due"
        sx={{
          position: 'fixed',
          // Bottom left, over the menu's empty foot: the list's Claim buttons stay clear on the right.
          left: 16,
          bottom: 16,
          zIndex: 1300,
          width: 380,
          maxWidth: 'calc(100vw - 32px)',
        }}
      >
        {fresh.slice(0, shownAtOnce).map((a) => (
          <Alert
            key={reminderKey(a)}
            role="alert"
            severity="warning"
            icon={<EventRepeatIcon />}
            sx={{ mb: 1, boxShadow: 3 }}
          >
            <AlertTitle>Call-back due</AlertTitle>
            {a.borrowerName ?? 'A borrower'}, booked for {callbackText(a.callbackAt!, a.borrowerTimeZone)}
            <Box sx={{ mt: 0.5 }}>
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={`/Application/${String(a.id)}/show/${tabPaths.contactHistory}`}
                onClick={() => dismiss([a])}
              >
                Open
              </Button>
              <Button color="inherit" size="small" onClick={() => dismiss([a])}>
                Dismiss
              </Button>
            </Box>
          </Alert>
        ))}
        {(waiting.length > 0 || fresh.length > shownAtOnce) && (
          <Alert
            severity="warning"
            icon={<EventRepeatIcon />}
            sx={{ boxShadow: 3, alignItems: 'center' }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => dismiss([...waiting, ...fresh.slice(shownAtOnce)])}
              >
                Dismiss
              </Button>
            }
          >
            {waiting.length + Math.max(0, fresh.length - shownAtOnce)} call-back
            {waiting.length + Math.max(0, fresh.length - shownAtOnce) === 1 ? ' is' : 's are'} due.{' '}
            <Link component={RouterLink} to={listLink('/borrower-queue', { callbackDue: true })}>
              See them
            </Link>
          </Alert>
        )}
      </Box>
    </>
  );
};
