import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The shop's leather browns; dark enough for white app-bar text (WCAG AA, checked by axe in e2e). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#6d4c41' },
    secondary: { main: '#4e342e' },
  },
};
