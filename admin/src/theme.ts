import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const components = {
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
