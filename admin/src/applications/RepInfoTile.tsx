import { Box, Stack, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { ShortNumber } from '../fields/ShortNumber';
import type { Rep } from '../records';

const Count = ({ label, value }: { label: string; value: number | undefined }) => (
  <Box>
    <Typography variant="h5" component="p">
      {value === undefined ? '–' : <ShortNumber value={value} />}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** The queue's rep info tile: how many applications the rep holds, and how many are Contacted. */
export const RepInfoTile = ({ repId }: { repId: string }) => {
  const { data: rep } = useGetOne<Rep>('Rep', {
    id: repId,
    meta: { sparseFields: ['id', 'name', 'assignedCount', 'contactedCount'] },
  });
  return (
    <Stack component="section" aria-label="Your borrowers" direction="row" spacing={4} sx={{ px: 2, pt: 2 }}>
      <Typography variant="subtitle1" sx={{ alignSelf: 'center', fontWeight: 500 }}>
        {rep?.name ?? ''}
      </Typography>
      <Count label="Assigned" value={rep?.assignedCount} />
      <Count label="Contacted" value={rep?.contactedCount} />
    </Stack>
  );
};
