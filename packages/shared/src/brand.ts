/** The shop's leather colours: the back office's theme, its sign-in page and the ops page use them. */
export const BRAND_COLOURS = {
  /** Primary: dark enough for white text (WCAG AA). */
  leather: '#6d4c41',
  leatherDark: '#4e342e',
  tan: '#c2662d',
} as const;
