// Player and screen calls (docs/PRODUCT-RULES.md#joining), all anonymous. Failed join codes are rate limited per address
// (guessing codes); successful joins never are, since a whole venue may share one IP, and new
// players widen that address's allowance for typos a little (WRONG_CODES).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemas as S } from '@quizfest/shared';
import { forbidden, HttpError, notFound, tooManyRequests } from '../errors.js';
import { FailureLimiter } from '../lib/failure-limiter.js';
import { RefusalPause } from '../lib/refusal-pause.js';
import { RecentKeys } from '../lib/recent-keys.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { joinAddress } from '../live/join-address.js';
import { DEFAULT_NEW_PLAYERS_PER_ADDRESS } from '../config.js';
import { JOIN_CAP_MARGIN, joinAsScreen, joinBatcher, NewPlayersRefused, NO_SUCH_CODE, PLAYER_REMOVED } from './joining.js';
import { namesQuickly, setInfo, teamlessNamer } from './naming.js';
import { createPlayerTeam } from './player-teams.js';
import { POLL_CONTENT_TYPE, replayPollBody } from './poll-fast-path.js';
import { NEW_SCREENS, SCREEN_POLLS, TOO_MANY_NEW_SCREENS, TOO_MANY_SCREEN_POLLS } from './screen-slots.js';

/**
 * Wrong codes an address may send: 60 per 10 minutes, plus one per 5 new players who joined from it,
 * at most 100 more. A venue of 500 on one address may mistype 160 times in 10 minutes (one player in
 * three); a script that joins its own event with fresh player ids (anyone may make an event) buys
 * at most 100 guesses a window, where one per player up to 2,000 bought 2,000 (issue 18, item 8).
 */
export const WRONG_CODES = { max: 60, windowMs: 10 * 60_000, credit: { per: 5, max: 100 } };

/**
 * Join refusals sent after a pause (lib/refusal-pause.ts): over the limits (429), into a closed,
 * ended or full event (409), or barred (403). A phone meets one once and loses a second; a script
 * looping on one from a keep-alive connection drew 2,400 a second and saturated the server's core
 * (bench join-flood.mjs). A wrong code (404) is not held: a venue's typos are limited on their own.
 * Up to 1,024 wait per address: a script with more connections than that has its replies at once
 * past it (a venue's phones, refused, wait their second all the same).
 */
export const JOIN_REFUSALS = { holdMs: 1000, heldPerAddress: 1024, statuses: new Set([403, 409, 429]) };

/**
 * Player polls per player id (the phone polls once a second without a socket), and polls for ids the
 * event does not know, per event: past them 429, sent after the refusal pause. Unlimited, a script
 * with the event id (every player has it) looping on keep-alive connections was answered as fast as
 * the server could write, each poll costing what a phone's does, until the core was saturated for
 * everyone (issue 18). Strangers are counted per event, not per id: each of a script's ids is new.
 * An honest phone that meets the refusal keeps its view and polls on (liveConnection).
 */
export const PLAYER_POLLS = { burst: 5, perSecond: 2 };
export const STRANGER_POLLS = { burst: 100, perSecond: 20 };
export const TOO_MANY_POLLS = 'Polling too often; try again in a moment';

