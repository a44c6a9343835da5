import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-admin';
import { ShortNumber } from '../fields/ShortNumber';

interface StartCardProps {
  icon: ReactNode;
  title: string;
  /** The figure in large type ('4'), or nothing while loading. */
  figure?: ReactNode;
  /** Where 'See all' goes: the list behind the card. */
  to?: string;
  children?: ReactNode;
}

/** A start-page card as in Posters Galore's dashboard: an icon, a title and a figure, a list below. */
export const StartCard = ({ icon, title, figure, to, children }: StartCardProps) => {
  const id = `card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card
      component="section"
      aria-labelledby={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
          {icon}
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography id={id} variant="body2" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography variant="h5" component="p">
            {typeof figure === 'number' ? <ShortNumber value={figure} /> : (figure ?? '…')}
          </Typography>
        </Box>
      </CardContent>
      {children && <Divider />}
      <Box sx={{ flex: 1 }}>{children}</Box>
      {to && (
        <Box sx={{ p: 1, textAlign: 'right' }}>
          <Button size="small" component={RouterLink} to={to}>
            See all
          </Button>
        </Box>
      )}
    </Card>
  );
};
