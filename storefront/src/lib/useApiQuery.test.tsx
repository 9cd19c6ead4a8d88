import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, useApiQuery } from './useApiQuery';

/** A read whose answers the test hands out by hand, one per call, with the signal it was given. */
function manualReads<T>() {
  const calls: { key: string; signal: AbortSignal; answer(value: T): void; fail(error: unknown): void }[] = [];
  const read = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => calls.push({ key, signal, answer, fail }));
  return { calls, read };
}

describe('useApiQuery', () => {
  it('is undefined while loading, then the answer', async () => {
    const { calls, read } = manualReads<string>();
    const { result } = renderHook(() => useApiQuery(read('a'), ['a'], () => 'failed'));
    expect(result.current).toBeUndefined();
    await act(async () => calls[0].answer('answer a'));
    expect(result.current).toBe('answer a');
  });

  it("drops an earlier key's late answer and aborts its request", async () => {
    const { calls, read } = manualReads<string>();
    const { result, rerender } = renderHook(({ key }) => useApiQuery(read(key), [key], () => 'failed'), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);
    await act(async () => calls[1].answer('answer b'));
    await act(async () => calls[0].answer('answer a, too late'));
    expect(result.current).toBe('answer b');
  });

  it("is loading again for new keys rather than showing the old keys' answer", async () => {
    const { calls, read } = manualReads<string>();
    const { result, rerender } = renderHook(({ key }) => useApiQuery(read(key), [key], () => 'failed'), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0].answer('answer a'));
    rerender({ key: 'b' });
    expect(result.current).toBeUndefined();
  });

  it('keeps the last answer until the next with keepPrevious', async () => {
    const { calls, read } = manualReads<string>();
    const { result, rerender } = renderHook(
      ({ key }) => useApiQuery(read(key), [key], () => 'failed', { keepPrevious: true }),
      { initialProps: { key: 'a' } },
    );
    await act(async () => calls[0].answer('answer a'));
    rerender({ key: 'b' });
    expect(result.current).toBe('answer a');
    await act(async () => calls[1].answer('answer b'));
    expect(result.current).toBe('answer b');
  });

  it("answers onError's value when the read fails, and nothing after unmounting", async () => {
    const { calls, read } = manualReads<string>();
    const onError = jest.fn(() => 'could not load');
    const { result, unmount } = renderHook(() => useApiQuery(read('a'), ['a'], onError));
    await act(async () => calls[0].fail(new Error('offline')));
    expect(result.current).toBe('could not load');
    expect(onError).toHaveBeenCalledWith(new Error('offline'));

    const second = renderHook(() => useApiQuery(read('b'), ['b'], onError));
    second.unmount();
    unmount();
    expect(calls[1].signal.aborted).toBe(true);
    await act(async () => calls[1].fail(new Error('aborted')));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('delay', () => {
  it('waits, or rejects as soon as its signal aborts', async () => {
    const controller = new AbortController();
    const waited = delay(60_000, controller.signal);
    controller.abort(new Error('typed again'));
    await expect(waited).rejects.toThrow('typed again');
    await expect(delay(1, new AbortController().signal)).resolves.toBeUndefined();
  });
});

it('waits for the debounce in real time (sanity of the helper with the hook)', async () => {
  const { result } = renderHook(() =>
    useApiQuery(
      (signal) => delay(5, signal).then(() => 'done'),
      [],
      () => 'failed',
    ),
  );
  await waitFor(() => expect(result.current).toBe('done'));
});