/** The refusal of a newcomer past their address's share of new players (NEW_PLAYERS_PER_ADDRESS); " Try again in N s." follows. */
export const TOO_MANY_NEW_PLAYERS = 'Too many new players for this event from this network.';

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['players'];
  // New players per address and code (issue 18's join flood): a burst a venue behind one router
  // fits in, then a steady rate; a player already in never spends one (given back below).
  const newPlayersBurst = app.config.newPlayersPerAddress ?? DEFAULT_NEW_PLAYERS_PER_ADDRESS;
  const newPlayers = new TokenBuckets({ burst: newPlayersBurst, perSecond: newPlayersBurst / 50 });
  const failedCodes = new FailureLimiter(WRONG_CODES.max, WRONG_CODES.windowMs, 'Too many wrong event codes from this network.');
  // New screens per address and event (players/screen-slots.ts): counted as they join, not only when they fail.
  const newScreens = new FailureLimiter(NEW_SCREENS.max, NEW_SCREENS.windowMs, TOO_MANY_NEW_SCREENS);
  // Codes joined from an address this evening. One prankster in a venue used to lock the whole
  // room out once the address was over its limit; a code someone in the room has already joined
  // with reveals nothing to the others, so it always gets in, while unknown codes get 429 and a
  // guesser stays at the limit's pace. The README notes the trade-off: the first
  // player of a venue whose prankster came before anyone joined waits for the window, unless the
  // venue's big screen, which joins with the same code, was on the same network first.
  const joinedCodes = new RecentKeys(6 * 60 * 60_000);
  const screenPolls = new TokenBuckets(SCREEN_POLLS);
  const playerPolls = new TokenBuckets(app.config.pollRates?.player ?? PLAYER_POLLS);
  const strangerPolls = new TokenBuckets(app.config.pollRates?.stranger ?? STRANGER_POLLS);
  const refusals = new RefusalPause(JOIN_REFUSALS.holdMs, JOIN_REFUSALS.heldPerAddress);
  app.addHook('preClose', async () => refusals.release());
  // Joins go in as a group commit per code: a venue's storm is one statement per batch, not per join.
  const joins = joinBatcher(app.db, {
    maxPlayers: app.config.maxPlayersPerEvent,
    roomyEventId: (code) =>
      app.eventCache.withCode(code).find((e) => e.players.size + JOIN_CAP_MARGIN <= app.config.maxPlayersPerEvent)?.row.id ?? null,
  });

  // So are teamless players naming themselves, per event.
  const names = teamlessNamer(app.db);
  app.addHook('onClose', async () => {
    await Promise.all([joins.close(), names.close()]);
    failedCodes.close();
    newScreens.close();
    joinedCodes.close();
    screenPolls.close();
    playerPolls.close();
    strangerPolls.close();
    newPlayers.close();
  });

  // Polls arrive every second from every phone and screen, and joins and names in storms of
  // thousands a minute: log them only when they fail (an access log line is a write per request).
  const quiet = { logLevel: 'warn' as const };

  /**
   * Joins by code; `credit`: a success widens the address's typo allowance (a player's first join).
   * Its refusals (JOIN_REFUSALS) go after the pause.
   */
  const byCode = async <T extends { eventId: string; isNew: boolean }>(
    ip: string,
    code: string,
    lookup: () => Promise<T | null>,
    credit: (found: T) => boolean,
  ) => {
    try {
      const known = `${ip}|${code}`;
      if (!joinedCodes.has(known)) failedCodes.check(ip);
      const found = await lookup();
      if (!found) {
        failedCodes.fail(ip);
        throw notFound(NO_SUCH_CODE);
      }
      joinedCodes.add(known);
      // Only a new player counts: re-joining with one player id 2,000 times bought 2,000 guesses.
      if (credit(found)) failedCodes.succeed(ip, WRONG_CODES.credit);
      return found;
    } catch (error) {
      if (error instanceof HttpError && JOIN_REFUSALS.statuses.has(error.statusCode)) await refusals.hold(ip);
      throw error;
    }
  };

  /**
   * A player's join, within their address's share of new players: the token is taken before the
   * join, which cannot tell a newcomer from a player coming back before its statement, and given back
   * to one who was already in, to a code that names no event, and when the join fails.
   */
  const joinPlayer = async (code: string, playerId: string, budget: string) => {
    const mayAdd = newPlayers.take(budget);
    try {
      const found = await joins.submit(code, { playerId, mayAdd });
      if (mayAdd && !found?.isNew) newPlayers.give(budget);
      return found;
    } catch (error) {
      if (mayAdd) newPlayers.give(budget);
      if (!(error instanceof NewPlayersRefused)) throw error;
      const seconds = Math.max(1, Math.ceil(newPlayers.msUntilToken(budget) / 1000));
      throw tooManyRequests(`${TOO_MANY_NEW_PLAYERS} Try again in ${seconds} s.`);
    }
  };

  app.post('/events/join', { ...quiet, schema: { tags, body: S.JoinBody, response: { 200: S.JoinResponse } } }, async (req) => {
    const { code, playerId } = req.body;
    const { eventId, isNew } = await byCode(
      req.network,
      code,
      () => joinPlayer(code, playerId, `${req.network}|${code}`),
      (found) => found.isNew,
    );
    // A repeat join (a reload, a second tab) changes nothing that anyone sees.
    if (isNew) app.live.playersChanged(eventId, [{ playerId, name: null }]);
    return { eventId };
  });

  app.post('/events/join-as-screen', { schema: { tags, body: S.JoinAsScreenBody, response: { 200: S.JoinResponse } } }, async (req) => {
    // A screen earns no typos (a venue has a few), but its code counts as joined from its address.
    const { eventId, isNew } = await byCode(
      req.network,
      req.body.code,
      () =>
        joinAsScreen(app.db, req.body.code, req.body.screenId, req.body.key, {
          leastSeen: (id, screenIds, lapsedOnly) => app.live.presence.screensLeastSeen(id, screenIds, lapsedOnly),
          admitNew: (id) => {
            const key = `${req.network}|${id}`;
            newScreens.reserve(key);
            return () => newScreens.release(key);
          },
        }),
      () => false,
    );
    app.live.presence.noteScreen(eventId, req.body.screenId);
    if (isNew) app.live.rowChanged(eventId);
    return { eventId };
  });

  // The views are built from the cache and serialised once per change (live/views.ts): the body
  // goes out as it is, without a second pass through the response schema.
  const asIs = (x: unknown) => x as string;

  // Most polls are answered before they reach Fastify (poll-fast-path.ts), by this same answer; the
  // route answers the rest, and every poll the fast path read but could not answer, replayed.
  // `admitted`: the route counted the look-up of an event this instance does not hold; the fast
  // path, which does not know the client's network, hands such a poll to the route (null) instead.
  const pollAnswer = async ({ eventId, playerId }: { eventId: string; playerId: string }, admitted = false) => {
    if (!admitted && !app.live.knows(eventId)) return null;
    const entry = await app.live.entryWithPlayer(eventId, playerId);
    if (!entry) return null;
    // Counted per id once the id is known to be the event's, so a script's made-up ids leave no bucket behind.
    const known = entry.players.has(playerId);
    const removed = entry.removed.has(playerId);
    if (!(known || removed ? playerPolls.take(`${entry.row.id}|${playerId}`) : strangerPolls.take(entry.row.id))) {
      throw tooManyRequests(TOO_MANY_POLLS);
    }
    // Thrown, not returned: the fast path hands the poll to the route, whose error handler answers 403.
    if (removed) throw forbidden(PLAYER_REMOVED);
    if (known) app.live.notePoll(eventId, playerId);
    return app.live.playerBody(entry, playerId);
  };
  /** A poll's refusal for its rate (429) goes after the pause, as a join's does: a looping script then gets about one a second. */
  const pausedRefusal = async (network: string, error: unknown): Promise<never> => {
    if (error instanceof HttpError && error.statusCode === 429) await refusals.hold(network);
    throw error;
  };
  app.pollFastPath.attach((poll) => pollAnswer(poll));

  app.post(
    '/events/poll',
    { ...quiet, preParsing: replayPollBody, schema: { tags, body: S.PollBody, response: { 200: S.PollResponse } } },
    async (req, reply) => {
      // The polls the fast path answers are counted there (its `counts`); these are the rest.
      app.metrics.polls.player++;
      await app.lookups.admitEvent(req.body.eventId, req.network);
      const body = await pollAnswer(req.body, true).catch((error: unknown) => pausedRefusal(req.network, error));
      if (body === null) throw notFound('Event not found');
      return reply
        .type(POLL_CONTENT_TYPE)
        .serializer(asIs)
        .send(body as never);
    },
  );

  app.post(
    '/events/poll-as-screen',
    { ...quiet, schema: { tags, body: S.PollAsScreenBody, response: { 200: S.ScreenPollReply } } },
    async (req, reply) => {
      app.metrics.polls.screen++;
      // Counted per screen id (canonical, from the schema) before any work: the answer is large.
      if (!screenPolls.take(req.body.screenId)) return pausedRefusal(req.network, tooManyRequests(TOO_MANY_SCREEN_POLLS));
      await app.lookups.admitEvent(req.body.eventId, req.network);
      const entry = await app.live.entryWithScreen(req.body.eventId, req.body.screenId);
      if (!entry) throw notFound('Event not found');
      if (!entry.row.screenIds.includes(req.body.screenId)) throw notFound('This screen has not joined the event');
      app.live.presence.noteScreen(entry.row.id, req.body.screenId);
      const join = joinAddress(app.config.publicUrl, { host: req.headers.host, protocol: req.protocol });
      return reply
        .type(POLL_CONTENT_TYPE)
        .serializer(asIs)
        .send(app.live.screenBody(entry, join, undefined, req.body.playersHeld) as never);
    },
  );

  app.post('/players/set-info', { ...quiet, schema: { tags, body: S.SetInfoBody, response: { 200: S.PlayerRecord } } }, async (req) => {
    const { eventId, playerId } = req.body;
    const quick = namesQuickly(req.body, app.eventCache.peek(eventId));
    const player = quick
      ? await names.submit(eventId, req.body)
      : await app.lookups.lookUpPlayer(eventId, playerId, req.network, () => setInfo(app.db, req.body));
    app.live.playersChanged(req.body.eventId, [player]);
    return player;
  });

  app.post('/players/create-team', { schema: { tags, body: S.CreateTeamBody, response: { 200: S.CreatedTeam } } }, async (req) => {
    const { eventId, playerId } = req.body;
    const team = await app.lookups.lookUpPlayer(eventId, playerId, req.network, () =>
      createPlayerTeam(app.db, req.body, app.config.maxCustomTeamsPerEvent),
    );
    // The event's teams changed, and no player's record (the creator's shows a team once named).
    app.live.rowChanged(req.body.eventId, [req.body.playerId]);
    return team;
  });
};
