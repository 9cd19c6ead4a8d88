import { categoryForm, categoryNameAsTyped } from './categoryFormData';
import { MAX_CATEGORY_DEPTH } from '@satchel/shared';
import { categoryPaths, categoryRows, parentChoices, plainText } from './categoryTree';
import { oneImage } from './CategoryForm';
import { categoryRecord, TEST_CATALOGUE } from './testCatalogue';

// By name, as the API lists them.
describe('the category tree table', () => {
  it('numbers top-level rows 1, 2… and shows children only when expanded, numbered 2.1, 2.1.1…', () => {
    const collapsed = categoryRows(TEST_CATALOGUE, new Set());
    expect(collapsed.map((row) => [row.serial, row.category.name, row.hasChildren])).toEqual([
      ['1', 'Belts', false],
      ['2', 'Handbags', true],
    ]);
    const open = categoryRows(TEST_CATALOGUE, new Set([1, 4]));
    expect(open.map((row) => [row.serial, row.category.name, row.depth])).toEqual([
      ['1', 'Belts', 0],
      ['2', 'Handbags', 0],
      ['2.1', 'Clutches', 1],
      ['2.1.1', 'Mini', 2],
      ['2.2', 'Totes', 1],
    ]);
    // A collapsed parent hides its whole subtree, even where a child was left expanded.
    expect(categoryRows(TEST_CATALOGUE, new Set([4])).map((row) => row.serial)).toEqual(['1', '2']);
  });

  it('keeps a category and its descendants out of its own parent choices, and names paths', () => {
    const handbags = TEST_CATALOGUE.find((category) => category.id === 1);
    expect(parentChoices(TEST_CATALOGUE, handbags).map((category) => category.id)).toEqual([5]);
    expect(
      parentChoices(TEST_CATALOGUE)
        .map((category) => category.id)
        .sort(),
    ).toEqual([1, 3, 4, 5, 6]);
    expect(categoryPaths(TEST_CATALOGUE).map((choice) => choice.name)).toEqual([
      'Belts',
      'Handbags',
      'Handbags › Clutches',
      'Handbags › Clutches › Mini',
      'Handbags › Totes',
    ]);
    expect(plainText('<p>All about <b>bags</b></p><script>x</script>')).toBe('All about bagsx');
  });
});

describe('the category form', () => {
  it('strips characters other than letters, digits and spaces as typed', () => {
    expect(categoryNameAsTyped('Tote$ & Bag5 ñ!')).toBe('Tote  Bag5 ñ');
  });

  it('asks for exactly one image with the product’s messages', () => {
    expect(oneImage([])).toBe('Please upload at least 1 images.');
    expect(oneImage(undefined)).toBe('Please upload at least 1 images.');
    expect(oneImage([{}, {}])).toBe('You can upload a maximum of 1 images.');
    expect(oneImage([{}])).toBeUndefined();
  });

  it('sends only the API fields: a new image as media, the replaced one in deletedUploadIds', () => {
    const before = categoryRecord(3, 'Totes', 1);
    const picked = new File(['png'], 'new.png', { type: 'image/png' });
    const form = categoryForm({ ...before, name: 'Big Totes', uploads: [{ rawFile: picked, src: 'blob:x' }] }, before);
    expect([...form.keys()].sort()).toEqual([
      'deletedUploadIds',
      'description',
      'gstRule',
      'hsnCode',
      'media',
      'name',
      'parentId',
    ]);
    // No rule: 'null' clears one the category had.
    expect(form.get('gstRule')).toBe('null');
    expect(form.get('name')).toBe('Big Totes');
    expect(form.get('parentId')).toBe('1');
    expect(form.get('deletedUploadIds')).toBe('[30]');
    expect(form.get('media')).toBeInstanceOf(File);

    const created = categoryForm({ name: 'Belts', parentId: null, uploads: [{ rawFile: picked }] });
    expect(created.get('parentId')).toBe('');
    expect(created.has('deletedUploadIds')).toBe(false);

    const taxed = categoryForm({
      name: 'Kurtas',
      hsnCode: '6204',
      gstRule: [
        { upTo: 2500, rate: 5 },
        { upTo: '', rate: '18' },
      ],
      uploads: [],
    });
    expect(taxed.get('hsnCode')).toBe('6204');
    expect(JSON.parse(String(taxed.get('gstRule')))).toEqual([
      { upTo: 2500, rate: 5 },
      { upTo: null, rate: 18 },
    ]);

    const kept = categoryForm({ ...before, uploads: [{ id: 30, src: '/uploads/3.png' }] }, before);
    expect(kept.has('deletedUploadIds')).toBe(false);
    expect(kept.has('media')).toBe(false);
  });

  it(`offers no parent that would nest a category deeper than ${MAX_CATEGORY_DEPTH} levels`, () => {
    // A chain Level 1 › … › Level 8, and Mover › Mover Child at the top.
    const chain = Array.from({ length: MAX_CATEGORY_DEPTH }, (_, i) =>
      categoryRecord(i + 1, `Level ${i + 1}`, i || null),
    );
    const mover = categoryRecord(100, 'Mover', null);
    const categories = [...chain, mover, categoryRecord(101, 'Mover Child', 100)];
    const ids = (choices: { id: number }[]) => choices.map((choice) => choice.id);
    // A new category goes anywhere above the last level.
    expect(ids(parentChoices(categories))).not.toContain(MAX_CATEGORY_DEPTH);
    expect(ids(parentChoices(categories))).toContain(MAX_CATEGORY_DEPTH - 1);
    // Mover brings a level below it: it goes no lower than under level 6.
    expect(ids(parentChoices(categories, mover))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
