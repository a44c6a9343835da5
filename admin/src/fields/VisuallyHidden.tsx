import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** MUI's own visually-hidden rule (its utils package is not one of ours). */
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only: a column of buttons still has a header that names it. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={hidden}>
    {children}
  </Box>
);
