// The next question's image, sent ahead (issue 22): from the reveal of a question, phones and
// screens are told the image of the question `next` opens, so they fetch it before its timer starts.
// Not while a question runs (the bandwidth is the answers'), not when the next has no image, not
// after the last question; across quizzes of the event too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Question } from '@quizfest/shared';
import { call } from './api-helpers.js';
import { expectOk, poll } from './fixtures.js';
import { hostAction, liveEvent, QUESTIONS } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withImage = (imageUrl: string): Question => ({ ...QUESTIONS[0]!, imageUrl });

it('tells phones and screens the next image from the reveal on, and nothing else', async () => {
  const questions = [QUESTIONS[0]!, withImage('owl.png'), withImage('https://example.com/fox.jpg'), QUESTIONS[0]!, withImage('last.png')];
  const f = await liveEvent(t.app, 1, questions);
  const player = f.players[0]!.id;
  const screenId = randomUUID();
  expectOk(await call(t.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
  const screenLive = async () => expectOk(await call(t.app, 'POST', '/events/poll-as-screen', { eventId: f.eventId, screenId })).live;
  const phoneLive = async () => (await poll(t.app, f.eventId, player)).body.live;
  const nextImage = async () => (await phoneLive()).nextImageUrl;

  expectOk(await hostAction(t.app, f, 'start'));
  expect(await nextImage()).toBeUndefined();
  expect((await screenLive()).nextImageUrl).toBeUndefined();
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect(await nextImage()).toBe('owl.png');
  expect((await screenLive()).nextImageUrl).toBe('owl.png');
  expectOk(await hostAction(t.app, f, 'leaderboard'));
  expect(await nextImage()).toBe('owl.png');
  expect((await screenLive()).nextImageUrl).toBe('owl.png');

  expectOk(await hostAction(t.app, f, 'next'));
  const opened = await phoneLive();
  expect(opened).toMatchObject({ phase: 'question', question: { imageUrl: 'owl.png' } });
  expect(opened.nextImageUrl).toBeUndefined();
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect(await nextImage()).toBe('https://example.com/fox.jpg');

  // The next one has no image: nothing to fetch.
  expectOk(await hostAction(t.app, f, 'next'));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect(await nextImage()).toBeUndefined();
  expectOk(await hostAction(t.app, f, 'next'));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect(await nextImage()).toBe('last.png');
  expectOk(await hostAction(t.app, f, 'next'));
  expectOk(await hostAction(t.app, f, 'reveal'));
  expect(await nextImage()).toBeUndefined();
});
