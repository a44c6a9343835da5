import { Card, Grid } from '@mui/material';
import { Navigate, Show, useLocation, useRecordContext } from 'react-admin';
import { usePageView } from '../../readLog/pageView';
import type { Application } from '../../records';
import { ApplicationTabs } from './ApplicationTabs';
import { BorrowerNavigation } from './BorrowerNavigation';
import { BorrowerTile } from './BorrowerTile';
import { ChangedMeanwhile } from './ChangedMeanwhile';
import { defaultTabOf } from './defaultTab';
import { shownFields } from './shownFields';

/** The borrower tile on the left, the tabs on the right; without a tab in the URL, the spec's default tab. */
const BorrowerSummary = () => {
  const record = useRecordContext<Application>();
  const { pathname } = useLocation();
  if (!record) return null;
  if (/\/show\/?$/.test(pathname)) {
    return <Navigate to={`${pathname.replace(/\/$/, '')}/${defaultTabOf(record)}`} replace />;
  }
  return (
    <>
      <BorrowerNavigation />
      <ChangedMeanwhile applicationId={String(record.id)} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {/* Below a laptop's width the tile goes above the tabs: all seven tabs keep the row (1024 px). */}
        <Grid size={{ xs: 12, lg: 3 }}>
          <BorrowerTile />
        </Grid>
        <Grid size={{ xs: 12, lg: 9 }} sx={{ minWidth: 0 }}>
          <Card>
            <ApplicationTabs />
          </Card>
        </Grid>
      </Grid>
    </>
  );
};

/** The spec's /borrower-summary; one page load of it is one read of each part of the file. */
export const ApplicationShow = () => {
  usePageView();
  return (
    <Show
      component="div"
      actions={false}
      // Fetched again when the rep comes back to the window: what changed meanwhile shows.
      queryOptions={{ meta: { sparseFields: shownFields }, refetchOnWindowFocus: true }}
      // As narrow as the screen: the tab strip and the tables scroll inside it on a phone.
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
    >
      <BorrowerSummary />
    </Show>
  );
};

export default ApplicationShow;
