import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { maxDemoBorrowers } from '@domain/demoDataJob';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { currentDemoDataJob, loadDemoData, type DemoDataJob } from './demoDataApi';

const pollMs = 1000;

/** Load N demo borrowers with a seed (the same seed gives the same people), optionally resetting first. */
export const DemoDataLoader = () => {
  const notify = useNotify();
  const [borrowers, setBorrowers] = useState('200');
  const [seed, setSeed] = useState('1');
  const [reset, setReset] = useState(false);
  const [job, setJob] = useState<DemoDataJob | null>(null);
  const running = job?.status === 'running';

  useEffect(() => {
    currentDemoDataJob().then(setJob, () => undefined);
  }, []);

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => currentDemoDataJob().then(setJob, () => undefined), pollMs);
    return () => clearInterval(timer);
  }, [running]);

  const start = async () => {
    try {
      setJob(await loadDemoData({ borrowers: Number(borrowers), seed: Number(seed), reset }));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The load could not start', { type: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Borrowers"
          type="number"
          value={borrowers}
          onChange={(e) => setBorrowers(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: maxDemoBorrowers } }}
          helperText={`1 to ${maxDemoBorrowers.toLocaleString('en-US')}`}
        />
        <TextField
          label="Seed"
          type="number"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
          slotProps={{ htmlInput: { min: 1 } }}
          helperText="The same seed gives the same borrowers"
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={reset} onChange={(e) => setReset(e.target.checked)} />}
        label="First remove every borrower's data (staff accounts stay)"
      />
      <Box>
        <Button variant="contained" onClick={start} disabled={running}>
          Load demo data
        </Button>
      </Box>
      {job && <JobProgress job={job} />}
    </Stack>
  );
};

const JobProgress = ({ job }: { job: DemoDataJob }) => {
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 0;
  if (job.status === 'failed') return <Alert severity="error">The load stopped: {job.error}</Alert>;
  if (job.status === 'done') {
    return (
      <Alert severity="success">
        Loaded {job.borrowers.toLocaleString('en-US')} borrowers with seed {job.seed}
        {job.reset ? ' after removing the previous ones' : ''}.
      </Alert>
    );
  }
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Loading… {job.done.toLocaleString('en-US')} of {job.total.toLocaleString('en-US')} borrowers
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Demo data loading progress" />
    </Box>
  );
};
