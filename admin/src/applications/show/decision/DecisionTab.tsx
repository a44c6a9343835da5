import { Alert, Grid, List, ListItem, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../../../fields/money';
import { Tile } from '../../../fields/Tile';
import { OfferList } from '../../../offers/OfferList';
import { LeftOutCreditors } from './LeftOutCreditors';
import type { Application } from '../../../records';
import type { TabContentProps } from '../tabContent';

const money = (dollars: number | null | undefined) => (dollars == null ? '—' : formatMoney(dollars));

/**
 * The newest decision: qualified or why not, the savings, the plan length, the offers, the debts
 * left out of the plan, and whether its creditor terms had been reviewed.
 */
export const DecisionTab = (_props: TabContentProps) => {
  const decision = useRecordContext<Application>()?.decision;
  if (!decision)
    return <Typography variant="body2">There was no decision made for this borrower.</Typography>;
  return (
    <Stack spacing={3}>
      <Alert severity={decision.isQualified ? 'success' : 'warning'}>
        {decision.isQualified ? 'Qualified' : 'Not qualified'}
      </Alert>
      {decision.creditorTermsReviewed === false && (
        <Alert severity="info">
          Decided on the agency’s starting creditor terms before a lead had reviewed them: each offer names
          the terms version it used.
        </Alert>
      )}
      {decision.disqualificationReasons.length > 0 && (
        <section aria-label="Disqualification reasons">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
            Disqualification reasons
          </Typography>
          <List dense>
            {decision.disqualificationReasons.map(({ reason }) => (
              <ListItem key={reason}>{reason}</ListItem>
            ))}
          </List>
        </section>
      )}
      <Grid container spacing={2}>
        {[
          ['Monthly savings', money(decision.monthlySavings)],
          ['Plan length', `${decision.planLengthInMonths} months`],
          ['Current unsecured debt payment', money(decision.currentUnsecuredDebtPayment)],
          ['Proposed unsecured debt payment', money(decision.proposedUnsecuredDebtPayment)],
        ].map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Tile label={label}>{value}</Tile>
          </Grid>
        ))}
      </Grid>
      <OfferList />
      <LeftOutCreditors creditors={decision.leftOutCreditors ?? []} />
    </Stack>
  );
};
