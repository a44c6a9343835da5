import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState } from 'react';
import type { DateOfBirthProps } from './dateOfBirthProps';

/* dayjs spells the spec's MM-dd-yyyy so. */
const formDate = 'MM-DD-YYYY';

const parse = (typed: string) => (typed ? dayjs(typed, formDate, true) : null);

/**
 * The date of birth with MUI's picker (borrower-application §5): typed section by section or chosen
 * on the calendar, between 120 and 13 years ago. The page keeps the typed MM-DD-YYYY text (an
 * impossible date stays as text the rule calls invalid); the server converts it.
 */
export default function DateOfBirthPicker({
  name,
  label,
  hint,
  value,
  onChange,
  error,
  locale,
}: DateOfBirthProps) {
  // The picker keeps its own value: a half-typed date must survive the page's re-render.
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(value));
  const today = dayjs();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={
        locale === 'es' ? esES.components.MuiLocalizationProvider.defaultProps.localeText : undefined
      }
    >
      <div className="field field--date">
        <DatePicker
          label={label}
          value={picked}
          format={formDate}
          minDate={today.subtract(120, 'year')}
          maxDate={today.subtract(13, 'year')}
          openTo="year"
          views={['year', 'month', 'day']}
          onChange={(next) => {
            setPicked(next);
            onChange(next ? next.format(formDate) : '');
          }}
          slotProps={{
            textField: { name, fullWidth: true, error: Boolean(error), helperText: error ?? hint },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
