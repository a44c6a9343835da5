import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** A checkbox's name given as `aria-label` on the component (react-admin's row selector does so). */
const ariaLabelOf = (ownerState: object): string | undefined => {
  const label = (ownerState as Record<string, unknown>)['aria-label'];
  return typeof label === 'string' ? label : undefined;
};

const components = {
  // A spinner is a progress bar to assistive technology: it needs a name (react-admin's app-bar
  // indicator has none).
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  // MUI puts a checkbox's aria-label on its wrapping span, where it names nothing, and leaves the
  // input unnamed (axe: aria-prohibited-attr, label). It belongs on the input.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: object) => (ariaLabelOf(ownerState) ? { 'aria-label': undefined } : {}),
        input: (ownerState: object) => {
          const label = ariaLabelOf(ownerState);
          return label ? { 'aria-label': label } : {};
        },
      },
    },
  },
  // The spec's pagination: 2 margin pages and 2 range pages around the current one.
  RaPaginationActions: { defaultProps: { siblingCount: 2, boundaryCount: 2 } },
  // A wide table scrolls sideways on a phone rather than widening the page.
  RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
};

/** Training looks unlike live at a glance: its notice strip and its app bar (white text on both, over 9:1). */
export const trainingColors = { bar: '#5b2a86', appBar: '#3d1a5c' } as const;

// react-admin's default pair, recoloured a calm teal; the app bar uses the secondary colour.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#00796b', contrastText: '#fff' },
    secondary: { main: '#0f5e6e', contrastText: '#fff' },
    // MUI's red is under 4.5:1 on a filled input's grey: error labels must stay readable (WCAG AA).
    error: { main: '#c62828' },
  },
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#4db6ac' },
    secondary: { main: '#80cbc4' },
  },
  components: { ...defaultDarkTheme.components, ...components },
};
