import type { GstRule } from '@satchel/shared';
import type { ArtSpec } from './art';

export interface DemoVariant {
  size: string;
  color: string;
  stock: number;
  /** List price (MRP) in rupees. */
  originalPrice: number;
  /** Selling price in rupees (docs/product.md §10), or null when sold at the list price. */
  discountPrice: number | null;
}

export interface DemoProduct {
  name: string;
  /** A leaf category's name. */
  category: string;
  description: string;
  isBestSeller: boolean;
  variants: DemoVariant[];
  /** One picture per colour, drawn in that colour. */
  images: ArtSpec[];
}

export interface DemoCategory {
  name: string;
  description: string;
  image: ArtSpec;
  children?: DemoCategory[];
  /** Examples of HSN codes and GST rules (the owner confirms them with their accountant); charged only once the shop is registered. */
  hsnCode?: string;
  gstRule?: GstRule;
}

/** Bags, wallets and luggage of leather or textile: HSN 4202. */
const BAGS_GST: Pick<DemoCategory, 'hsnCode' | 'gstRule'> = { hsnCode: '4202', gstRule: [{ upTo: null, rate: 18 }] };

export interface DemoCompany {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
}

export interface DemoLegalPage {
  slug: 'privacy-policy' | 'terms-conditions';
  title: string;
  content: string;
}

/** The body colour each colour name is drawn in, so a product's pictures match its variants. */
export const DEMO_COLOURS = {
  Tan: '#b0703c',
  Cognac: '#9a4a1c',
  Black: '#262626',
  Oxblood: '#5c1a1b',
  Chocolate: '#4e2a14',
  Camel: '#c19a6b',
  Olive: '#5b6b32',
  Navy: '#1f2a52',
  Teal: '#2f6262',
  Mustard: '#c8962e',
  Blush: '#d8a79c',
  Wine: '#722f37',
  Ivory: '#e9dfc9',
  Grey: '#6e6e70',
  Forest: '#2e4a33',
  Emerald: '#1f5f4a',
  Champagne: '#c9b28a',
} as const;

