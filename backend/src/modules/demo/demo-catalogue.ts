import type { ArtKind, ArtSpec } from './demo-art';

export interface DemoVariant {
  size: string;
  color: string;
  stock: number;
  /** List price (MRP) in rupees. */
  originalPrice: number;
  /** Selling price in rupees, or null when sold at the list price. */
  discountPrice: number | null;
}

export interface DemoProduct {
  name: string;
  /** A leaf category's name. */
  category: string;
  description: string;
  isBestSeller: boolean;
  variants: DemoVariant[];
  images: ArtSpec[];
}

export interface DemoCategory {
  name: string;
  description: string;
  image: ArtSpec;
  children?: DemoCategory[];
}

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

/** Colour names with the body colour their pictures are drawn in. */
const COLOURS: Record<string, string> = {
  Tan: '#b5651d',
  Black: '#1f1f1f',
  Oxblood: '#5c1a1b',
  Cognac: '#9a4a1c',
  Olive: '#556b2f',
  Navy: '#1f2a52',
  Teal: '#2f5f5f',
  Mustard: '#c8962e',
  Blush: '#d49a8f',
  Chocolate: '#4e2a14',
  Grey: '#6b6b6b',
  Camel: '#c19a6b',
  Wine: '#722f37',
  Forest: '#2e4a2e',
  Ivory: '#e8dcc4',
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Handbags',
    description: 'Structured, slouchy and everything between, cut from full-grain leather.',
    image: { kind: 'handbag', color: COLOURS.Oxblood },
    children: [
      {
        name: 'Totes',
        description: 'Roomy open-top bags with two handles for work, market and weekend.',
        image: { kind: 'tote', color: COLOURS.Tan },
      },
      {
        name: 'Clutches',
        description: 'Slim evening bags with a flap and a clasp.',
        image: { kind: 'clutch', color: COLOURS.Black, variant: 2 },
      },
      {
        name: 'Slings',
        description: 'Small crossbody bags that keep your hands free.',
        image: { kind: 'sling', color: COLOURS.Cognac },
      },
    ],
  },
  {
    name: 'Wallets',
    description: 'Bifolds, card holders and zip wallets that wear in beautifully.',
    image: { kind: 'wallet', color: COLOURS.Chocolate },
  },
  {
    name: 'Belts',
    description: 'Hand-finished leather belts with solid brass buckles.',
    image: { kind: 'belt', color: COLOURS.Camel },
  },
  {
    name: 'Jackets',
    description: 'Leather and suede jackets made to be lived in.',
    image: { kind: 'jacket', color: COLOURS.Black },
  },
  {
    name: 'Travel',
    description: 'Duffels, trolleys and backpacks for short hops and long hauls.',
    image: { kind: 'travel', color: COLOURS.Navy },
  },
];

type Row = [name: string, colours: string[], sizes: string[], price: number, offPercent: number, stock: number[]];

/** Builds a product from a compact row: each colour × size is a variant, pictured once per colour. */
function products(category: string, kind: ArtKind, describe: (name: string) => string, rows: Row[]): DemoProduct[] {
  return rows.map(([name, colours, sizes, price, off, stock], index) => {
    const variants = colours
      .flatMap((color) => sizes.map((size) => ({ color, size })))
      .slice(0, 4)
      .map(({ color, size }, i) => ({
        size,
        color,
        stock: stock[i % stock.length],
        originalPrice: price,
        discountPrice: off ? Math.round((price * (100 - off)) / 100) - 1 : null,
      }));
    return {
      name,
      category,
      description: describe(name),
      isBestSeller: index % 3 === 0 && index < 6,
      variants,
      images: colours.slice(0, 4).map((colour, i) => ({
        kind,
        color: COLOURS[colour] ?? colour,
        variant: (index + i) % 4,
      })),
    };
  });
}

