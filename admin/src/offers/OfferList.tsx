import { Stack, Typography } from '@mui/material';
import { DataTable, NumberField, ReferenceManyField, WithListContext } from 'react-admin';
import { usd } from '../fields/money';
import { TermsVersionField } from './TermsVersionField';

const noOffers = <Typography variant="body2">There are currently no offers</Typography>;

/** The staff offer view: one offer per creditor, the largest balance first. */
export const OfferList = () => (
  <ReferenceManyField
    reference="Offer"
    target="decisionId"
    source="decision.id"
    sort={{ field: 'balance', order: 'DESC' }}
    perPage={50}
  >
    <WithListContext
      render={({ total }) =>
        total === 0 ? (
          noOffers
        ) : (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
              Your Offer
            </Typography>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="lenderFriendlyName" label="Creditor" disableSort />
              <DataTable.NumberCol source="balance" label="Balance" options={usd} />
              <DataTable.Col source="currentPayment" label="Current payment" align="right" disableSort>
                <NumberField source="currentPayment" options={usd} />
              </DataTable.Col>
              <DataTable.NumberCol source="payment" label="Recommended payment" options={usd} />
              <DataTable.NumberCol source="term" label="Term (months)" />
              <DataTable.Col label="Creditor terms" disableSort>
                <TermsVersionField />
              </DataTable.Col>
            </DataTable>
          </Stack>
        )
      }
    />
  </ReferenceManyField>
);