/** Hardware finishes; brass is the drawing's default. */
const SILVER = '#b9bdc3';
const GUNMETAL = '#6a6e75';
const ROSE_GOLD = '#c8998a';

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Handbags',
    ...BAGS_GST,
    description: 'Totes, clutches and slings cut from full-grain leather and finished by hand in our Mumbai workshop.',
    image: { kind: 'handbag', color: DEMO_COLOURS.Oxblood },
    children: [
      {
        name: 'Totes',
        description: 'Roomy open-top bags with two handles, for the office, the market and everything between.',
        image: { kind: 'tote', color: DEMO_COLOURS.Tan },
      },
      {
        name: 'Clutches',
        description: 'Slim evening bags with flaps, frames and clasps, sized for a phone, cards and a lipstick.',
        image: { kind: 'clutch', color: DEMO_COLOURS.Black, variant: 1 },
      },
      {
        name: 'Slings',
        description: 'Small crossbody bags on adjustable straps that keep your hands free.',
        image: { kind: 'sling', color: DEMO_COLOURS.Cognac, variant: 2 },
      },
    ],
  },
  {
    name: 'Wallets',
    ...BAGS_GST,
    description: 'Bifolds, card wallets and passport wallets with burnished edges and saddle stitching.',
    image: { kind: 'wallet', color: DEMO_COLOURS.Chocolate },
  },
  {
    name: 'Belts',
    // Articles of apparel and clothing accessories of leather.
    hsnCode: '4203',
    gstRule: [{ upTo: null, rate: 18 }],
    description: 'Single-piece leather belts with solid brass and steel buckles, in waist sizes 30 to 38.',
    image: { kind: 'belt', color: DEMO_COLOURS.Camel },
  },
  {
    name: 'Jackets',
    // Apparel: by the price of a piece.
    hsnCode: '4203',
    gstRule: [
      { upTo: 2500, rate: 5 },
      { upTo: null, rate: 18 },
    ],
    description: 'Leather and suede jackets made to be lived in and to get better with every year.',
    image: { kind: 'jacket', color: DEMO_COLOURS.Black, accent: SILVER },
  },
  {
    name: 'Travel',
    ...BAGS_GST,
    description: 'Cabin spinners, duffels and backpacks for short hops and long hauls.',
    image: { kind: 'travel', color: DEMO_COLOURS.Cognac, variant: 2 },
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Totes
  {
    name: 'Aarav Leather Tote',
    category: 'Totes',
    description:
      '<p>Our everyday tote in vegetable-tanned leather that softens and darkens with use. It takes a 14-inch laptop, a water bottle and lunch, and stands up on its own when you set it down.</p>',
    isBestSeller: true,
    variants: [
      { size: 'M', color: 'Tan', stock: 18, originalPrice: 5999, discountPrice: 4999 },
      { size: 'L', color: 'Tan', stock: 9, originalPrice: 6499, discountPrice: 5499 },
      { size: 'M', color: 'Black', stock: 0, originalPrice: 5999, discountPrice: 4999 },
      { size: 'L', color: 'Black', stock: 22, originalPrice: 6499, discountPrice: 5499 },
    ],
    images: [
      { kind: 'tote', color: DEMO_COLOURS.Tan },
      { kind: 'tote', color: DEMO_COLOURS.Black },
    ],
  },
  {
    name: 'Kavya Striped Canvas Tote',
    category: 'Totes',
    description:
      'Heavy cotton canvas woven with bold stripes and trimmed in leather. The long handles sit comfortably on the shoulder, and an inside zip pocket keeps your keys from wandering.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Navy', stock: 30, originalPrice: 2499, discountPrice: null },
      { size: 'One Size', color: 'Olive', stock: 17, originalPrice: 2499, discountPrice: null },
    ],
    images: [
      { kind: 'tote', color: DEMO_COLOURS.Navy, variant: 1 },
      { kind: 'tote', color: DEMO_COLOURS.Olive, variant: 1 },
    ],
  },
  {
    name: 'Ishaan Market Tote',
    category: 'Totes',
    description:
      'A sturdy shopper with a darker leather base that shrugs off wet floors and car boots. Pick the size that fits your weekly shop.',
    isBestSeller: false,
    variants: [
      { size: 'S', color: 'Cognac', stock: 6, originalPrice: 3999, discountPrice: null },
      { size: 'M', color: 'Cognac', stock: 14, originalPrice: 4499, discountPrice: null },
      { size: 'L', color: 'Cognac', stock: 3, originalPrice: 4999, discountPrice: 4299 },
    ],
    images: [{ kind: 'tote', color: DEMO_COLOURS.Cognac, variant: 2 }],
  },
  {
    name: 'Nisha Woven Tote',
    category: 'Totes',
    description:
      '<p>Strips of soft leather hand-woven into a basket weave by artisans in Dharavi.</p><ul><li>Magnetic top closure</li><li>Cotton lining with two slip pockets</li><li>Long handles for over the shoulder</li></ul>',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Mustard', stock: 12, originalPrice: 4599, discountPrice: 3679 },
      { size: 'M', color: 'Camel', stock: 6, originalPrice: 4599, discountPrice: 3679 },
    ],
    images: [
      { kind: 'tote', color: DEMO_COLOURS.Mustard, variant: 3 },
      { kind: 'tote', color: DEMO_COLOURS.Camel, variant: 3 },
    ],
  },
  {
    name: 'Inaya Structured Tote',
    category: 'Totes',
    description:
      'A doctor-style tote with a brass frame that holds its mouth open while you look for things. The little padlock is decorative, but the key works.',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Oxblood', stock: 8, originalPrice: 7999, discountPrice: 6999 },
      { size: 'M', color: 'Black', stock: 11, originalPrice: 7999, discountPrice: 6999 },
    ],
    images: [
      { kind: 'handbag', color: DEMO_COLOURS.Oxblood, variant: 1 },
      { kind: 'handbag', color: DEMO_COLOURS.Black, variant: 1 },
    ],
  },
  {
    name: 'Tanvi Shopper Tote',
    category: 'Totes',
    description:
      'A large, unlined shopper in pebbled leather with a contrast base. Light enough to fold into a suitcase, strong enough for a week of groceries.',
    isBestSeller: false,
    variants: [
      { size: 'L', color: 'Chocolate', stock: 15, originalPrice: 5299, discountPrice: null },
      { size: 'L', color: 'Teal', stock: 4, originalPrice: 5299, discountPrice: null },
    ],
    images: [
      { kind: 'tote', color: DEMO_COLOURS.Chocolate, variant: 2 },
      { kind: 'tote', color: DEMO_COLOURS.Teal, variant: 2 },
    ],
  },

  // Clutches
  {
    name: 'Meher Quilted Clutch',
    category: 'Clutches',
    description:
      'Diamond-quilted lambskin with a bar clasp and a chain you can tuck inside when you want to carry it in hand. Fits a large phone, cards and a lipstick.',
    isBestSeller: true,
    variants: [
      { size: 'One Size', color: 'Black', stock: 15, originalPrice: 3299, discountPrice: 2799 },
      { size: 'One Size', color: 'Wine', stock: 7, originalPrice: 3299, discountPrice: 2799 },
    ],
    images: [
      { kind: 'clutch', color: DEMO_COLOURS.Black, variant: 1 },
      { kind: 'clutch', color: DEMO_COLOURS.Wine, variant: 1 },
    ],
  },
  {
    name: 'Tara Envelope Clutch',
    category: 'Clutches',
    description:
      'A clean envelope clutch with a pointed flap and a round press-stud clasp. Made for weddings and long dinners.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Ivory', stock: 10, originalPrice: 2799, discountPrice: null },
      { size: 'One Size', color: 'Blush', stock: 4, originalPrice: 2799, discountPrice: null },
    ],
    images: [
      { kind: 'clutch', color: DEMO_COLOURS.Ivory, accent: SILVER },
      { kind: 'clutch', color: DEMO_COLOURS.Blush, accent: ROSE_GOLD },
    ],
  },
  {
    name: 'Zoya Frame Clutch',
    category: 'Clutches',
    description:
      'Soft gathered leather on a polished kiss-lock frame that closes with a satisfying click. A vintage shape with a modern, roomier body.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Emerald', stock: 9, originalPrice: 3499, discountPrice: 2999 },
      { size: 'One Size', color: 'Black', stock: 13, originalPrice: 3499, discountPrice: 2999 },
    ],
    images: [
      { kind: 'clutch', color: DEMO_COLOURS.Emerald, variant: 2 },
      { kind: 'clutch', color: DEMO_COLOURS.Black, variant: 2 },
    ],
  },
  {
    name: 'Sara Zip Wristlet',
    category: 'Clutches',
    description:
      'A zip-top pouch with a front slip pocket and a detachable wrist strap. Use it alone on a night out or as the organiser inside a bigger bag.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Tan', stock: 26, originalPrice: 1499, discountPrice: null },
      { size: 'One Size', color: 'Navy', stock: 0, originalPrice: 1499, discountPrice: null },
    ],
    images: [
      { kind: 'clutch', color: DEMO_COLOURS.Tan, variant: 3 },
      { kind: 'clutch', color: DEMO_COLOURS.Navy, variant: 3 },
    ],
  },
  {
    name: 'Anaya Champagne Clutch',
    category: 'Clutches',
    description:
      'Metallic-finish leather that picks up the light without shouting. The envelope flap hides a magnetic catch under its clasp.',
    isBestSeller: false,
    variants: [{ size: 'One Size', color: 'Champagne', stock: 12, originalPrice: 1999, discountPrice: 1599 }],
    images: [{ kind: 'clutch', color: DEMO_COLOURS.Champagne }],
  },
  {
    name: 'Ruhi Pleated Frame Clutch',
    category: 'Clutches',
    description:
      'Soft pleats fall from a rose-gold frame on this small evening clutch. A satin lining and a card slot inside.',
    isBestSeller: false,
    variants: [{ size: 'One Size', color: 'Wine', stock: 5, originalPrice: 2999, discountPrice: null }],
    images: [{ kind: 'clutch', color: DEMO_COLOURS.Wine, accent: ROSE_GOLD, variant: 2 }],
  },

  // Slings
  {
    name: 'Kabir Crossbody Sling',
    category: 'Slings',
    description:
      'A neat flap sling with a turn lock and an adjustable strap that sits at the hip. Room for a phone, keys, sunglasses and a small wallet.',
    isBestSeller: true,
    variants: [
      { size: 'One Size', color: 'Cognac', stock: 21, originalPrice: 3499, discountPrice: 2999 },
      { size: 'One Size', color: 'Black', stock: 14, originalPrice: 3499, discountPrice: 2999 },
    ],
    images: [
      { kind: 'sling', color: DEMO_COLOURS.Cognac },
      { kind: 'sling', color: DEMO_COLOURS.Black },
    ],
  },
  {
    name: 'Aditi Chain Sling',
    category: 'Slings',
    description:
      'Quilted leather on a light brass chain long enough to wear across the body. Dressy enough for evenings, small enough for every day.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Blush', stock: 8, originalPrice: 3999, discountPrice: null },
      { size: 'One Size', color: 'Black', stock: 16, originalPrice: 3999, discountPrice: null },
    ],
    images: [
      { kind: 'sling', color: DEMO_COLOURS.Blush, variant: 1 },
      { kind: 'sling', color: DEMO_COLOURS.Black, variant: 1 },
    ],
  },
  {
    name: 'Pari Saddle Sling',
    category: 'Slings',
    description:
      '<p>A rounded saddle bag with a deep flap and a buckled tab. The thick leather strap adjusts from hip to waist length.</p>',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Tan', stock: 6, originalPrice: 3799, discountPrice: 3299 },
      { size: 'One Size', color: 'Wine', stock: 11, originalPrice: 3799, discountPrice: 3299 },
    ],
    images: [
      { kind: 'sling', color: DEMO_COLOURS.Tan, variant: 2 },
      { kind: 'sling', color: DEMO_COLOURS.Wine, variant: 2 },
    ],
  },
  {
    name: 'Vihaan Camera Sling',
    category: 'Slings',
    description:
      'A boxy zip-top sling on a striped webbing strap, with a zipped front pocket for tickets and change. Built for long days out.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Olive', stock: 0, originalPrice: 2999, discountPrice: null },
      { size: 'One Size', color: 'Navy', stock: 13, originalPrice: 2999, discountPrice: null },
    ],
    images: [
      { kind: 'sling', color: DEMO_COLOURS.Olive, variant: 3 },
      { kind: 'sling', color: DEMO_COLOURS.Navy, variant: 3 },
    ],
  },
  {
    name: 'Mira Mini Sling',
    category: 'Slings',
    description:
      'Our smallest sling, with a flap, a turn lock and just enough room for the essentials. Light enough to forget you are wearing it.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Ivory', stock: 19, originalPrice: 2299, discountPrice: 1899 },
      { size: 'One Size', color: 'Teal', stock: 7, originalPrice: 2299, discountPrice: 1899 },
    ],
    images: [
      { kind: 'sling', color: DEMO_COLOURS.Ivory, accent: SILVER },
      { kind: 'sling', color: DEMO_COLOURS.Teal },
    ],
  },
  {
    name: 'Kiara Top-Handle Sling',
    category: 'Slings',
    description:
      'A structured, quilted bag with a rolled top handle and a chain strap for wearing crossbody. Comes in two sizes.',
    isBestSeller: false,
    variants: [
      { size: 'S', color: 'Oxblood', stock: 5, originalPrice: 5999, discountPrice: null },
      { size: 'M', color: 'Oxblood', stock: 9, originalPrice: 6999, discountPrice: 6299 },
      { size: 'S', color: 'Navy', stock: 3, originalPrice: 5999, discountPrice: null },
      { size: 'M', color: 'Navy', stock: 0, originalPrice: 6999, discountPrice: 6299 },
    ],
    images: [
      { kind: 'handbag', color: DEMO_COLOURS.Oxblood, variant: 3 },
      { kind: 'handbag', color: DEMO_COLOURS.Navy, variant: 3 },
    ],
  },

  // Wallets
  {
    name: 'Arjun Bifold Wallet',
    category: 'Wallets',
    description:
      'A classic bifold with six card slots, two hidden pockets and a full-length note section. Edges are burnished by hand and every seam is saddle-stitched.',
    isBestSeller: true,
    variants: [
      { size: 'One Size', color: 'Chocolate', stock: 35, originalPrice: 1499, discountPrice: 1199 },
      { size: 'One Size', color: 'Black', stock: 28, originalPrice: 1499, discountPrice: 1199 },
    ],
    images: [
      { kind: 'wallet', color: DEMO_COLOURS.Chocolate },
      { kind: 'wallet', color: DEMO_COLOURS.Black },
    ],
  },
  {
    name: 'Naina Contrast Bifold',
    category: 'Wallets',
    description:
      'A bifold lined in a lighter contrast leather, so your cards are easy to find. Slim enough for a back pocket.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Wine', stock: 17, originalPrice: 1799, discountPrice: null },
      { size: 'One Size', color: 'Navy', stock: 12, originalPrice: 1799, discountPrice: null },
    ],
    images: [
      { kind: 'wallet', color: DEMO_COLOURS.Wine, variant: 1 },
      { kind: 'wallet', color: DEMO_COLOURS.Navy, variant: 1 },
    ],
  },
  {
    name: 'Yash Snap Wallet',
    category: 'Wallets',
    description:
      '<p>A pebbled-leather wallet with a snap tab that keeps it closed in a bag.</p><ul><li>Six card slots</li><li>Note section</li><li>Brass press stud</li></ul>',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Tan', stock: 24, originalPrice: 1299, discountPrice: 999 },
      { size: 'One Size', color: 'Olive', stock: 9, originalPrice: 1299, discountPrice: 999 },
    ],
    images: [
      { kind: 'wallet', color: DEMO_COLOURS.Tan, variant: 2 },
      { kind: 'wallet', color: DEMO_COLOURS.Olive, variant: 2 },
    ],
  },
  {
    name: 'Diya ID Window Wallet',
    category: 'Wallets',
    description:
      'A clear window shows your ID or metro card without taking it out, with three card slots on the other side. Handy at office gates and airport security.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Teal', stock: 14, originalPrice: 1699, discountPrice: 1399 },
      { size: 'One Size', color: 'Chocolate', stock: 20, originalPrice: 1699, discountPrice: 1399 },
    ],
    images: [
      { kind: 'wallet', color: DEMO_COLOURS.Teal, variant: 3 },
      { kind: 'wallet', color: DEMO_COLOURS.Chocolate, variant: 3 },
    ],
  },
  {
    name: 'Aryan Slim Bifold',
    category: 'Wallets',
    description: 'A thin, no-fuss bifold in soft camel leather. Four cards, a few notes, nothing more.',
    isBestSeller: false,
    variants: [{ size: 'One Size', color: 'Camel', stock: 31, originalPrice: 999, discountPrice: null }],
    images: [{ kind: 'wallet', color: DEMO_COLOURS.Camel }],
  },
  {
    name: 'Sia Passport Wallet',
    category: 'Wallets',
    description:
      'Holds a passport, boarding passes, cards and foreign currency in one slim folio. The ID window takes your visa or residence card.',
    isBestSeller: false,
    variants: [{ size: 'One Size', color: 'Oxblood', stock: 7, originalPrice: 2299, discountPrice: 1799 }],
    images: [{ kind: 'wallet', color: DEMO_COLOURS.Oxblood, variant: 3 }],
  },
  {
    name: 'Rohan Coin Pocket Wallet',
    category: 'Wallets',
    description:
      'A compact bifold with a snap-closed pocket for coins and a spare key. Small enough for a front pocket.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Black', stock: 16, originalPrice: 899, discountPrice: null },
      { size: 'One Size', color: 'Grey', stock: 0, originalPrice: 899, discountPrice: null },
    ],
    images: [
      { kind: 'wallet', color: DEMO_COLOURS.Black, variant: 2, accent: SILVER },
      { kind: 'wallet', color: DEMO_COLOURS.Grey, variant: 2, accent: SILVER },
    ],
  },

  // Belts
  {
    name: 'Dhruv Classic Dress Belt',
    category: 'Belts',
    description:
      'A 3.5 cm belt cut from a single strip of full-grain leather with a solid brass buckle. Five holes let you fine-tune the fit.',
    isBestSeller: true,
    variants: [
      { size: '32', color: 'Black', stock: 20, originalPrice: 1299, discountPrice: null },
      { size: '34', color: 'Black', stock: 14, originalPrice: 1299, discountPrice: null },
      { size: '36', color: 'Black', stock: 9, originalPrice: 1299, discountPrice: null },
      { size: '38', color: 'Black', stock: 0, originalPrice: 1299, discountPrice: null },
    ],
    images: [{ kind: 'belt', color: DEMO_COLOURS.Black, variant: 1 }],
  },
  {
    name: 'Veer Everyday Belt',
    category: 'Belts',
    description:
      'A 3 cm belt with a brushed steel buckle that works with chinos and jeans alike. The leather keeper is stitched, not glued, so it never slides off.',
    isBestSeller: false,
    variants: [
      { size: '32', color: 'Tan', stock: 12, originalPrice: 1599, discountPrice: 1299 },
      { size: '34', color: 'Tan', stock: 18, originalPrice: 1599, discountPrice: 1299 },
      { size: '32', color: 'Black', stock: 10, originalPrice: 1599, discountPrice: 1299 },
      { size: '34', color: 'Black', stock: 21, originalPrice: 1599, discountPrice: 1299 },
    ],
    images: [
      { kind: 'belt', color: DEMO_COLOURS.Tan, accent: SILVER },
      { kind: 'belt', color: DEMO_COLOURS.Black, accent: SILVER },
    ],
  },
  {
    name: 'Aman Braided Belt',
    category: 'Belts',
    description:
      'Hand-braided leather that stretches a little, so any point along it works as a hole. Made for weekends, chinos and linen.',
    isBestSeller: false,
    variants: [
      { size: '32', color: 'Cognac', stock: 8, originalPrice: 1199, discountPrice: 949 },
      { size: '34', color: 'Cognac', stock: 0, originalPrice: 1199, discountPrice: 949 },
      { size: '36', color: 'Cognac', stock: 6, originalPrice: 1199, discountPrice: 949 },
    ],
    images: [{ kind: 'belt', color: DEMO_COLOURS.Cognac, variant: 3 }],
  },
  {
    name: 'Rehan Woven Leather Belt',
    category: 'Belts',
    description:
      'Fine leather strips woven into a flat basket pattern around a steel core. Sits well with denim and holds its shape for years.',
    isBestSeller: false,
    variants: [
      { size: '34', color: 'Chocolate', stock: 11, originalPrice: 1499, discountPrice: null },
      { size: '36', color: 'Chocolate', stock: 7, originalPrice: 1499, discountPrice: null },
      { size: '34', color: 'Olive', stock: 5, originalPrice: 1499, discountPrice: null },
      { size: '36', color: 'Olive', stock: 4, originalPrice: 1499, discountPrice: null },
    ],
    images: [
      { kind: 'belt', color: DEMO_COLOURS.Chocolate, variant: 2 },
      { kind: 'belt', color: DEMO_COLOURS.Olive, variant: 2 },
    ],
  },
  {
    name: 'Samar Suede Casual Belt',
    category: 'Belts',
    description:
      'Soft suede with a matt buckle for jeans and shorts. Brush it now and then and it will look new for years.',
    isBestSeller: false,
    variants: [
      { size: '32', color: 'Camel', stock: 15, originalPrice: 999, discountPrice: 799 },
      { size: '34', color: 'Camel', stock: 11, originalPrice: 999, discountPrice: 799 },
      { size: '32', color: 'Grey', stock: 7, originalPrice: 999, discountPrice: 799 },
      { size: '34', color: 'Grey', stock: 5, originalPrice: 999, discountPrice: 799 },
    ],
    images: [
      { kind: 'belt', color: DEMO_COLOURS.Camel, accent: GUNMETAL },
      { kind: 'belt', color: DEMO_COLOURS.Grey, accent: GUNMETAL },
    ],
  },
  {
    name: 'Neel Western Buckle Belt',
    category: 'Belts',
    description:
      'A wide belt in thick, oiled leather with a heavy polished steel buckle. It breaks in like a good pair of boots.',
    isBestSeller: false,
    variants: [
      { size: '34', color: 'Chocolate', stock: 3, originalPrice: 1899, discountPrice: 1599 },
      { size: '36', color: 'Chocolate', stock: 9, originalPrice: 1899, discountPrice: 1599 },
      { size: '38', color: 'Chocolate', stock: 2, originalPrice: 1899, discountPrice: 1599 },
    ],
    images: [{ kind: 'belt', color: DEMO_COLOURS.Chocolate, variant: 1, accent: SILVER }],
  },
  {
    name: 'Ira Slim Waist Belt',
    category: 'Belts',
    description:
      'A narrow belt with a rose-gold buckle, for cinching dresses, kurtas and blazers at the waist. Soft enough to knot if you prefer.',
    isBestSeller: false,
    variants: [
      { size: '30', color: 'Oxblood', stock: 13, originalPrice: 899, discountPrice: null },
      { size: '32', color: 'Oxblood', stock: 10, originalPrice: 899, discountPrice: null },
      { size: '30', color: 'Blush', stock: 8, originalPrice: 899, discountPrice: null },
      { size: '32', color: 'Blush', stock: 6, originalPrice: 899, discountPrice: null },
    ],
    images: [
      { kind: 'belt', color: DEMO_COLOURS.Oxblood, accent: ROSE_GOLD },
      { kind: 'belt', color: DEMO_COLOURS.Blush, accent: ROSE_GOLD },
    ],
  },

  // Jackets
  {
    name: 'Vikram Biker Leather Jacket',
    category: 'Jackets',
    description:
      '<p>The classic asymmetric biker in supple lambskin, with snap-down lapels, zipped cuffs and a belted hem.</p><ul><li>Quilted viscose lining</li><li>Three zipped pockets</li><li>Fits true to size; size up to layer a hoodie</li></ul>',
    isBestSeller: true,
    variants: [
      { size: 'S', color: 'Black', stock: 4, originalPrice: 14999, discountPrice: 12999 },
      { size: 'M', color: 'Black', stock: 7, originalPrice: 14999, discountPrice: 12999 },
      { size: 'L', color: 'Black', stock: 5, originalPrice: 14999, discountPrice: 12999 },
      { size: 'XL', color: 'Black', stock: 0, originalPrice: 14999, discountPrice: 12999 },
    ],
    images: [{ kind: 'jacket', color: DEMO_COLOURS.Black, accent: SILVER }],
  },
  {
    name: 'Kunal Leather Bomber',
    category: 'Jackets',
    description:
      'A relaxed bomber with ribbed collar, cuffs and hem, and a zipped pocket on the sleeve. Warm enough for a Delhi winter evening.',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Olive', stock: 6, originalPrice: 11999, discountPrice: null },
      { size: 'L', color: 'Olive', stock: 4, originalPrice: 11999, discountPrice: null },
      { size: 'M', color: 'Black', stock: 8, originalPrice: 11999, discountPrice: null },
      { size: 'L', color: 'Black', stock: 5, originalPrice: 11999, discountPrice: null },
    ],
    images: [
      { kind: 'jacket', color: DEMO_COLOURS.Olive, variant: 1 },
      { kind: 'jacket', color: DEMO_COLOURS.Black, variant: 1 },
    ],
  },
  {
    name: 'Arnav Suede Trucker Jacket',
    category: 'Jackets',
    description:
      'The denim-jacket shape in soft goat suede, with flap chest pockets and brass shank buttons. Wear it open over a T-shirt.',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Camel', stock: 6, originalPrice: 12499, discountPrice: 10999 },
      { size: 'L', color: 'Camel', stock: 3, originalPrice: 12499, discountPrice: 10999 },
      { size: 'M', color: 'Chocolate', stock: 8, originalPrice: 12499, discountPrice: 10999 },
      { size: 'L', color: 'Chocolate', stock: 2, originalPrice: 12499, discountPrice: 10999 },
    ],
    images: [
      { kind: 'jacket', color: DEMO_COLOURS.Camel, variant: 2 },
      { kind: 'jacket', color: DEMO_COLOURS.Chocolate, variant: 2 },
    ],
  },
  {
    name: 'Isha Quilted Field Jacket',
    category: 'Jackets',
    description:
      'A light, diamond-quilted jacket with a stand collar and two flap pockets. Packs small and keeps the chill off on hill-station mornings.',
    isBestSeller: false,
    variants: [
      { size: 'S', color: 'Forest', stock: 10, originalPrice: 8999, discountPrice: 7199 },
      { size: 'M', color: 'Forest', stock: 7, originalPrice: 8999, discountPrice: 7199 },
      { size: 'S', color: 'Navy', stock: 5, originalPrice: 8999, discountPrice: 7199 },
      { size: 'M', color: 'Navy', stock: 6, originalPrice: 8999, discountPrice: 7199 },
    ],
    images: [
      { kind: 'jacket', color: DEMO_COLOURS.Forest, variant: 3 },
      { kind: 'jacket', color: DEMO_COLOURS.Navy, variant: 3 },
    ],
  },
  {
    name: 'Reyansh Oxblood Biker Jacket',
    category: 'Jackets',
    description:
      'Our biker jacket in a deep oxblood that reads almost black indoors and glows red in the sun. Same lambskin, same lining, same belted hem.',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Oxblood', stock: 3, originalPrice: 13499, discountPrice: 11499 },
      { size: 'L', color: 'Oxblood', stock: 6, originalPrice: 13499, discountPrice: 11499 },
      { size: 'XL', color: 'Oxblood', stock: 4, originalPrice: 13499, discountPrice: 11499 },
    ],
    images: [{ kind: 'jacket', color: DEMO_COLOURS.Oxblood, accent: GUNMETAL }],
  },
  {
    name: 'Myra Leather Trucker Jacket',
    category: 'Jackets',
    description:
      'A trim trucker in smooth tan leather with a buttoned waistband. It starts a little stiff and moulds to you within weeks.',
    isBestSeller: false,
    variants: [
      { size: 'S', color: 'Tan', stock: 5, originalPrice: 13999, discountPrice: null },
      { size: 'M', color: 'Tan', stock: 7, originalPrice: 13999, discountPrice: null },
    ],
    images: [{ kind: 'jacket', color: DEMO_COLOURS.Tan, variant: 2 }],
  },

  // Travel
  {
    name: 'Safar Cabin Spinner',
    category: 'Travel',
    description:
      'A hard-shell cabin trolley sized for Indian domestic airlines, with four silent spinner wheels and a TSA combination lock. The handle locks at three heights.',
    isBestSeller: true,
    variants: [
      { size: 'S', color: 'Navy', stock: 11, originalPrice: 8999, discountPrice: 7499 },
      { size: 'S', color: 'Grey', stock: 6, originalPrice: 8999, discountPrice: 7499 },
    ],
    images: [
      { kind: 'travel', color: DEMO_COLOURS.Navy },
      { kind: 'travel', color: DEMO_COLOURS.Grey, accent: SILVER },
    ],
  },
  {
    name: 'Yatra Check-in Spinner',
    category: 'Travel',
    description:
      '<p>A polycarbonate check-in case with a contrast band, so you spot it on the belt first.</p><ul><li>Expandable by 4 cm</li><li>Compression straps inside</li><li>M takes a week, L takes two</li></ul>',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Black', stock: 7, originalPrice: 10999, discountPrice: null },
      { size: 'L', color: 'Black', stock: 5, originalPrice: 11999, discountPrice: 9999 },
      { size: 'M', color: 'Teal', stock: 4, originalPrice: 10999, discountPrice: null },
      { size: 'L', color: 'Teal', stock: 0, originalPrice: 11999, discountPrice: 9999 },
    ],
    images: [
      { kind: 'travel', color: DEMO_COLOURS.Black, variant: 3 },
      { kind: 'travel', color: DEMO_COLOURS.Teal, variant: 3 },
    ],
  },
  {
    name: 'Musafir Soft Trolley',
    category: 'Travel',
    description:
      'A soft-sided trolley in water-resistant canvas with a zipped front pocket for the things you need at the airport. Leather straps hold the load steady.',
    isBestSeller: false,
    variants: [
      { size: 'M', color: 'Chocolate', stock: 9, originalPrice: 9499, discountPrice: null },
      { size: 'M', color: 'Navy', stock: 12, originalPrice: 9499, discountPrice: null },
    ],
    images: [
      { kind: 'travel', color: DEMO_COLOURS.Chocolate, variant: 1 },
      { kind: 'travel', color: DEMO_COLOURS.Navy, variant: 1 },
    ],
  },
  {
    name: 'Raahi Leather Duffel',
    category: 'Travel',
    description:
      'A full-grain leather weekender with rolled handles, a padded shoulder strap and brass feet. It fits under an airline seat and gets better with every trip.',
    isBestSeller: true,
    variants: [
      { size: 'One Size', color: 'Cognac', stock: 8, originalPrice: 7999, discountPrice: 6799 },
      { size: 'One Size', color: 'Chocolate', stock: 5, originalPrice: 7999, discountPrice: 6799 },
    ],
    images: [
      { kind: 'travel', color: DEMO_COLOURS.Cognac, variant: 2 },
      { kind: 'travel', color: DEMO_COLOURS.Chocolate, variant: 2 },
    ],
  },
  {
    name: 'Sahil Canvas Weekender',
    category: 'Travel',
    description:
      'Waxed canvas with a leather base and handles, light enough to carry all day. Room for three days of clothes and a pair of shoes.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Olive', stock: 14, originalPrice: 5499, discountPrice: null },
      { size: 'One Size', color: 'Navy', stock: 10, originalPrice: 5499, discountPrice: null },
    ],
    images: [
      { kind: 'travel', color: DEMO_COLOURS.Olive, variant: 2 },
      { kind: 'travel', color: DEMO_COLOURS.Navy, variant: 2 },
    ],
  },
  {
    name: 'Trek Leather Backpack',
    category: 'Travel',
    description:
      'A zip-around leather backpack with a padded 15-inch laptop sleeve and a zipped front pocket. The back panel slides over a trolley handle.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Cognac', stock: 9, originalPrice: 6999, discountPrice: 5999 },
      { size: 'One Size', color: 'Black', stock: 12, originalPrice: 6999, discountPrice: 5999 },
    ],
    images: [
      { kind: 'backpack', color: DEMO_COLOURS.Cognac },
      { kind: 'backpack', color: DEMO_COLOURS.Black },
    ],
  },
  {
    name: 'Arya Flap Rucksack',
    category: 'Travel',
    description:
      'A canvas rucksack with a leather flap, two buckled straps and a drawstring opening. Good for treks, markets and long train rides.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Olive', stock: 18, originalPrice: 4999, discountPrice: null },
      { size: 'One Size', color: 'Tan', stock: 6, originalPrice: 4999, discountPrice: null },
    ],
    images: [
      { kind: 'backpack', color: DEMO_COLOURS.Olive, variant: 1 },
      { kind: 'backpack', color: DEMO_COLOURS.Tan, variant: 1 },
    ],
  },
  {
    name: 'Dev Roll-Top Backpack',
    category: 'Travel',
    description:
      'A weatherproof roll-top that grows with what you pack, with a zipped front pocket for quick access. Stays dry on a monsoon commute.',
    isBestSeller: false,
    variants: [
      { size: 'One Size', color: 'Black', stock: 15, originalPrice: 4499, discountPrice: 3824.15 },
      { size: 'One Size', color: 'Teal', stock: 0, originalPrice: 4499, discountPrice: 3824.15 },
    ],
    images: [
      { kind: 'backpack', color: DEMO_COLOURS.Black, variant: 3, accent: SILVER },
      { kind: 'backpack', color: DEMO_COLOURS.Teal, variant: 3 },
    ],
  },
];

