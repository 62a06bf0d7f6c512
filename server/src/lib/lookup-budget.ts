// Anonymous look-ups that reach the database, per network (issue 18). A player's and a screen's
// calls name an event by id, and an image or a team by name or id, without any credential: an id
// nothing here knows costs a database query to find it does not exist. A script sending a made-up
// event id with each poll was answered 404 1,290 times a second, the server's core saturated and the
// venue's polls at p50 37 ms instead of 0.4 (`node server/bench/join-flood.mjs --kind ghost`;
// images of made-up names and teams of made-up ids did the same). What the caches answer is never
// counted: an event this instance holds or is loading, an image it keeps. A venue's phones behind
// one address share the budget, so it is sized for them: after a restart their event loads once,
// and every other phone waits for that one load without a look-up of its own.
import { HttpError, tooManyRequests } from '../errors.js';
import { RefusalPause } from './refusal-pause.js';
import { type Rate, TokenBuckets } from './token-buckets.js';

/** Look-ups per network, per instance: 1,000 at once, then 100 a second. */
export const LOOKUPS_PER_NETWORK: Rate = { burst: 1000, perSecond: 100 };
/**
 * Look-ups of every network together, per instance: a script spread over many networks (an IPv6
 * /48 holds 65,536 /64s) is held to this whatever each network's share. Honest look-ups are an
 * event's first load after a restart and a phone of another instance's event, a few a second.
 */
export const LOOKUPS_PER_INSTANCE: Rate = { burst: 2000, perSecond: 200 };
/** The instance's bucket, among the networks' keys (a network key is an address or a prefix). */
const INSTANCE = '*';
export const TOO_MANY_LOOKUPS = 'Too many look-ups from this network; try again in a moment';

export class LookupBudget {
  private readonly buckets: TokenBuckets;
  private readonly instance: TokenBuckets;
  /** Refusals go after a pause spread over 0.5–1.5 s, so a looping script sends about one a second per connection. */
  private readonly refusals = new RefusalPause(1000, 64, 10_000, 0.5);

  /**
   * `knows`: whether the event cache answers for an event id (LiveHub.knows), so a read of it costs
   * nothing here; `holdsPlayer`: whether it holds a player of an event (LiveHub.holdsPlayer).
   */
  constructor(
    private readonly knows: (eventId: string) => boolean,
    private readonly holdsPlayer: (eventId: string, playerId: string) => boolean,
    rate: Rate = LOOKUPS_PER_NETWORK,
    instanceRate: Rate = LOOKUPS_PER_INSTANCE,
  ) {
    this.buckets = new TokenBuckets(rate);
    this.instance = new TokenBuckets(instanceRate);
  }

  /** Counts one look-up for `network` and for the instance; past either budget, a 429 after the pause. */
  async admit(network: string): Promise<void> {
    if (!this.take(network)) await this.refuse(network);
  }

  /** The refusal: a 429, sent after the pause. */
  private async refuse(network: string): Promise<never> {
    await this.refusals.hold(network);
    throw tooManyRequests(TOO_MANY_LOOKUPS);
  }

  /** A token of the network's and one of the instance's, or neither. */
  private take(network: string): boolean {
    if (!this.buckets.take(network)) return false;
    if (this.instance.take(INSTANCE)) return true;
    this.buckets.give(network);
    return false;
  }

  /** As `admit`, for a call naming an event: only an id the event cache cannot answer for reaches the database. */
  async admitEvent(eventId: string, network: string): Promise<void> {
    if (!this.knows(eventId)) await this.admit(network);
  }

  /**
   * Runs `lookUp`, a player's name or team, which reads the player from the database unless the
   * event cache holds them, even in an event it holds or knows is missing: a made-up player id in a
   * real event (every phone knows its id) cost a query each, uncounted. Only a look-up that found
   * no such player (404) is counted, so the venue's players never spend the budget, even those the
   * cache does not hold yet (just joined, on PostgreSQL it learns them from the channel); once the
   * network's budget is spent, players the cache does not hold are refused before any query.
   */
  async lookUpPlayer<T>(eventId: string, playerId: string, network: string, lookUp: () => Promise<T>): Promise<T> {
    if (this.holdsPlayer(eventId, playerId)) return lookUp();
    if (!this.buckets.has(network) || !this.instance.has(INSTANCE)) await this.refuse(network);
    try {
      return await lookUp();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) this.take(network);
      throw error;
    }
  }

  /** The server is stopping: held refusals go now. */
  release() {
    this.refusals.release();
  }

  close() {
    this.buckets.close();
    this.instance.close();
  }
}
