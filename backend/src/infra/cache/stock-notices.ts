/**
 * Tells other processes of this one's stock changes through `send`, at most once per `intervalMs`:
 * the first change at once, the changes that follow within the interval in one notice when it
 * ends. A notice that fails to go out is owed again and tried at the next interval's end. Once
 * `flush` has been called (shutdown), what is owed goes out at once, and so does each later change.
 */
export class StockNotices {
  private timer?: NodeJS.Timeout;
  private owed = false;
  private flushing = false;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly send: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly failed: (error: Error) => void,
  ) {}

  /** A change the others should hear of. */
  changed(): void {
    if (this.timer && !this.flushing) this.owed = true;
    else this.tell();
  }

  /** What is owed goes out now, and each later change at once; resolves once every notice begun has ended. */
  async flush(): Promise<void> {
    this.flushing = true;
    this.stop();
    if (this.owed) this.tell();
    await Promise.all(this.sending);
  }

  /** No more notices on a timer (what is owed is dropped). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tell(): void {
    this.owed = false;
    this.arm();
    const notice: Promise<void> = this.send().then(
      () => undefined,
      (error: Error) => {
        this.failed(error);
        if (this.flushing) return;
        this.owed = true;
        this.arm();
      },
    );
    this.sending.add(notice);
    void notice.finally(() => this.sending.delete(notice));
  }

  /** The interval during which changes wait; at its end what is owed goes out. */
  private arm(): void {
    if (this.flushing || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.owed) this.tell();
    }, this.intervalMs);
    this.timer.unref();
  }
}