export const DEMO_COMPANY: DemoCompany = {
  name: 'Satchel',
  email: 'hello@satchel.in',
  phone: '9820012345',
  address: 'Shop 14, Sea View Arcade, Linking Road, Bandra West, Mumbai, Maharashtra',
  pincode: '400050',
};

const EMAIL = DEMO_COMPANY.email;

export const DEMO_LEGAL_PAGES: DemoLegalPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>This policy explains what personal data Satchel collects when you use our website, why we collect it, who we share it with and the choices you have. By using the website you agree to the collection and use of information as described here.</p>
<h3>Information we collect</h3>
<ul>
<li><strong>Account details:</strong> your username, name, e-mail address, mobile number and date of birth.</li>
<li><strong>Delivery details:</strong> the addresses you save and the orders you place.</li>
<li><strong>Usage data:</strong> your browser type, the pages you visit and when, collected to keep the website working and secure.</li>
</ul>
<h3>How we use your information</h3>
<p>We use your details to create and run your account, to deliver your orders and collect cash on delivery, to send order confirmations and delivery updates, and to answer your questions. We do not sell your personal data, and we do not use it for advertising by anyone else.</p>
<h3>Cookies and local storage</h3>
<p>We keep your sign-in token, your cart and your wishlist in your browser's local storage so they are still there when you come back. You can clear them at any time by logging out or clearing your browser's data.</p>
<h3>Sharing your information</h3>
<p>We share your name, delivery address and phone number with our courier partners only to bring your order to your door. We may disclose information if the law requires it.</p>
<h3>Keeping your information</h3>
<p>We keep your account details for as long as your account is open, and order records for as long as Indian tax and accounting law requires. We protect your data with reasonable safeguards, but no method of transmission or storage is completely secure.</p>
<h3>Children's privacy</h3>
<p>Our service is not meant for anyone under the age of 13, and we do not knowingly collect personal data from children under 13. If you are a parent or guardian and believe your child has given us personal data, please contact us and we will delete it.</p>
<h3>Your rights</h3>
<p>You can see and update your profile and addresses in My Account at any time. To get a copy of your data or to have your account deleted, write to us and we will respond within 30 days.</p>
<h3>Changes to this policy</h3>
<p>We may update this policy from time to time. We will post the new version on this page and, for significant changes, let you know by e-mail.</p>
<h3>Contact us</h3>
<p>If you have any questions about this policy, e-mail us at <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms and Conditions',
    content: `<h2>Terms and Conditions</h2>
<p>Please read these terms carefully before using the Satchel website.</p>
<h3>Interpretation and definitions</h3>
<p>Words with a capital letter have the meanings defined below, whether they appear in the singular or the plural.</p>
<ul>
<li><strong>Company</strong> (also "we", "us" or "our") means Satchel, Linking Road, Bandra West, Mumbai 400050, India.</li>
<li><strong>Service</strong> means this website and the online shop on it.</li>
<li><strong>Terms</strong> means these Terms and Conditions, which form the entire agreement between you and the Company about the use of the Service.</li>
<li><strong>You</strong> means the person using the Service, or the company or other legal entity on whose behalf that person uses it.</li>
</ul>
<h3>Acknowledgment</h3>
<p>These Terms govern your use of the Service. By accessing or using the Service you agree to be bound by them; if you disagree with any part, you may not use the Service. You confirm that you are over the age of 18: the Company does not permit anyone under 18 to use the Service. Your use of the Service is also subject to our Privacy Policy.</p>
<h3>Links to other websites</h3>
<p>The Service may contain links to websites that the Company does not own or control. We have no control over, and accept no responsibility for, their content, privacy policies or practices. We recommend that you read the terms and privacy policies of any website you visit.</p>
<h3>Termination</h3>
<p>We may suspend or end your access to the Service immediately, without prior notice or liability, for any reason, including if you breach these Terms. Your right to use the Service then ends at once.</p>
<h3>Limitation of liability</h3>
<p>Whatever damages you might incur, the entire liability of the Company and its suppliers under these Terms is limited to the amount you actually paid through the Service, or 100 USD if you have not purchased anything through the Service. To the maximum extent the law allows, the Company is not liable for any special, incidental, indirect or consequential damages, such as loss of profits or data, arising from your use of the Service.</p>
<h3>"AS IS" and "AS AVAILABLE" disclaimer</h3>
<p>The Service is provided to you "AS IS" and "AS AVAILABLE", with all faults and defects and without warranty of any kind. To the maximum extent the law allows, the Company makes no promise that the Service will meet your requirements, be uninterrupted, or be free of errors, viruses or other harmful components. Some places do not allow these exclusions, so some of them may not apply to you.</p>
<h3>Governing law and disputes</h3>
<p>The laws of Maharashtra, India govern these Terms and your use of the Service, excluding their conflict-of-law rules. If you have a concern or dispute about the Service, you agree to first try to resolve it informally by contacting the Company.</p>
<p>If you are a consumer in the European Union, you will also benefit from any mandatory provisions of the law of the country in which you live.</p>
<p>You confirm that you are not located in a country that is subject to a United States government embargo or that has been designated by the United States government as a "terrorist supporting" country, and that you are not listed on any United States government list of prohibited or restricted parties.</p>
<h3>Severability</h3>
<p>If any provision of these Terms is held to be unenforceable or invalid, it will be changed and interpreted to achieve its purpose as far as the law allows, and the remaining provisions will continue in full force and effect.</p>
<h3>Waiver</h3>
<p>If we do not exercise a right or require performance of an obligation under these Terms, that does not affect our ability to do so later, and waiving a breach does not waive any later breach.</p>
<h3>Changes to these Terms</h3>
<p>We may modify or replace these Terms at any time. If a revision is material, we will make reasonable efforts to give at least 30 days' notice before the new terms take effect. By continuing to use the Service after revisions take effect, you agree to the revised Terms; if you do not agree, please stop using the Service.</p>
<h3>Contact us</h3>
<p>If you have any questions about these Terms, e-mail us at <a href="mailto:${EMAIL}">${EMAIL}</a>.</p>`,
  },
];

