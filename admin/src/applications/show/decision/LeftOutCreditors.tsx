import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatMoney } from '../../../fields/money';
import type { Decision } from '../../../records';

type LeftOut = NonNullable<Decision['leftOutCreditors']>[number];

const money = (dollars: number | null | undefined) => (dollars == null ? '—' : formatMoney(dollars));

/** The debts a decision left out of the plan: the borrower keeps paying them as now, and why. */
export const LeftOutCreditors = ({ creditors }: { creditors: readonly LeftOut[] }) =>
  creditors.length === 0 ? null : (
    <section aria-labelledby="left-out-title">
      <Typography id="left-out-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Left out of the plan
      </Typography>
      <List dense>
        {creditors.map((c) => (
          <ListItem key={c.id} disableGutters>
            <ListItemText
              primary={`${c.lenderFriendlyName ?? c.lenderName ?? 'Creditor'}${c.accountLastFour ? ` ending ${c.accountLastFour}` : ''}: balance ${money(c.balance)}, ${money(c.currentPayment)} a month paid directly`}
              secondary={c.reason}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
