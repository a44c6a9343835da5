import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TextFieldProps } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';

/** The spec's MM-dd-yyyy, as dayjs spells it. */
const shownFormat = 'MM-DD-YYYY';
/** What the API takes and answers: an ISO day. */
const dayFormat = 'YYYY-MM-DD';

/**
 * What a half-typed or impossible date (02-30-2026) becomes: not a day, so the form's rule says
 * '… is invalid' instead of the field silently keeping the last good day.
 */
export const notADay = 'not-a-day';

const parse = (day: string): Dayjs | null => (day ? dayjs(day) : null);
const dayOf = (picked: Dayjs | null): string =>
  picked === null ? '' : picked.isValid() ? picked.format(dayFormat) : notADay;

interface DayPickerProps {
  label: ReactNode;
  /** An ISO day, '' for none. */
  value: string;
  /** An ISO day, '' when cleared, `notADay` while the typed text is not a date. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  textField?: Pick<TextFieldProps, 'size' | 'variant' | 'margin' | 'fullWidth'>;
}

/**
 * MUI's date picker over an ISO day: typed section by section (keyboard entry) or chosen on the
 * calendar, shown as MM-DD-YYYY.
 */
export const DayPicker = ({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
  textField,
}: DayPickerProps) => {
  // The picker keeps its own value so a half-typed date survives a re-render; a new value from
  // outside (a form reset, 'Clear dates') replaces it.
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(value));
  const [outside, setOutside] = useState(value);
  /** The field's text as shown, e.g. '11-DD-YYYY'. */
  const typed = useRef<HTMLInputElement>(null);
  if (value !== outside) {
    setOutside(value);
    if (value !== dayOf(picked) && value !== notADay) setPicked(parse(value));
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={picked}
        format={shownFormat}
        inputRef={typed}
        onChange={(next) => {
          setPicked(next);
          onChange(dayOf(next));
        }}
        slotProps={{
          textField: {
            name,
            // MUI says nothing while a date is half typed after a clear ('11-DD-YYYY' stays null): on
            // leaving the field, a typed digit without a whole date is not a day.
            onBlur: () => {
              if (picked === null && /\d/.test(typed.current?.value ?? '')) onChange(notADay);
              onBlur?.();
            },
            error,
            helperText,
            ...textField,
          },
        }}
      />
    </LocalizationProvider>
  );
};
