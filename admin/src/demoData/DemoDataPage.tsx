import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/**
 * Where the form to load or reset demo borrowers will be wired to the API (being built). Until
 * then the page only explains itself: it must not pretend to load anything.
 */
export const DemoDataLoader = () => (
  <Alert severity="info">
    Loading demo data from the console is not available yet. Until it is, a lead can load it with
    <code> npm run seed</code> on the server.
  </Alert>
);

/** Lead-only: demo borrowers to train new reps on. */
export const DemoDataPage = () => (
  <Card sx={{ mt: 2, maxWidth: 720 }}>
    <Title title="Demo data" />
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Demo data
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        This page will load demo borrowers — every status, both application types, offers, declines, contact
        histories and plans — so new representatives can practise without real borrowers&apos; data. It can
        also reset them.
      </Typography>
      <DemoDataLoader />
    </CardContent>
  </Card>
);

export default DemoDataPage;
