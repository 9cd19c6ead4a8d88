import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_FADE_MS, TOAST_VISIBLE_MS, ToastProvider, useToast } from './toasts';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast.success('Saved')}>Save</button>;
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
});
