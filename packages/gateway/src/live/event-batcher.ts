/**
 * Gathers items sent in quick succession into batches: the first item after a quiet window goes
 * out at once and opens a window of `windowMs`; what arrives during it goes out as one batch when
 * it ends (and opens the next window), or as soon as `max` items wait.
 */
export class EventBatcher<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly windowMs: number,
    private readonly max: number,
    private readonly send: (batch: T[]) => void,
  ) {}

  push(item: T): void {
    this.pending.push(item);
    if (this.timer === null) this.windowEnded();
    else if (this.pending.length >= this.max) this.drain();
  }

  /** Sends what waits now (before a message that must not overtake it). */
  drain(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.send(batch);
  }

  /** Drops what waits: nobody is left to send it to. */
  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  private windowEnded = (): void => {
    if (this.pending.length === 0) {
      this.timer = null;
      return;
    }
    this.drain();
    this.timer = setTimeout(this.windowEnded, this.windowMs);
    this.timer.unref();
  };
}
