import { Alert, Button, Card, CardActions, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { practiseSecondFactor, turnOffSecondFactor } from '../providers/authApi';
import { leaveForSignIn } from '../providers/siteAccount';
import { workspace } from '../workspace';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ra.notification.http_error');

/** Training: turning a practice off takes a code from the authenticator (or a recovery code). */
const TurnOff = ({ onDone }: { onDone: () => void }) => {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        turnOffSecondFactor(code.trim())
          .then(() => {
            notify('Two-step sign-in is off', { type: 'info' });
            onDone();
          })
          .catch((error: unknown) => notify(messageOf(error), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      <TextField
        size="small"
        label="Code or recovery code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { autoComplete: 'one-time-code', maxLength: 40 } }}
      />
      <Button type="submit" disabled={!code.trim() || busy}>
        Turn it off
      </Button>
    </Stack>
  );
};

/**
 * Two-step sign-in on the Preferences page. Live asks every staff member for it; training lets a
 * trainee rehearse it as live asks it (issue 42): the next sign-in sets up an authenticator app,
 * every sign-in after asks for its code, until they turn it off here.
 */
export const TwoStepCard = () => {
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const notify = useNotify();
  const on = identity?.secondFactor === true;
  return (
    <Card component="section" aria-labelledby="two-step-title" sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent>
        <Typography id="two-step-title" variant="h6" component="h2" gutterBottom>
          Two-step sign-in
        </Typography>
        {workspace === 'live' ? (
          <Typography variant="body2">
            On: every sign-in asks for the code your authenticator app shows. If you lose your phone, a lead
            resets it on the Reps screen.
          </Typography>
        ) : on ? (
          <Stack spacing={2}>
            <Alert severity="success">
              On for practice: every sign-in asks for the code your authenticator app shows, as on live.
            </Alert>
            <TurnOff onDone={refresh} />
          </Stack>
        ) : (
          <Typography variant="body2">
            Live asks every staff member to set up an authenticator app at their first sign-in, and for its
            code at every sign-in after. Practise it here: you sign out, and your next sign-in asks you to set
            it up, exactly as live does.
          </Typography>
        )}
      </CardContent>
      {workspace === 'training' && !on && (
        <CardActions>
          <Button
            variant="contained"
            onClick={() =>
              void practiseSecondFactor()
                .then(() => leaveForSignIn('account.flash.practiseSecondFactor'))
                .catch((error: unknown) => notify(messageOf(error), { type: 'error' }))
            }
          >
            Practise at my next sign-in
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
