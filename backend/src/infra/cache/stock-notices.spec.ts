import { StockNotices } from './stock-notices';

describe('stock notices to other processes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Notices whose `send` answers as `outcomes` say, in turn (then succeeds), each recorded with its time. */
  function notices(outcomes: ('ok' | 'fail')[] = []) {
    const sent: number[] = [];
    const failures: string[] = [];
    const subject = new StockNotices(
      async () => {
        sent.push(Date.now());
        if (outcomes.shift() === 'fail') throw new Error('connection lost');
      },
      200,
      (error) => failures.push(error.message),
    );
    return { subject, sent, failures };
  }

  it('tells the first change at once, then at most one notice an interval, the last change included', async () => {
    const { subject, sent } = notices();
    const start = Date.now();
    subject.changed();
    subject.changed();
    subject.changed();
    expect(sent).toEqual([start]);
    await jest.advanceTimersByTimeAsync(199);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([start, start + 200]);
    // Nothing owed: the next interval ends quietly, and a change after it is told at once.
    await jest.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(2);
    subject.changed();
    expect(sent).toEqual([start, start + 200, start + 700]);
    subject.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('owes a notice that failed to go out, and tells it at the end of the interval', async () => {
    const { subject, sent, failures } = notices(['fail']);
    const start = Date.now();
    subject.changed();
    await jest.advanceTimersByTimeAsync(0);
    expect(failures).toEqual(['connection lost']);
    await jest.advanceTimersByTimeAsync(200);
    expect(sent).toEqual([start, start + 200]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
  });

  it('on shutdown sends what is owed at once, and each later change at once, with no timer left', async () => {
    const { subject, sent } = notices();
    const start = Date.now();
    subject.changed();
    subject.changed(); // owed
    await jest.advanceTimersByTimeAsync(50);
    await subject.flush();
    expect(sent).toEqual([start, start + 50]);
    subject.changed();
    subject.changed();
    expect(sent).toHaveLength(4);
    expect(jest.getTimerCount()).toBe(0);
  });
});
