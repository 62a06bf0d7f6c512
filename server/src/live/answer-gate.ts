// Which answers reach the database (issue 18, item 10), for the socket and POST /players/answer
// alike. A player answers once per question, so the venue's traffic is the first answer of each
// joined player to the open question: those always go to the store, bounded by the players. A
// repeat of a stored answer (a resend after a reconnect) is answered from the cached event, without
// the database: the stored answer is final. Everything else (an answer to a question that is not
// open, from a player or for an event the cache does not know) the database must decide, usually
// to refuse it: those are budgeted per address and per event. One client's flood of them (50
// sockets at 19 messages/s) put honest polls at 0.5-1.1 s on the embedded database.
import type { CachedEvent } from '../events/cached-event.js';
import { conflict, tooManyRequests } from '../errors.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { ALREADY_ANSWERED, sameAnswer, type AnswerInput } from './answer-store.js';
import { answersOpen, effectivePhase } from './engine/live-state.js';
import { answerAsShown } from './engine/ordering.js';

/**
 * Answers the database decides, per address: a burst, then a steady rate. An honest phone sends a
 * late answer or a resend now and then; a venue behind one address has a few dozen late answers
 * when a question closes, and one refused here tries again a second later.
 */
export const CHECKED_ANSWERS_PER_ADDRESS = { burst: 60, perSecond: 10 };
/** The same per event, whatever the addresses: many clients cannot do together what one may not. */
export const CHECKED_ANSWERS_PER_EVENT = { burst: 300, perSecond: 50 };
export const TOO_MANY_ANSWERS = 'Too many answers at once; try again in a moment';

export class AnswerGate {
  private readonly perAddress = new TokenBuckets(CHECKED_ANSWERS_PER_ADDRESS);
  private readonly perEvent = new TokenBuckets(CHECKED_ANSWERS_PER_EVENT);

  constructor(
    /** The cached event, or its reload under way (never a load started for the answer). */
    private readonly peek: (eventId: string) => CachedEvent | Promise<CachedEvent | null> | undefined,
    private readonly store: (input: AnswerInput) => Promise<string>,
  ) {}

  close() {
    this.perAddress.close();
    this.perEvent.close();
  }

  /** Resolves with the stored answer; rejects with an HttpError (409 and 429 among them). */
  submit(input: AnswerInput, address: string): Promise<string> {
    const peeked = this.peek(input.eventId);
    // The event is being re-read (a change dropped its entry): its answers wait for it rather than
    // count as ones the cache does not know. During a venue's answer storm they all come from one
    // address, and the address's budget refused dozens of honest answers with 429 for each reload.
    if (peeked instanceof Promise) return peeked.then((entry) => this.decide(input, address, entry ?? undefined));
    return this.decide(input, address, peeked);
  }

  private decide(input: AnswerInput, address: string, entry: CachedEvent | undefined): Promise<string> {
    const now = Date.now();
    const current = entry?.live.current;
    const isCurrent = current && current.activityId === input.activityId && current.questionIndex === input.questionIndex;
    if (entry && isCurrent) {
      const stored = entry.currentAnswers.get(input.playerId);
      if (stored) {
        return sameAnswer(stored.answer, input.answer, current.question)
          ? Promise.resolve(answerAsShown(current.question, stored.answer))
          : Promise.reject(conflict(ALREADY_ANSWERED));
      }
      const open = answersOpen(entry.live, now) && effectivePhase(entry.live, entry.row, now) === 'question';
      if (open && entry.players.has(input.playerId)) return this.store(input);
    }
    if (!this.perAddress.take(address, now)) return Promise.reject(tooManyRequests(TOO_MANY_ANSWERS));
    if (!this.perEvent.take(input.eventId, now)) {
      this.perAddress.give(address);
      return Promise.reject(tooManyRequests(TOO_MANY_ANSWERS));
    }
    return this.store(input);
  }
}
