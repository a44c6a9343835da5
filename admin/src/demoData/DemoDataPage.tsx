import { Alert, Card, CardContent, Link, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { trainingAddress, workspace } from '../workspace';
import { DemoDataLoader } from './DemoDataLoader';

/** Lead-only: demo borrowers to train new reps on — in the training workspace, never in live. */
export const DemoDataPage = () => (
  <Card sx={{ mt: 2, maxWidth: 760 }}>
    <Title title="Demo data" />
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        Demo data
      </Typography>
      {workspace === 'training' ? (
        <>
          <Typography variant="body1" sx={{ mb: 2 }}>
            Reset training to a scenario set before a class, or load random demo borrowers — every status,
            both application types, offers, declines, contact histories and plans. Staff accounts stay.
          </Typography>
          <DemoDataLoader />
        </>
      ) : (
        <Alert severity="info">
          This is the live workspace: real borrowers only. Demo data, practice accounts and resets live in the
          training workspace
          {trainingAddress ? (
            <>
              {' '}
              at <Link href={`${trainingAddress}/admin/`}>{trainingAddress}</Link>
            </>
          ) : null}
          .
        </Alert>
      )}
    </CardContent>
  </Card>
);

export default DemoDataPage;
