// What happens to an event at a time of its own, with nobody acting (docs/PRODUCT-RULES.md#live-phases):
// a question closes at its deadline, a hands-free quiz takes its next step, and the room sees the
// event open or end when its dates pass. One timer per event for the first two, re-armed from the
// event's state at every read (live-hub.ts entry); a step that fails because the database is away is
// tried again a second later, and a timer that fires late or twice is harmless: each step is a
// conditional update on the revision it was armed for.
import type { FastifyBaseLogger } from 'fastify';
import type { CachedEvent } from '../events/cached-event.js';
import { DeadlineTimers } from './engine/deadline-timers.js';
import { dueStep } from './engine/hands-free.js';
import type { StoredLive } from './engine/live-state.js';

/** Date boundaries (start, end) further away than this are picked up by a later push. */
const DATE_TIMER_HORIZON_MS = 6 * 3600_000;
/** A timed step the database refused (it is away) is tried again after this long. */
const RETRY_MS = 1000;

/** What the timers do when they fire (live-hub.ts). */
export type TimedSteps = {
  /** Closes the question open at revision `rev`, if it still is. */
  closeQuestion(eventId: string, rev: number): Promise<void>;
  /** Takes the hands-free step due at revision `rev`, if it still is. */
  autoStep(eventId: string, rev: number): Promise<void>;
  /** The event's start or end date passed: its room is shown the new phase. */
  datePassed(eventId: string): void;
  /** Whether the event has sockets here: only then are its dates watched. */
  hasRoom(eventId: string): boolean;
};

export class EventTimers {
  /** Per event, its question's deadline or its next hands-free step: one at a time. */
  private readonly steps = new DeadlineTimers();
  private readonly dates = new DeadlineTimers();
  private stopped = false;

  constructor(
    private readonly run: TimedSteps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The event's timers as its state and dates say (every read of the event comes through here). */
  armFor(entry: CachedEvent) {
    const { row, live } = entry;
    const id = row.id;
    this.armStep(id, row.rev, live);
    // Sockets see `waiting` become `lobby`, and the end, when the date passes.
    const now = Date.now();
    const boundary = [row.startDate.getTime(), row.endDate.getTime()].find((t) => t > now);
    if (boundary !== undefined && boundary - now < DATE_TIMER_HORIZON_MS && this.run.hasRoom(id)) {
      this.dates.arm(id, boundary + 50, () => this.run.datePassed(id));
    }
  }

  /** Arms the event's one timer for what happens next at a time: its question's deadline, or a hands-free step. */
  armStep(eventId: string, rev: number, live: StoredLive) {
    if (live.phase === 'question' && live.current?.deadline != null) return this.armDeadline(eventId, rev, live.current.deadline);
    const due = dueStep(live);
    if (due) return this.armAutoStep(eventId, rev, due.at);
    this.steps.cancel(eventId);
  }

  /** Another instance moved the event on: the timer armed here was for an older revision. */
  cancelStep(eventId: string) {
    this.steps.cancel(eventId);
  }

  /** The event's room here emptied: nobody here is waiting to see its dates pass. */
  cancelDates(eventId: string) {
    this.dates.cancel(eventId);
  }

  /** The whole database changed (import, reset): every event re-arms at its next read. */
  clearSteps() {
    this.steps.clear();
  }

  stop() {
    this.stopped = true;
    this.steps.clear();
    this.dates.clear();
  }

  private armAutoStep(eventId: string, rev: number, at: number) {
    this.steps.arm(eventId, at, () => {
      void this.run.autoStep(eventId, rev).catch((error) => {
        this.log.warn({ err: error, eventId }, 'live: a hands-free step failed; retrying');
        this.retry(() => this.armAutoStep(eventId, rev, Date.now()));
      });
    });
  }

  private armDeadline(eventId: string, rev: number, deadline: number) {
    this.steps.arm(eventId, deadline, () => {
      void this.run.closeQuestion(eventId, rev).catch((error) => {
        this.log.warn({ err: error, eventId }, 'live: closing a question failed; retrying');
        this.retry(() => this.armDeadline(eventId, rev, Date.now()));
      });
    });
  }

  /** Checked when the retry fires too: one waiting when the hub stopped would reach a closed database. */
  private retry(again: () => void) {
    if (this.stopped) return;
    setTimeout(() => {
      if (!this.stopped) again();
    }, RETRY_MS).unref();
  }
}
