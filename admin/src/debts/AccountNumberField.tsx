import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { graphql } from '../gql';
import { graphqlRequest } from '../providers/graphqlRequest';

const reveal = graphql(`
  mutation RevealAccountNumber($id: ID!) {
    revealAccountNumber(debtId: $id)
  }
`);

/**
 * The last four of an account number, as the server lists it; the whole number only when the rep
 * asks for it, and the server records every such read.
 */
export const AccountNumberField = ({ debt }: { debt: { id: string; accountNumber?: string | null } }) => {
  const notify = useNotify();
  const [whole, setWhole] = useState<string | null>(null);
  if (!debt.accountNumber) return null;
  const show = async () => {
    try {
      const { revealAccountNumber } = await graphqlRequest(reveal, {
        id: debt.id,
      });
      setWhole(revealAccountNumber);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
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
            onClick={show}
          >
            <VisibilityIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
