import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { maxDemoBorrowers } from '@domain/demoDataJob';
import { demoScenarioById, demoScenarios } from '@domain/demoScenarios';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import type { DemoDataJob } from './demoDataApi';

const pollMs = 1000;
const random = 'random';
const jobQueryKey = ['demoDataJob'];

/**
 * A scenario set (a class's data, what it teaches beside it) or N random demo borrowers, with a seed
 * (the same seed gives the same people), optionally resetting training first.
 */
export const DemoDataLoader = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string>(demoScenarios[0].id);
  const [borrowers, setBorrowers] = useState('200');
  const [seed, setSeed] = useState('1');
  const [reset, setReset] = useState(true);
  // The latest load, asked again every second while it runs (its progress bar).
  const { data: job = null } = useQuery({
    queryKey: jobQueryKey,
    queryFn: () => dataProvider.currentDemoDataJob(),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? pollMs : false),
  });
  const running = job?.status === 'running';
  const scenario = demoScenarioById(choice);

  const { mutate: load } = useMutation({
    mutationFn: dataProvider.loadDemoData,
    onSuccess: (started) => queryClient.setQueryData<DemoDataJob | null>(jobQueryKey, started),
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'The load could not start', { type: 'error' }),
  });
  const start = () =>
    load({
      seed: Number(seed),
      reset,
      ...(scenario ? { scenario: scenario.id } : { borrowers: Number(borrowers) }),
    });

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="demo-data-choice">What to load</FormLabel>
        <RadioGroup
          aria-labelledby="demo-data-choice"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {demoScenarios.map((s) => (
            <FormControlLabel
              key={s.id}
              value={s.id}
              control={<Radio />}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {s.title}
                  </Typography>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({s.borrowers} borrowers) {s.teaches}
                  </Typography>
                </Box>
              }
            />
          ))}
          <FormControlLabel
            value={random}
            control={<Radio />}
            label="Random borrowers (every status and page)"
          />
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!scenario && (
          <TextField
            label="Borrowers"
            type="number"
            value={borrowers}
            onChange={(e) => setBorrowers(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: maxDemoBorrowers } }}
            helperText={`1 to ${maxDemoBorrowers.toLocaleString('en-US')}`}
          />
        )}
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
        label="First remove every borrower's data from training (staff and demo borrower accounts stay)"
      />
      <Box>
        <Button variant="contained" onClick={start} disabled={running}>
          {reset ? 'Reset training and load' : 'Load demo data'}
        </Button>
      </Box>
      {job && <JobProgress job={job} />}
    </Stack>
  );
};

const JobProgress = ({ job }: { job: DemoDataJob }) => {
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 0;
  const what = job.scenario
    ? `“${demoScenarioById(job.scenario)?.title ?? job.scenario}”`
    : 'random borrowers';
  if (job.status === 'failed') return <Alert severity="error">The load stopped: {job.error}</Alert>;
  if (job.status === 'done') {
    return (
      <Alert severity="success">
        Loaded {job.borrowers.toLocaleString('en-US')} borrowers ({what}) with seed {job.seed}
        {job.reset ? ' after removing the previous ones' : ''}.
      </Alert>
    );
  }
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Loading {what}… {job.done.toLocaleString('en-US')} of {job.total.toLocaleString('en-US')} borrowers
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Demo data loading progress" />
    </Box>
  );
};