const BAGS = ['S', 'M', 'L'];

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...products(
    'Totes',
    'tote',
    (name) =>
      `<p>The ${name} is cut from vegetable-tanned leather that softens with every trip. ` +
      'It swallows a laptop, a water bottle and the day’s shopping, and stands up on its own when you set it down.</p>' +
      '<ul><li>Inside zip pocket and two slip pockets</li><li>Magnetic top closure</li></ul>',
    [
      ['Aarav Leather Tote', ['Tan', 'Black'], ['M', 'L'], 6499, 15, [12, 8, 0, 20]],
      ['Kavya Canvas Tote', ['Olive', 'Ivory'], ['L'], 2499, 0, [30, 18]],
      ['Ishaan Market Tote', ['Cognac'], BAGS, 4999, 20, [6, 14, 3]],
      ['Riya Quilted Tote', ['Blush', 'Grey'], ['M'], 5799, 10, [9, 0]],
      ['Dev Weekender Tote', ['Chocolate', 'Navy'], ['L'], 7999, 0, [5, 11]],
      ['Nisha Woven Tote', ['Mustard'], ['M', 'L'], 3899, 25, [22, 16]],
    ],
  ),
  ...products(
    'Clutches',
    'clutch',
    (name) =>
      `<p>The ${name} folds an evening into one slim envelope: phone, cards and a lipstick, ` +
      'held by a polished brass clasp. A detachable chain turns it into a shoulder bag.</p>',
    [
      ['Meher Quilted Clutch', ['Black', 'Wine'], ['One Size'], 3299, 20, [15, 7]],
      ['Tara Envelope Clutch', ['Ivory', 'Blush'], ['One Size'], 2799, 0, [10, 4]],
      ['Anaya Croc Clutch', ['Forest'], ['One Size'], 4599, 15, [0]],
      ['Zoya Beaded Clutch', ['Mustard', 'Black'], ['One Size'], 3999, 10, [8, 12]],
      ['Sara Box Clutch', ['Oxblood'], ['One Size'], 2499, 0, [25]],
      ['Leela Pleated Clutch', ['Teal', 'Grey'], ['One Size'], 1899, 30, [19, 3]],
    ],
  ),
  ...products(
    'Slings',
    'sling',
    (name) =>
      `<p>The ${name} sits close to the body on an adjustable strap, with room for a phone, keys and a wallet. ` +
      'A front flap with a turn lock keeps everything where you left it.</p>',
    [
      ['Kabir Crossbody Sling', ['Cognac', 'Black'], ['One Size'], 3499, 15, [14, 9]],
      ['Aditi Mini Sling', ['Blush'], ['One Size'], 2299, 0, [21]],
      ['Vihaan Utility Sling', ['Olive', 'Navy'], ['One Size'], 2999, 20, [0, 13]],
      ['Pari Saddle Sling', ['Tan', 'Wine'], ['One Size'], 3799, 10, [6, 17]],
      ['Rohan Phone Sling', ['Black'], ['One Size'], 1499, 0, [40]],
      ['Mira Chain Sling', ['Ivory', 'Oxblood'], ['One Size'], 4199, 25, [5, 8]],
    ],
  ),
  ...products(
    'Wallets',
    'wallet',
    (name) =>
      `<p>The ${name} keeps eight cards, notes and a few receipts without the bulk. ` +
      'Edges are burnished by hand and every seam is saddle-stitched.</p>',
    [
      ['Arjun Bifold Wallet', ['Chocolate', 'Black'], ['One Size'], 1499, 20, [35, 28]],
      ['Naina Zip Wallet', ['Wine', 'Blush'], ['One Size'], 1899, 0, [17, 12]],
      ['Yash Card Holder', ['Tan', 'Navy'], ['One Size'], 899, 10, [40, 0]],
      ['Diya Trifold Wallet', ['Teal'], ['One Size'], 1699, 15, [9]],
      ['Aryan Coin Wallet', ['Camel', 'Olive'], ['One Size'], 799, 0, [26, 14]],
      ['Sia Travel Wallet', ['Oxblood'], ['One Size'], 2299, 25, [7]],
    ],
  ),
  ...products(
    'Belts',
    'belt',
    (name) =>
      `<p>The ${name} is a single strip of full-grain hide, 3.5 cm wide, with a solid brass buckle ` +
      'that you can swap with one screw. Pick your waist size; it has five holes to fine-tune the fit.</p>',
    [
      ['Classic Leather Belt', ['Tan', 'Black'], ['32', '34'], 1299, 15, [20, 14, 9, 0]],
      ['Reversible Dress Belt', ['Black'], ['30', '32', '34', '36'], 1599, 0, [12, 18, 10, 4]],
      ['Braided Leather Belt', ['Cognac'], ['32', '34', '36'], 1199, 20, [8, 0, 6]],
      ['Suede Casual Belt', ['Camel', 'Grey'], ['34', '36'], 999, 10, [15, 11, 7, 5]],
      ['Western Buckle Belt', ['Chocolate'], ['34', '36', '38'], 1899, 0, [3, 9, 2]],
      ['Woven Jute Belt', ['Ivory'], ['30', '32', '34'], 699, 25, [30, 22, 18]],
    ],
  ),
  ...products(
    'Jackets',
    'jacket',
    (name) =>
      `<p>The ${name} is cut from supple lambskin with a quilted lining, YKK zips and two deep hand pockets. ` +
      'It starts a little snug and moulds to you within weeks.</p>',
    [
      ['Biker Leather Jacket', ['Black'], ['S', 'M', 'L', 'XL'], 14999, 20, [4, 7, 5, 0]],
      ['Suede Trucker Jacket', ['Camel', 'Chocolate'], ['M', 'L'], 12499, 10, [6, 3, 8, 2]],
      ['Bomber Leather Jacket', ['Olive'], ['S', 'M', 'L'], 11999, 0, [5, 9, 4]],
      ['Racer Leather Jacket', ['Oxblood', 'Black'], ['M', 'L'], 13499, 15, [3, 6, 0, 4]],
      ['Quilted Field Jacket', ['Forest', 'Navy'], ['M', 'XL'], 8999, 25, [10, 7, 5, 6]],
    ],
  ),
  ...products(
    'Travel',
    'travel',
    (name) =>
      `<p>The ${name} is built for the overhead bin and the long road: a rigid shell, ` +
      'silent spinner wheels and a trolley handle that locks at three heights.</p>',
    [
      ['Voyager Cabin Trolley', ['Navy', 'Grey'], ['S'], 8999, 20, [11, 6]],
      ['Expedition Check-in Trolley', ['Black', 'Teal'], ['L'], 11999, 15, [5, 3]],
      ['Nomad Weekender Trolley', ['Wine'], ['M'], 9999, 0, [7]],
      ['Transit Spinner Set', ['Forest', 'Mustard'], ['S', 'L'], 17999, 30, [2, 4, 1, 0]],
    ],
  ),
  ...products(
    'Travel',
    'backpack',
    (name) =>
      `<p>The ${name} carries a 15-inch laptop in a padded sleeve, with a luggage strap that slides over a trolley handle ` +
      'and a hidden back pocket for your passport.</p>',
    [
      ['Trail Leather Backpack', ['Cognac', 'Black'], ['One Size'], 7499, 15, [9, 12]],
      ['Commuter Canvas Backpack', ['Olive', 'Navy'], ['One Size'], 3999, 0, [18, 15]],
    ],
  ),
];

