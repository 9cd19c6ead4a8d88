/** The shop's leather colours: the back office's theme, its sign-in page and the ops page use them. */
export const BRAND_COLOURS = {
  /** Primary: dark enough for white text (WCAG AA). */
  leather: '#6d4c41',
  leatherDark: '#4e342e',
  tan: '#c2662d',
} as const;

/** The shop's name where the company's own is not set, and the end of every page title. */
export const SHOP_NAME = 'Satchel';

/** A page's title as the browser tab, search results and link previews show it: 'Tan Tote · Satchel'. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${SHOP_NAME}` : SHOP_NAME;
}

/** The storefront's pages with fixed names: their headings and browser-tab titles. */
export const PAGE_NAMES = {
  about: 'About Us',
  contact: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  refundPolicy: 'Refund Policy',
} as const;

/** What an address that names nothing shows (and the server's not-found head for crawlers). */
export const NOT_FOUND_PAGES = {
  product: { title: 'Product not found', text: "The product you're looking for doesn't exist" },
  category: { title: 'Category not found', text: "The category you're looking for doesn't exist" },
} as const;
