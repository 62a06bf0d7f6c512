// A hands-free quiz's next automatic step (issue 20), on the server's clock, as the console, the big
// screen and the phone count down to it.

/** Whole seconds until `at` (the server's time), rounded up so that the last one reads 1 until it is over; 0 once it passed. */
export function secondsUntil(at: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - serverNow) / 1000));
}
