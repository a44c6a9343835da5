import { Card, Grid } from '@mui/material';
import { Navigate, Show, useLocation, useRecordContext } from 'react-admin';
import { usePageView } from '../../readLog/pageView';
import type { Application } from '../../types';
import { ApplicationTabs } from './ApplicationTabs';
import { BorrowerTile } from './BorrowerTile';
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
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <BorrowerTile />
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ minWidth: 0 }}>
        <Card>
          <ApplicationTabs />
        </Card>
      </Grid>
    </Grid>
  );
};

/** The spec's /borrower-summary; one page load of it is one read of each part of the file. */
export const ApplicationShow = () => {
  usePageView();
  return (
    <Show
      component="div"
      actions={false}
      queryOptions={{ meta: { sparseFields: shownFields } }}
      // As narrow as the screen: the tab strip and the tables scroll inside it on a phone.
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
    >
      <BorrowerSummary />
    </Show>
  );
};

export default ApplicationShow;
