import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity } from 'react-admin';
import { TwoStepCard } from './TwoStepCard';

const Detail = ({ label, value }: { label: string; value: unknown }) => (
  <div>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body1">{typeof value === 'string' && value ? value : '—'}</Typography>
  </div>
);

/**
 * The rep's contact information (e-mail and password change on the site's own pages), and two-step
 * sign-in: on in live, a practice of it in training.
 */
export const PreferencesPage = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return (
    <>
      <Card sx={{ mt: 2, maxWidth: 560 }}>
        <Title title="Preferences" />
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Contact information
          </Typography>
          <Stack spacing={1.5}>
            <Detail label="Name" value={identity.fullName} />
            <Detail label="Email" value={identity.email} />
            <Detail label="Phone" value={identity.phoneNumber} />
          </Stack>
        </CardContent>
        <CardActions>
          <Button href="/change-email">Change e-mail</Button>
          <Button href="/change-password">Change password</Button>
        </CardActions>
      </Card>
      <TwoStepCard />
    </>
  );
};

export default PreferencesPage;
