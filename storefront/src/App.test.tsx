import { screen } from '@testing-library/react';
import { App } from './App';
import { renderInShop } from './test-utils';

describe('home page', () => {
  it.each(['/', '/home'])('%s shows the hero and the three promises', async (path) => {
    renderInShop(<App />, path);

    expect(await screen.findByRole('heading', { name: 'Incredible Prices on All Your Favorite Items' })).toBeVisible();
    expect(screen.getByText('Best Prices')).toBeInTheDocument();
    expect(screen.getByText('Get more for less on selected brands')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop-all');
    for (const promise of ['Worldwide shipping', 'Easy 30 day returns', '12 month warranty']) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Satchel' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });
});
