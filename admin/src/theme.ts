import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's default pair, recoloured a calm teal; the app bar uses the secondary colour.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#00796b', contrastText: '#fff' },
    secondary: { main: '#0f5e6e', contrastText: '#fff' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#4db6ac' },
    secondary: { main: '#80cbc4' },
  },
};
