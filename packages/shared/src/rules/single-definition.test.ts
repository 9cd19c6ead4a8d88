import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as shared from '../index';
import {
  ADDRESS_MESSAGES,
  CATEGORY_MESSAGES,
  CATEGORY_NAME,
  COLOR,
  COMPANY_MESSAGES,
  HEX_COLOR,
  PASSWORD_RESET_MESSAGES,
  POSTAL_CODE,
  PRODUCT_MESSAGES,
  SHOP_TIME_ZONE,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL,
} from '../index';

const ROOT = join(__dirname, '../../../..');
const SOURCES = ['backend/src', 'admin/src', 'storefront/src'];

/** Source files (tests excepted) outside this package that spell out `text` themselves. */
function spelledOutElsewhere(text: string): string[] {
  try {
    const found = execFileSync(
      'grep',
      ['-rlF', '--include=*.ts', '--include=*.tsx', '--exclude=*.test.*', '--exclude=*.spec.*', '--', text, ...SOURCES],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return found.split('\n').filter(Boolean);
  } catch {
    return []; // grep exits 1 when nothing matches
  }
}

/**
 * The API validates and the back office checks before sending with the same rules and words:
 * both import them from here. Should anyone type one out again, the two could drift apart
 * unnoticed; this fails instead.
 */
describe('form rules are defined once, in @satchel/shared', () => {
  // Messages with a value in them (a name) are functions: only their fixed words could be copied.
  const messages = [
    ...Object.values(PRODUCT_MESSAGES),
    ...Object.values(COMPANY_MESSAGES),
    ...Object.values(CATEGORY_MESSAGES),
    ...Object.values(ADDRESS_MESSAGES),
    ...Object.values(WEBHOOK_MESSAGES),
    ...Object.values(WEBHOOK_EVENT_DESCRIPTIONS),
    ...Object.values(PASSWORD_RESET_MESSAGES),
  ].filter((message): message is string => typeof message === 'string');

  it.each(messages)('no copy of %j', (message) => {
    expect(spelledOutElsewhere(message)).toEqual([]);
  });

  it.each([COLOR.source, HEX_COLOR.source, WEBHOOK_URL.source, CATEGORY_NAME.source, POSTAL_CODE.source])(
    'no copy of the pattern %s',
    (pattern) => {
      expect(spelledOutElsewhere(pattern)).toEqual([]);
    },
  );

  it("no copy of the shop's time zone", () => {
    expect(spelledOutElsewhere(SHOP_TIME_ZONE)).toEqual([]);
  });

  it('no copy of the largest record id', () => {
    expect(spelledOutElsewhere('2_147_483_647')).toEqual([]);
    // The demo pictures' random numbers use the same number as their modulus (Park–Miller), not as an id.
    expect(spelledOutElsewhere('2147483647').filter((file) => !file.includes('demo/art/'))).toEqual([]);
  });

  // A file that uses a shared limit by name must not also spell its value as a limit (a column
  // length, a validator's bound, an input's maxLength): that is the half-moved twin that drifts.
  const limits = Object.entries(shared as Record<string, unknown>).filter(
    (entry): entry is [string, number] => /^(MAX|MIN)_/.test(entry[0]) && typeof entry[1] === 'number' && entry[1] > 2,
  );

  it.each(limits)('no file naming %s (%d) spells its value as a limit', (name, value) => {
    const spelled = String(value).replace(/\B(?=(\d{3})+$)/g, '_?');
    const asLimit = new RegExp(
      `(\\b(length|maxLength|minLength|maximum|minimum)\\s*:\\s*|\\b(MaxLength|MinLength|Length|Max|Min)\\((\\s*\\w+,)?\\s*|maxLength=\\{)${spelled}\\b`,
    );
    const offending = spelledOutElsewhere(name).filter((file) => asLimit.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
