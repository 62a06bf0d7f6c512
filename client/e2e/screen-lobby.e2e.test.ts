// The big screen's lobby at 1920x1080 with the rosters a venue meets: one team of 60, 100 players
// without a team, 300 players in 20 teams. Whatever the roster, the code, the QR code and every
// team's header stay on the screen, and the page never scrolls.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_SCREEN, browserAvailability, openPage, type RunningServer, screenshots, startServerAndBrowser } from './harness';
import { createLiveEvent, createQuiz, createTeam, joinPlayers, type Manager, signUpManager } from './liveApi';

const availability = browserAvailability();

const FIRST = [
  'Ann',
  'Bartholomew',
  'Chloé',
  'Dmitri',
  'Eve',
  'Françoise',
  'Gus',
  'Hiroshi',
  'Ines',
  'Jean-Baptiste',
  'Kim',
  'Leonardo',
  'Mo',
  'Nnamdi',
  'Olga',
  'Priyanka',
];
const LAST = ['Smith', 'Okafor', 'Nguyen', 'Van der Berg', 'Li', 'Papadopoulos', 'Dupont', 'Ó Briain'];
/** Names of every length a room types, short to long (the longest are cut with an ellipsis, not wrapped). */
const playerName = (n: number) =>
  (n % 3 === 0 ? FIRST[n % FIRST.length]! : `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`) + ` ${n}`;

const TEAM_NAMES = [
  'Quizzy Rascals',
  'The Know-It-Alls',
  'Red Foxes',
  'Les Savants Fous',
  'Trivia Newton John',
  'Owls',
  'Universally Challenged',
  'Pub Lords',
  'The Smarty Pints',
  'Quiz Khalifa',
  'Agatha Quiztie',
  'Blue Herons',
  'Les Cerveaux',
  'E = MC Hammer',
  'The Mighty Ducks of Knowledge',
  'Team 16',
  'Norse Code',
  'Cunning Linguists',
  'Sherlock Homies',
  'The Last Orders',
];

type Roster = { flow: string; event: string; players: number; teams: number };

describe.skipIf(!availability.run)('screen lobby: any roster fits one 1920x1080 screen', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let quizId = '';
  const shot = screenshots('screen-lobby');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
    quizId = await createQuiz(server, manager.token, 'Lobby quiz', [
      { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Ready?', answers: ['Yes', 'No'] } } },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a screen on the event by its code, in screen mode, and waits for the whole roster. */
  async function openScreen(code: string, players: number): Promise<Page> {
    const screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto(`/?isScreen=true&code=${code}`);
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.waitForURL('**/screen');
    await screen.getByText(`${players} players`, { exact: true }).waitFor();
    return screen;
  }

  /** The code, the QR code and every team header inside the viewport, and nothing to scroll. */
  async function expectFits(screen: Page, code: string, roster: Roster) {
    const viewport = screen.viewportSize()!;
    const inside = async (what: string, box: { x: number; y: number; width: number; height: number } | null) => {
      expect(box, what).not.toBeNull();
      expect(box!.width, what).toBeGreaterThan(0);
      expect(box!.height, what).toBeGreaterThan(0);
      expect(box!.x, what).toBeGreaterThanOrEqual(0);
      expect(box!.y, what).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, what).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height, what).toBeLessThanOrEqual(viewport.height);
    };
    await inside('event code', await screen.getByLabel(`Event code ${code.split('').join(' ')}`).boundingBox());
    const qr = screen.locator('svg').filter({ has: screen.locator('title', { hasText: /^QR code to join at / }) });
    expect(await qr.count()).toBe(1);
    await inside('QR code', await qr.boundingBox());

    const headers = screen.locator('section h2');
    expect(await headers.count()).toBe(roster.teams);
    for (const header of await headers.all()) await inside(`team header ${await header.textContent()}`, await header.boundingBox());

    const scroll = await screen.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, inner: window.innerHeight }));
    expect(scroll.height).toBeLessThanOrEqual(scroll.inner + 1);
  }

  /** Every team lists names and "+N more" that add up to its count: nobody is dropped unaccounted. */
  async function expectEveryoneCounted(screen: Page) {
    const cards = await screen.locator('section').all();
    let total = 0;
    for (const card of cards) {
      const count = Number((await card.locator('h2').textContent())!.match(/\((\d+)\)$/)![1]);
      const items = await card.getByRole('listitem').allTextContents();
      // '+N more', and the same in French on its line.
      const more = items.at(-1)?.match(/^\+(\d+) more · \+\1 autres?$/);
      const listed = more ? items.length - 1 : items.length;
      expect(listed, 'every card lists at least one name').toBeGreaterThan(0);
      expect(listed + Number(more?.[1] ?? 0)).toBe(count);
      total += count;
    }
    return total;
  }

  it('one team of 60 players', async () => {
    const roster: Roster = { flow: 'one-team-of-60', event: 'Sixty in One Team', players: 60, teams: 1 };
    const teamId = await createTeam(server, manager.token, 'The Whole Pub Together');
    const event = await createLiveEvent(server, manager.token, { name: roster.event, quizId, teamIds: [teamId] });
    await joinPlayers(
      server,
      event,
      Array.from({ length: 60 }, (_, i) => ({ name: playerName(i + 1), teamId })),
    );

    const screen = await openScreen(event.code, roster.players);
    await screen.getByRole('heading', { name: 'The Whole Pub Together (60)' }).waitFor();
    await expectFits(screen, event.code, roster);
    expect(await expectEveryoneCounted(screen)).toBe(60);
    // Sixty names fit a whole screen: all of them are listed.
    expect(await screen.getByText(/^\+\d+ more$/).count()).toBe(0);
    await shot(screen, roster.flow);
    await screen.context().close();
  });

  it('100 players without a team', async () => {
    const roster: Roster = { flow: 'hundred-without-team', event: 'A Hundred Soloists', players: 100, teams: 1 };
    const event = await createLiveEvent(server, manager.token, { name: roster.event, quizId, teamsConfig: 'no_teams' });
    await joinPlayers(
      server,
      event,
      Array.from({ length: 100 }, (_, i) => ({ name: playerName(i + 1), teamId: null })),
    );

    const screen = await openScreen(event.code, roster.players);
    await expectFits(screen, event.code, roster);
    expect(await expectEveryoneCounted(screen)).toBe(100);
    await shot(screen, roster.flow);
    await screen.context().close();
  });

  it('300 players in 20 teams', async () => {
    const roster: Roster = { flow: 'three-hundred-in-twenty-teams', event: 'Full House: Twenty Teams', players: 300, teams: 20 };
    const teamIds: string[] = [];
    for (const name of TEAM_NAMES) teamIds.push(await createTeam(server, manager.token, name));
    const event = await createLiveEvent(server, manager.token, { name: roster.event, quizId, teamIds });
    await joinPlayers(
      server,
      event,
      Array.from({ length: 300 }, (_, i) => ({ name: playerName(i + 1), teamId: teamIds[i % 20]! })),
    );

    const screen = await openScreen(event.code, roster.players);
    for (const name of TEAM_NAMES) await screen.getByRole('heading', { name: `${name} (15)` }).waitFor();
    await expectFits(screen, event.code, roster);
    expect(await expectEveryoneCounted(screen)).toBe(300);
    await shot(screen, roster.flow);
    await screen.context().close();
  });
});
