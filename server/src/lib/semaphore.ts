// Caps how many expensive jobs (scrypt hashes, ~32 MiB each) run at once, so a burst of sign-ins
// queues instead of exhausting memory, and caps the queue too: past it a caller is refused at once
// (`whenFull`) rather than made to wait behind minutes of work (100 queued sign-ups made a real
// sign-in wait 42 s).
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Infinity,
    private readonly whenFull: () => Error = () => new Error('Too many jobs waiting'),
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw this.whenFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active++;
    try {
      return await job();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
