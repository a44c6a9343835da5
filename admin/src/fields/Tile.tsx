import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A figure with its caption, e.g. 'Total monthly expenses' — '$2,310.00'. */
export const Tile = ({ label, children }: { label: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {children}
      </Typography>
    </CardContent>
  </Card>
);
