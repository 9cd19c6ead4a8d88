import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_FADE_MS, TOAST_VISIBLE_MS, ToastProvider, useToast } from './toasts';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast.success('Saved')}>Save</button>;
}

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Please select a size first')}>Fail</button>
      <button onClick={() => toast.error('Out of stock')}>Fail again</button>
      <button onClick={() => toast.success('Added')}>Add</button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stay for 3000 ms, then fade out over 300 ms', () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('Save'));
    const toast = screen.getByText('Saved');

    act(() => jest.advanceTimersByTime(TOAST_VISIBLE_MS - 1));
    expect(toast).not.toHaveClass('toast--leaving');

    act(() => jest.advanceTimersByTime(1));
    expect(toast).toHaveClass('toast--leaving');

    act(() => jest.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('replace older ones of their kind, and a success replaces errors too: at most two show', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('Add'));
    fireEvent.click(screen.getByText('Fail'));
    fireEvent.click(screen.getByText('Fail again'));
    expect(screen.getAllByRole('paragraph').map((toast) => toast.textContent)).toEqual(['Added', 'Out of stock']);

    fireEvent.click(screen.getByText('Add'));
    expect(screen.getAllByRole('paragraph').map((toast) => toast.textContent)).toEqual(['Added']);
  });
});
