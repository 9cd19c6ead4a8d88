import { render, screen } from '@testing-library/react';
import { compareSizes } from '@satchel/shared';
import { tan } from '../test-utils';
import { SizeChips } from './SizeChips';

describe('size chips', () => {
  it("put a mixed set in the listing filter's order (the API sorts its sizes with compareSizes)", () => {
    const sizes = ['8', 'M', 'One Size', 'S', '10', 'XL', '6.5'];
    render(
      <SizeChips
        variants={sizes.map((size, i) => ({ ...tan, id: i + 1, size }))}
        selectedId={undefined}
        onSelect={() => undefined}
        label="Size"
      />,
    );
    const shown = screen.getAllByRole('button').map((chip) => chip.textContent);
    expect(shown).toEqual([...sizes].sort(compareSizes));
    expect(shown).toEqual(['S', 'M', 'XL', '6.5', '8', '10', 'One Size']);
  });
});
