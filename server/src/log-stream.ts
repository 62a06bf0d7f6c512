// Where the server's log lines go (main.ts): stdout, without ever letting a reader that does not
// keep up hold the process (issue 18, item 12). Pino's default destination queued the lines a full
// pipe refused, without bound, and flushed the queue synchronously when the process exited,
// sleeping 100 ms on each refusal: after a busy night with a log reader that had stopped (or only
// crawled), a stop closed the listener and then sat in that flush for ever, the main thread asleep
// on a futex where no timer could end it. Here the lines go through process.stdout, whose writes to
// a pipe never block, the backlog is capped (lines past it are dropped and counted), and what is
// still unwritten at a stop is given a bounded time to leave, then abandoned.

/** What may wait for a slow log reader: far above a normal burst, far below the process's memory. */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;

export type LogStream = {
  /** Pino's destination: one JSON line per call. */
  write(line: string): void;
  /** Lines dropped because the reader fell more than MAX_BACKLOG_BYTES behind, or went away. */
  dropped(): number;
  /** Waits until the backlog is written, or for `ms` at most. */
  flush(ms: number): Promise<void>;
};

export function stdoutLogStream(out: NodeJS.WriteStream = process.stdout): LogStream {
  let dropped = 0;
  let broken = false;
  // A reader that closed its end (EPIPE) would otherwise stop the process with an unhandled error.
  out.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || out.writableLength > MAX_BACKLOG_BYTES) {
        dropped++;
        return;
      }
      out.write(line);
    },
    dropped: () => dropped,
    flush(ms) {
      if (broken || out.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          out.off('drain', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        out.once('drain', done);
      });
    },
  };
}