export interface DemoCustomer {
  username: string;
  firstName: string;
  lastName: string;
  address: { addressLine1: string; addressLine2?: string; city: string; state: string; postalCode: string };
}

/** Shoppers of the demo shop's order history (their e-mails are @example.com, which takes no mail). */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    username: 'asha.menon',
    firstName: 'Asha',
    lastName: 'Menon',
    address: {
      addressLine1: '12 MG Road',
      addressLine2: 'Camp',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    },
  },
  {
    username: 'rohan.iyer',
    firstName: 'Rohan',
    lastName: 'Iyer',
    address: { addressLine1: '48 Church Street', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
  },
  {
    username: 'meera.shah',
    firstName: 'Meera',
    lastName: 'Shah',
    address: {
      addressLine1: '7 CG Road',
      addressLine2: 'Navrangpura',
      city: 'Ahmedabad',
      state: 'Gujarat',
      postalCode: '380009',
    },
  },
  {
    username: 'kabir.singh',
    firstName: 'Kabir',
    lastName: 'Singh',
    address: { addressLine1: '21 Janpath', city: 'New Delhi', state: 'Delhi', postalCode: '110001' },
  },
  {
    username: 'ananya.das',
    firstName: 'Ananya',
    lastName: 'Das',
    address: { addressLine1: '3 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  },
  {
    username: 'vikram.rao',
    firstName: 'Vikram',
    lastName: 'Rao',
    address: {
      addressLine1: '9 Road No. 36',
      addressLine2: 'Jubilee Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500033',
    },
  },
];
