import { CATEGORY_NAME, NOT_IN_CATEGORY_NAME } from './categories';

describe('category names', () => {
  it.each(['Handbags', 'Totes 2', 'हैंडबैग', 'साड़ी', 'Crème brûlée', 'தோல் பைகள்'])('takes %j', (name) => {
    expect(CATEGORY_NAME.test(name)).toBe(true);
    expect(name.normalize('NFD').replace(NOT_IN_CATEGORY_NAME, '')).toBe(name.normalize('NFD'));
  });

  it.each(['Bags/Totes', 'Bags?', '#1', '\u0301Bags', 'ै'])('refuses %j', (name) => {
    expect(CATEGORY_NAME.test(name)).toBe(false);
  });
});
