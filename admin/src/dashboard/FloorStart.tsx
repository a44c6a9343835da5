import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HourglassIcon from '@mui/icons-material/HourglassBottomOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUpOutlined';
import { Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { conversionPercent } from '@domain/floorFigures';
import { formatDateTime, startsOfLocalDayAndWeek } from '../dates';
import { useApplicationChanges } from '../live/useApplicationChanges';
import { durationWords, fetchFloorStats, repLabel, type RepFigure } from './floorApi';
import { listLink } from './listLinks';
import { StartCard } from './StartCard';

// The chart library loads only for a lead's start page.
const FloorChart = lazy(() => import('./FloorCharts'));

/** A chart for the eye and the same figures as a table for everyone. */
const PerRep = ({ figures, label }: { figures: RepFigure[]; label: string }) => (
  <Box sx={{ px: 2, pb: 1 }}>
    <Box aria-hidden="true">
      <Suspense fallback={<Box sx={{ height: 140 }} />}>
        <FloorChart figures={figures} label={label} />
      </Suspense>
    </Box>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Representative
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {label}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {figures.map((f) => (
          <TableRow key={f.repId}>
            <TableCell component="th" scope="row">
              {repLabel(f)}
            </TableCell>
            <TableCell align="right">{f.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

const Line = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ px: 2, py: 0.5 }}>
    {children}
  </Typography>
);

/**
 * A lead's floor at a glance: how old the unclaimed queue is and how soon borrowers hear from a rep,
 * what each rep holds and did today, and this week's conversion to a plan. The day and the week
 * start on the lead's own clock.
 */
export const FloorStart = () => {
  const starts = useMemo(() => startsOfLocalDayAndWeek(new Date()), []);
  const queryClient = useQueryClient();
  const { data: stats } = useQuery({
    queryKey: ['floorStats', starts],
    queryFn: () => fetchFloorStats(starts),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  // A claim, a call or a move anywhere on the floor shows in the figures as it happens.
  useApplicationChanges(() => void queryClient.invalidateQueries({ queryKey: ['floorStats'] }));
  const percent = stats ? conversionPercent(stats.contactedThisWeek, stats.enrolledThisWeek) : null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <StartCard
          icon={<HourglassIcon fontSize="large" />}
          title="Unclaimed queue"
          figure={stats?.unclaimedCount}
          // Every date: the whole queue, not only the last 72 hours.
          to={listLink('/summary', {
            claimed: ['unclaimed'],
            dateRange: { start: '2000-01-01', end: new Date().toISOString().slice(0, 10) },
          })}
        >
          {stats && (
            <>
              <Line>
                Oldest: {stats.oldestUnclaimedAt ? formatDateTime(stats.oldestUnclaimedAt) : 'none'}
              </Line>
              <Line>
                Median time to first contact:{' '}
                {stats.medianMinutesToFirstContact === null
                  ? 'no first contact in 30 days'
                  : `${durationWords(stats.medianMinutesToFirstContact)} (${stats.firstContactsCounted} in 30 days)`}
              </Line>
            </>
          )}
        </StartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <StartCard
          icon={<TrendingUpIcon fontSize="large" />}
          title="Conversion to a plan this week"
          figure={stats ? (percent === null ? '—' : `${percent} %`) : undefined}
        >
          {stats && (
            <Line>
              {stats.enrolledThisWeek} enrolled of {stats.contactedThisWeek} borrowers contacted since Monday
            </Line>
          )}
        </StartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <StartCard
          icon={<GroupsIcon fontSize="large" />}
          title="Claims per rep"
          figure={stats?.claimsPerRep.reduce((sum, f) => sum + f.value, 0)}
        >
          {stats && <PerRep figures={stats.claimsPerRep} label="Claims" />}
        </StartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, xl: 3 }}>
        <StartCard
          icon={<PhoneIcon fontSize="large" />}
          title="Contacts today per rep"
          figure={stats?.contactsTodayPerRep.reduce((sum, f) => sum + f.value, 0)}
        >
          {stats && <PerRep figures={stats.contactsTodayPerRep} label="Contacts today" />}
        </StartCard>
      </Grid>
    </Grid>
  );
};
