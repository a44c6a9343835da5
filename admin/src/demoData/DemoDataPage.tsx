import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { DemoDataLoader } from './DemoDataLoader';

/** Lead-only: demo borrowers to train new reps on. */
export const DemoDataPage = () => (
  <Card sx={{ mt: 2, maxWidth: 720 }}>
    <Title title="Demo data" />
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Demo data
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Load demo borrowers — every status, both application types, offers, declines, contact histories and
        plans — so new representatives can practise without real borrowers&apos; data, or reset them.
      </Typography>
      <DemoDataLoader />
    </CardContent>
  </Card>
);

export default DemoDataPage;
