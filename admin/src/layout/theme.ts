import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRAND_COLOURS } from '@satchel/shared';

/** MUI's green 900: white text on it reads at 7.9:1. */
const SUCCESS_GREEN = '#1b5e20';

/** The shop's leather browns; dark enough for white app-bar text (WCAG AA, checked by axe in e2e). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_COLOURS.leather },
    secondary: { main: BRAND_COLOURS.leatherDark },
    // MUI's green (#2e7d32) gives white text 5.1:1 at full strength, but under 4.5:1 for much of a
    // toast's fade; this one keeps above it (axe checks the success toast in e2e).
    success: { main: SUCCESS_GREEN },
  },
};
