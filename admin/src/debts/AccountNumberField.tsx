import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/**
 * The last four of an account number, as the server lists it; the whole number only when the rep
 * asks for it, and the server records every such read.
 */
export const AccountNumberField = ({ debt }: { debt: { id: string; accountNumber?: string | null } }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [whole, setWhole] = useState<string | null>(null);
  const { mutate: reveal } = useMutation({
    mutationFn: () => dataProvider.revealAccountNumber(debt.id),
    onSuccess: setWhole,
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!debt.accountNumber) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {whole ?? debt.accountNumber}
      </Typography>
      {!whole && (
        <Tooltip title="Show the whole number (recorded)">
          <IconButton
            size="small"
            aria-label={`Show the whole account number ending ${debt.accountNumber.slice(-4)}`}
            onClick={() => reveal()}
          >
            <VisibilityIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
