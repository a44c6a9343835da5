import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';
import type { Locale } from '../../i18n/t';

dayjs.extend(customParseFormat);

/* The site's colours and font (global.css), not MUI's blue and Roboto: the calendar belongs to the form. */
const siteTheme = createTheme({
  palette: {
    primary: { main: '#0c6157', dark: '#084840', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
  },
  typography: { fontFamily: 'inherit' },
  shape: { borderRadius: 8 },
});

/* dayjs spells the spec's MM-dd-yyyy so. */
const formDate = 'MM-DD-YYYY';

/**
 * MUI's calendar for the date of birth: the year first, then the month and the day, between 120 and
 * 13 years ago; the day chosen fills the typed field.
 */
export default function DateOfBirthCalendar({
  value,
  locale,
  onPick,
}: {
  value: string;
  locale: Locale;
  onPick: (typed: string) => void;
}) {
  const today = dayjs();
  const typed = dayjs(value, formDate, true);
  return (
    <ThemeProvider theme={siteTheme}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={
          locale === 'es' ? esES.components.MuiLocalizationProvider.defaultProps.localeText : undefined
        }
      >
        <DateCalendar
          value={typed.isValid() ? typed : null}
          minDate={today.subtract(120, 'year')}
          maxDate={today.subtract(13, 'year')}
          openTo="year"
          views={['year', 'month', 'day']}
          onChange={(next, selection) => {
            if (next && selection === 'finish') onPick(next.format(formDate));
          }}
        />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
