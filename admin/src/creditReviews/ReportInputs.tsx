import { Typography } from '@mui/material';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { collectionLabels, tradelineLabels, vantageScoreLabel } from '@domain/creditReportEntry';
import { accountTypeChoices, openOrClosedChoices } from './creditReviewLabels';

/*
 * No box cuts what is typed (docs/decisions/0153-refusals-say-why-and-nothing-is-cut.md): a fifth
 * digit stays in the last-four box and the rule refuses it with what to type.
 */
const money = { inputMode: 'decimal' as const };
const digits = { inputMode: 'numeric' as const };
/** Widths that fit what each field holds, so a line reads whole (a creditor's name, $99,999,999.99). */
const wide = { width: '18rem' };
const amount = { width: '9rem' };
const short = { width: '7rem' };
/** A tradeline's fields wrap onto a second line rather than run off the screen. */
const wrapLines = { '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap' } };

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
      slotProps={{ htmlInput: digits }}
      sx={short}
    />
    <ArrayInput source={`${person}.tradelines`} label="Tradelines">
      <SimpleFormIterator inline disableReordering sx={wrapLines}>
        <TextInput source="lenderName" label={tradelineLabels.lenderName} sx={wide} />
        <SelectInput
          source="accountType"
          label={tradelineLabels.accountType}
          choices={accountTypeChoices}
          sx={wide}
        />
        <TextInput
          source="accountNumberLast4"
          label={tradelineLabels.accountNumberLast4}
          slotProps={{ htmlInput: digits }}
          sx={short}
        />
        <TextInput
          source="currentBalance"
          label={tradelineLabels.currentBalance}
          slotProps={{ htmlInput: money }}
          sx={amount}
        />
        <TextInput
          source="monthlyPayment"
          label={tradelineLabels.monthlyPayment}
          slotProps={{ htmlInput: money }}
          sx={amount}
        />
        <SelectInput
          source="isOpen"
          label={tradelineLabels.isOpen}
          choices={openOrClosedChoices}
          sx={amount}
        />
        <TextInput
          source="late30DaysTotal"
          label={tradelineLabels.late30DaysTotal}
          slotProps={{ htmlInput: digits }}
          sx={amount}
        />
        <TextInput
          source="late60DaysTotal"
          label={tradelineLabels.late60DaysTotal}
          slotProps={{ htmlInput: digits }}
          sx={amount}
        />
        <TextInput
          source="late90DaysTotal"
          label={tradelineLabels.late90DaysTotal}
          slotProps={{ htmlInput: digits }}
          sx={amount}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source={`${person}.collections`} label="Collections">
      <SimpleFormIterator inline disableReordering sx={wrapLines}>
        <TextInput source="subscriberName" label={collectionLabels.subscriberName} sx={wide} />
        <TextInput
          source="accountNumberLast4"
          label={collectionLabels.accountNumberLast4}
          slotProps={{ htmlInput: digits }}
          sx={short}
        />
        <TextInput
          source="currentBalance"
          label={collectionLabels.currentBalance}
          slotProps={{ htmlInput: money }}
          sx={amount}
        />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
