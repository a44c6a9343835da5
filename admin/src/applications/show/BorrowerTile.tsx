import { Box, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { formatDateTime } from '../../dates';
import { displayAnswer } from '../../fields/displayAnswer';
import { AssignedRepField } from '../../fields/AssignedRepField';
import { CallbackField } from '../../fields/CallbackField';
import { callableText, unknownTimeZone } from '../../fields/LocalTimeField';
import type { Application } from '../../records';
import { ArchiveButton } from '../actions/ArchiveButton';
import { ClaimButton } from '../actions/ClaimButton';
import { SendReconnectLinkButton } from '../actions/SendReconnectLinkButton';
import { applicationOptionLabels } from '../filterPanel/applicationFilterLabels';

/** A term and its value, grouped (a dl may group them in divs), so they stay together in columns. */
const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ mt: 1 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children || '—'}
    </Typography>
  </div>
);

const callingFields = ['id', 'borrowerTimeZone', 'borrowerLocalTime', 'callableNow', 'notCallableReason'];

/**
 * The borrower's local time and whether a rep may call now. The page's record has them as of its
 * load; they are fetched again every minute, so a page left open does not show a stale clock.
 */
const LocalTime = ({ record }: { record: Application }) => {
  const { data } = useGetOne<Application>(
    'Application',
    { id: record.id, meta: { sparseFields: callingFields } },
    { initialData: record, staleTime: 60_000, refetchInterval: 60_000 },
  );
  // After an edit of the address the page's record is newer than the last poll.
  const latest = data && data.borrowerTimeZone === record.borrowerTimeZone ? data : record;
  const { borrowerLocalTime, callableNow, notCallableReason } = latest;
  return (
    <>
      {borrowerLocalTime ?? unknownTimeZone}
      {callableNow !== null && callableNow !== undefined && (
        <>
          {' · '}
          <Typography
            component="span"
            variant="body2"
            color={callableNow ? 'success.dark' : 'text.secondary'}
          >
            {callableText(callableNow)}
          </Typography>
        </>
      )}
      {notCallableReason && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {notCallableReason}
        </Typography>
      )}
    </>
  );
};

/** The borrower page's left tile: who the borrower is, where the application stands, and its actions. */
export const BorrowerTile = () => {
  const record = useRecordContext<Application>();
  if (!record) return null;
  const b = record.borrower;
  const cityLine = [b?.city, [b?.state, b?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Card component="section" aria-label="Borrower">
      <CardContent>
        <Typography variant="h6" component="h2">
          {record.borrowerName ?? 'Unnamed borrower'}
        </Typography>
        <Chip
          label={record.status}
          color="primary"
          size="small"
          sx={{ mt: 1 }}
          aria-label={`Status: ${record.status}`}
        />
        {/* Above the tabs on a tablet: the details in columns, so the tile stays short. */}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: { md: 'grid', lg: 'block' },
            gridTemplateColumns: 'repeat(auto-fill, minmax(14em, 1fr))',
            columnGap: 2,
          }}
        >
          <Row label="Email">{b?.email && <a href={`mailto:${b.email}`}>{b.email}</a>}</Row>
          <Row label="Phone">{b?.phoneNumber && <a href={`tel:${b.phoneNumber}`}>{b.phoneNumber}</a>}</Row>
          <Row label="Address">{[b?.addressLine1, b?.addressLine2, cityLine].filter(Boolean).join(', ')}</Row>
          <Row label="Local time">
            <LocalTime record={record} />
          </Row>
          <Row label="Preferred language">{displayAnswer(b?.preferredLanguage, 'language')}</Row>
          <Row label="Type">{applicationOptionLabels[record.type] ?? record.type}</Row>
          <Row label="Referral">{record.routerLabel}</Row>
          <Row label="Created">{formatDateTime(record.createdAt)}</Row>
          <Row label="Assigned to">{record.assignedTo ? <AssignedRepField /> : 'Unclaimed'}</Row>
          <Row label="Call back">{record.callbackAt && <CallbackField />}</Row>
          <Row label="Enrolled in a plan">{record.isEnrolledInAPlan ? 'Yes' : 'No'}</Row>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ClaimButton />
        <ArchiveButton />
        <SendReconnectLinkButton />
      </CardActions>
    </Card>
  );
};
