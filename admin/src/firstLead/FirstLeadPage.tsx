import { Alert, Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { passwordLength, passwordSpecialCharacters } from '@domain/password';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { siteSignIn } from '../providers/siteAccount';
import { postFirstLead, type FirstLeadFields } from './firstLeadApi';

const passwordHelp = `${passwordLength.min} to ${passwordLength.max} letters and digits, at least one of each; may also use spaces and ${passwordSpecialCharacters.split('').join(' ')}`;

const fields: { name: keyof FirstLeadFields; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];

/**
 * Live starts with no known password: the first lead opens the one-time link printed at start
 * (/admin/#/first-lead?token=…) and sets their account here, then signs in as anyone does.
 */
export const FirstLeadPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<FirstLeadFields>({
    email: '',
    name: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof FirstLeadFields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await postFirstLead(token, values);
    setBusy(false);
    setErrors(outcome.fields ?? {});
    setFailure(outcome.ok ? null : outcome.message);
    setDone(outcome.ok);
  };

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Set up the first lead
          </Typography>
          {done ? (
            <Alert severity="success">
              Your lead account is ready. <Link href={siteSignIn}>Sign in</Link> to add your reps.
            </Alert>
          ) : (
            <Stack component="form" spacing={2} onSubmit={submit} noValidate>
              <Typography variant="body2">
                This live workspace has no staff yet. This link works once, for 24 hours.
              </Typography>
              {!token && (
                <Alert severity="error">
                  This address has no setup token: open the link printed at start.
                </Alert>
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
              {fields.map((field) => (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                  error={Boolean(errors[field.name])}
                  helperText={errors[field.name] ?? (field.name === 'password' ? passwordHelp : undefined)}
                />
              ))}
              <Button type="submit" variant="contained" disabled={busy || !token}>
                Create my lead account
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default FirstLeadPage;
