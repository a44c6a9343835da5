import { Stack, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { CreditorTermsNotice } from '../creditors/CreditorTermsNotice';
import { canAccess } from '../permissions';
import { FloorStart } from './FloorStart';
import { RepStart } from './RepStart';

/**
 * The console's home (instead of a redirect): a rep's day — call-backs due, who may be called now,
 * new applications — and, for a lead, the floor first.
 */
export const StartPage = () => {
  const { permissions } = usePermissions();
  const lead = canAccess(permissions, 'floor:read');
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title="Today" />
      <CreditorTermsNotice />
      {lead && (
        <section aria-labelledby="floor-title">
          <Typography id="floor-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            The floor
          </Typography>
          <FloorStart />
        </section>
      )}
      <section aria-labelledby="my-day-title">
        <Typography id="my-day-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          My day
        </Typography>
        <RepStart />
      </section>
    </Stack>
  );
};

export default StartPage;