export const DEMO_COMPANY: DemoCompany = {
  name: 'Satchel',
  email: 'hello@satchel.in',
  phone: '9820012345',
  address: '14 Linking Road, Bandra West, Mumbai, Maharashtra',
  pincode: '400050',
};

export const DEMO_LEGAL_PAGES: DemoLegalPage[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>This policy explains what Satchel collects when you shop with us, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul><li>Your account details: name, username, e-mail address, mobile number and date of birth.</li>
<li>Your delivery addresses and your orders.</li>
<li>Technical data your browser sends, such as its type and the pages you visit, to keep the shop working and secure.</li></ul>
<h3>How we use it</h3>
<p>We use your details to deliver your orders, to send you order confirmations and delivery updates, and to answer your questions. We do not sell your personal data.</p>
<h3>Sharing</h3>
<p>We share your name, address and phone number with our delivery partners only to bring your order to your door.</p>
<h3>Children</h3>
<p>Our service is not meant for children under 13, and we do not knowingly collect their personal data. If you believe a child has given us personal data, contact us and we will delete it.</p>
<h3>Your rights</h3>
<p>You can see and edit your profile and addresses in My Account at any time, and ask us to delete your account by writing to <a href="mailto:hello@satchel.in">hello@satchel.in</a>.</p>
<h3>Changes</h3>
<p>We will post any change to this policy on this page, with the date it takes effect.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms and Conditions',
    content: `<h2>Terms and Conditions</h2>
<h3>Interpretation and definitions</h3>
<p>"Company", "we" or "us" means Satchel, Mumbai. "Service" means this website. "You" means the person using the Service.</p>
<h3>Acknowledgment</h3>
<p>These terms govern your use of the Service. By using it you agree to them. You must be over 18 to use the Service.</p>
<h3>Links to other websites</h3>
<p>The Service may link to websites we do not control. We are not responsible for their content or practices.</p>
<h3>Termination</h3>
<p>We may suspend or end your access at any time, without notice, if you break these terms. Your right to use the Service then ends at once.</p>
<h3>Limitation of liability</h3>
<p>Our total liability to you is limited to the amount you actually paid through the Service or 100 USD if you have not purchased anything.</p>
<h3>"AS IS" disclaimer</h3>
<p>The Service is provided "AS IS" and "AS AVAILABLE", without warranties of any kind, to the extent the law allows.</p>
<h3>Governing law and disputes</h3>
<p>These terms are governed by the laws of Maharashtra, India. If you have a concern, please contact us first and we will try to resolve it informally. If you are a consumer in the European Union, you also benefit from the mandatory provisions of the law of the country you live in. You confirm that you are not in a country under a United States government embargo and are not on any United States list of prohibited or restricted parties.</p>
<h3>Severability</h3>
<p>If any part of these terms cannot be enforced, the rest stays in effect.</p>
<h3>Waiver</h3>
<p>Not enforcing a right under these terms does not waive that right.</p>
<h3>Changes to these terms</h3>
<p>We may change these terms. If a change is material, we will give at least 30 days notice before it takes effect.</p>
<h3>Contact us</h3>
<p>Questions about these terms: <a href="mailto:hello@satchel.in">hello@satchel.in</a>.</p>`,
  },
];
