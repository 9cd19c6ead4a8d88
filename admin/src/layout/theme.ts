import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOURS } from '@satchel/shared';

/** The shop's leather browns; dark enough for white app-bar text (WCAG AA, checked by axe in e2e). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_COLOURS.leather },
    secondary: { main: BRAND_COLOURS.leatherDark },
  },
};
