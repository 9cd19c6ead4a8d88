import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Opener({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Remove item"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">Yes</button>
          <button type="button" disabled>
            Later
          </button>
          <button type="button">No</button>
        </Dialog>
      )}
    </>
  );
}

describe('a dialog (useFocusTrap)', () => {
  it('takes focus in, keeps Tab inside, closes on Escape and gives focus back to its opener', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    // The last enabled control wraps to the first (×), and back; a disabled one is passed over.
    const no = screen.getByRole('button', { name: 'No' });
    no.focus();
    fireEvent.keyDown(no, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(no).toHaveFocus();

    fireEvent.keyDown(no, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
