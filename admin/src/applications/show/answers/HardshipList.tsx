import { Chip, Stack, Typography } from '@mui/material';
import { ReferenceManyField, WithListContext } from 'react-admin';
import type { HardshipKey } from '@domain/applicationOptions';
import type { Hardship } from '../../../records';

const hardshipLabels: Record<HardshipKey, string> = {
  hasTroubleMakingRentPayments: 'Trouble making rent payments',
  hasJobLossOrReducedIncome: 'Job loss or reduced income',
  hasIncreasedExpenses: 'Increased expenses',
  hasMedicalDebtOrExpenses: 'Medical debt or expenses',
  hasStudentLoans: 'Student loans',
  hasUtilityPayments: 'Utility payments',
  hasOtherHardship: 'Other hardship',
  hasCovidSpecificHardship: 'COVID-19 hardship',
};

/** The hardships the borrower checked on the life-events page. */
export const HardshipList = () => (
  <ReferenceManyField reference="Hardship" target="applicationId" perPage={20}>
    <WithListContext<Hardship>
      render={({ data }) => {
        const checked = (data ?? []).filter((h) => h.value);
        return (
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }} aria-label="Hardships">
            {checked.length === 0 ? (
              <Typography variant="body2">No hardships were checked.</Typography>
            ) : (
              checked.map((h) => (
                <Chip key={h.id} size="small" label={hardshipLabels[h.key as HardshipKey] ?? h.key} />
              ))
            )}
          </Stack>
        );
      }}
    />
  </ReferenceManyField>
);
