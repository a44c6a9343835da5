import { Typography } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { collectionLabels, tradelineLabels, vantageScoreLabel } from '@domain/creditReportEntry';
import { accountTypeChoices, openOrClosedChoices } from './creditReviewLabels';

const money = { inputMode: 'decimal' as const };
const count = { inputMode: 'numeric' as const, maxLength: 2 };

/** One person's report: the score, each tradeline, each collection, as the report prints them. */
export const ReportInputs = ({
  person,
  title,
}: {
  person: 'borrowerReport' | 'spouseReport';
  title: string;
}) => (
  <>
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {title}
    </Typography>
    <TextInput
      source={`${person}.vantageScore`}
      label={vantageScoreLabel}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
    />
    <ArrayInput source={`${person}.tradelines`} label="Tradelines">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="lenderName" label={tradelineLabels.lenderName} />
        <SelectInput source="accountType" label={tradelineLabels.accountType} choices={accountTypeChoices} />
        <TextInput
          source="accountNumberLast4"
          label={tradelineLabels.accountNumberLast4}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <TextInput
          source="currentBalance"
          label={tradelineLabels.currentBalance}
          slotProps={{ htmlInput: money }}
        />
        <TextInput
          source="monthlyPayment"
          label={tradelineLabels.monthlyPayment}
          slotProps={{ htmlInput: money }}
        />
        <SelectInput source="isOpen" label={tradelineLabels.isOpen} choices={openOrClosedChoices} />
        <TextInput
          source="late30DaysTotal"
          label={tradelineLabels.late30DaysTotal}
          slotProps={{ htmlInput: count }}
        />
        <TextInput
          source="late60DaysTotal"
          label={tradelineLabels.late60DaysTotal}
          slotProps={{ htmlInput: count }}
        />
        <TextInput
          source="late90DaysTotal"
          label={tradelineLabels.late90DaysTotal}
          slotProps={{ htmlInput: count }}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source={`${person}.collections`} label="Collections">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="subscriberName" label={collectionLabels.subscriberName} />
        <TextInput
          source="accountNumberLast4"
          label={collectionLabels.accountNumberLast4}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <TextInput
          source="currentBalance"
          label={collectionLabels.currentBalance}
          slotProps={{ htmlInput: money }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
