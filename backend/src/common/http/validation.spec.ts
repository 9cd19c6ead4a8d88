import { validate } from 'class-validator';
import { CharLength, MaxChars } from './validation';

class Form {
  @MaxChars(3)
  label: unknown = 'ok';

  @CharLength(2, 3, { message: 'name must be 2 to 3 characters' })
  name: unknown = 'ok';
}

const problems = async (fields: Partial<Form>) =>
  (await validate(Object.assign(new Form(), fields))).flatMap((error) => Object.values(error.constraints ?? {}));

describe('MaxChars and CharLength: text counted as the columns count it', () => {
  it('counts a variation selector, which class-validator’s MaxLength leaves out', async () => {
    expect(await problems({ label: 'ab\uFE0F' })).toEqual([]);
    expect(await problems({ label: 'ab\uFE0F\uFE0F' })).toEqual([
      'label must be shorter than or equal to 3 characters',
    ]);
  });

  it('counts a character outside the BMP once, though it is two UTF-16 units', async () => {
    expect(await problems({ label: '\u{1F45C}'.repeat(3) })).toEqual([]);
    expect(await problems({ label: '\u{1F45C}'.repeat(4) })).toHaveLength(1);
    expect(await problems({ name: '\u{1F45C}' })).toEqual(['name must be 2 to 3 characters']);
    expect(await problems({ name: '\u{1F45C}\u{1F45C}' })).toEqual([]);
    expect(await problems({ name: 'a\uFE0F\uFE0F\uFE0F' })).toEqual(['name must be 2 to 3 characters']);
  });

  it('refuses what is not text', async () => {
    expect(await problems({ label: 123 })).toHaveLength(1);
    expect(await problems({ name: ['ab'] })).toEqual(['name must be 2 to 3 characters']);
  });
});
