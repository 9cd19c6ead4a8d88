import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { forgetCatalogueReads } from '../state/catalogue';
import { json, mockFetch, renderInShop } from '../test-utils';
import { Hero, SLIDE_INTERVAL_MS } from './Hero';

const upload = (name: string) => ({
  id: 1,
  filename: name,
  url: `/uploads/${name}`,
  width: 10,
  height: 10,
  renditions: [],
});
const node = (id: number, name: string, uploads: ReturnType<typeof upload>[]) => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  parentId: null,
  uploads,
  subCategories: [],
});

afterEach(() => {
  forgetCatalogueReads();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const active = () => document.querySelector('.hero__slide--active')?.getAttribute('src');

describe('hero slider', () => {
  it('shows the category images, moving on every 5 seconds and jumping on a dot', async () => {
    jest.useFakeTimers();
    mockFetch(() =>
      json([
        node(1, 'Totes', [upload('totes.png')]),
        node(2, 'Belts', []),
        node(3, 'Wallets', [upload('wallets.png')]),
      ]),
    );
    renderInShop(<Hero />);
    await screen.findByRole('button', { name: 'Slide 2 of 2' });
    expect(active()).toBe('/uploads/totes.png');

    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toBe('/uploads/wallets.png');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(active()).toBe('/uploads/totes.png');

    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 2' }));
    expect(active()).toBe('/uploads/wallets.png');
    expect(screen.getByRole('button', { name: 'Slide 2 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('falls back to the bundled picture when the categories cannot be loaded', async () => {
    mockFetch(() => json({ message: 'down' }, 500));
    renderInShop(<Hero />);
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop-all');
    // Not while the categories load (no flash of the bundled picture before a category's), but once they failed.
    await waitFor(() => expect(active()).toBe('/assets/stub.svg'));
    expect(screen.queryByRole('button', { name: /^Slide/ })).toBeNull();
  });
});
