import { Box } from '@mui/material';
import { trainingNotice } from '@domain/workspace';
import { trainingColors } from '../theme';

/** The strip above training's app bar: its height is what the layout makes room for. */
export const trainingBarHeight = '2rem';

/** Training's notice on every console screen, so no one takes a practice borrower for a person. */
export const TrainingBar = () => (
  <Box
    component="section"
    aria-label={trainingNotice.en}
    sx={{
      position: 'fixed',
      insetInline: 0,
      top: 0,
      height: trainingBarHeight,
      zIndex: (theme) => theme.zIndex.appBar + 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      bgcolor: trainingColors.bar,
      color: '#fff',
      fontWeight: 700,
      fontSize: '0.875rem',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    }}
  >
    {trainingNotice.en}
  </Box>
);
