import cssColours from 'color-name';
import { HEX_COLOR } from './products';

/**
 * How a variant's colour is painted: the swatch on its size chips, and the admin form's preview.
 * A colour is typed as a name ('Cognac') or a hex code; every variant is stored with a hex.
 */

/** Names of our trade that CSS does not know, or knows as another shade (CSS 'tan' and 'wine' differ). */
const LEATHER_COLOURS: Record<string, string> = {
  blush: '#de9ea6',
  burgundy: '#800020',
  camel: '#c19a6b',
  champagne: '#f1ddb8',
  charcoal: '#36454f',
  chestnut: '#954535',
  cognac: '#9a463d',
  cream: '#fffdd0',
  emerald: '#2e8b57',
  espresso: '#4b3621',
  forest: '#2c5531',
  mocha: '#967969',
  mustard: '#e1ad01',
  natural: '#e5d3b3',
  nude: '#e3bc9a',
  oxblood: '#4a0404',
  rust: '#b7410e',
  sand: '#c2b280',
  stone: '#928e85',
  taupe: '#8b7d6b',
  wine: '#722f37',
};

/** Painted for a name neither table knows: a quiet grey, until the admin picks the shade. */
export const UNKNOWN_COLOUR_HEX = '#9e9e9e';

/** A hex code typed as the colour ('7B3F00', '#7b3f00'), as stored: '#7b3f00'; null for a name. */
export function hexOf(color: string | undefined | null): string | null {
  const trimmed = color?.trim() ?? '';
  if (!HEX_COLOR.test(trimmed)) return null;
  return `#${trimmed.replace(/^#/, '').toLowerCase()}`;
}

/** The hex of a colour name ('Cognac', 'navy', 'Forest Green'), or null when it is not one we know. */
export function namedColourHex(name: string): string | null {
  const key = name.trim().toLowerCase();
  const leather = LEATHER_COLOURS[key];
  if (leather) return leather;
  const css = (cssColours as Record<string, [number, number, number]>)[key.replace(/[\s-]/g, '')];
  return css ? `#${css.map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : null;
}

/**
 * The hex a variant is stored and painted with: a hex typed as its colour, else the one chosen
 * for it, else its name's, else the grey of an unknown name.
 */
export function variantHex(color: string, chosenHex?: string | null): string {
  return hexOf(color) ?? hexOf(chosenHex) ?? namedColourHex(color) ?? UNKNOWN_COLOUR_HEX;
}
