// A live game from the lobby to the podium: the manager runs it from the host console on a laptop,
// the big screen follows at 1920x1080, and three players on phones answer one question of each kind:
// multiple choice, free text (the host accepts an answer the key missed), a poll, several right
// answers and a numeric estimate (the closest wins). One phone loses its network while the host opens
// the second question, and catches up when it is back. The team scores shown at the end must follow
// the formula of docs/PRODUCT-RULES.md#scoring.
import type { ResultRow } from '@quizfest/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn } from './authForms';
import { expectSelected, expectText, expectValue } from './eventually';
import {
  BIG_SCREEN,
  browserAvailability,
  LAPTOP,
  openPage,
  PHONE,
  PHONE_OPTIONS,
  type RunningServer,
  screenshots,
  startServerAndBrowser,
  WAIT_MS,
} from './harness';
import { createLiveEvent, createQuiz, createTeam, type Manager, openHostConsole, results, signUpManager } from './liveApi';

const availability = browserAvailability();

const EVENT = 'Thursday Live Quiz';
const QUIZ = 'Science Round';
const FOXES = 'Red Foxes';
const OWLS = 'Blue Owls';
const MULTIPLE_CHOICE = {
  en: { question: 'Which planet is the largest in the solar system?', answers: ['Mercury', 'Venus', 'Jupiter', 'Mars'] },
  fr: { question: 'Quelle est la plus grande planète du système solaire ?', answers: ['Mercure', 'Vénus', 'Jupiter', 'Mars'] },
  correct: 3,
};
const FREE_TEXT = {
  en: { question: 'Which gas do we breathe in to live?', answer: 'Oxygen' },
  fr: { question: 'Quel gaz respirons-nous pour vivre ?', answer: 'Oxygène' },
};
/** Question 3, a poll (issue 20): five options, no right answer, and a comment shown with its votes. */
const POLL = {
  en: {
    question: 'Which round should come next?',
    answers: ['Music', 'Film', 'Sport', 'History', 'Science'],
    explanation: 'The winner plays after the break.',
  },
  fr: {
    question: 'Quelle manche voulez-vous ensuite ?',
    answers: ['Musique', 'Cinéma', 'Sport', 'Histoire', 'Sciences'],
    explanation: 'La gagnante se joue après la pause.',
  },
};
/** Last, a slide (issue 20): nothing to answer, shown until the host goes on to the podium. */
const SLIDE = {
  en: { question: 'Thanks for playing!\nThe bar stays open.' },
  fr: { question: 'Merci d’avoir joué\u00a0!\nLe bar reste ouvert.' },
};
/** Question 4, several right answers (issue 20): Mars and Venus of four. */
const SEVERAL = {
  en: { question: 'Which of these are planets?', answers: ['Mars', 'The Moon', 'Venus', 'The Sun'] },
  fr: { question: 'Lesquels sont des planètes ?', answers: ['Mars', 'La Lune', 'Vénus', 'Le Soleil'] },
  right: [1, 3],
};
/** Question 5, a numeric estimate (issue 20): no tolerance, so the closest answer wins. */
const ESTIMATE = {
  en: { question: 'How tall is the Eiffel Tower?', unit: 'm' },
  fr: { question: 'Quelle est la hauteur de la tour Eiffel ?', unit: 'm' },
  value: 330,
};
/** Question 6, put in order (issue 20): four planets from the Sun outwards, shuffled by the server. */
const ORDER = {
  en: { question: 'Put these planets in order, from the Sun outwards', answers: ['Mercury', 'Venus', 'Earth', 'Mars'] },
  fr: { question: 'Remettez ces planètes dans l’ordre, en partant du Soleil', answers: ['Mercure', 'Vénus', 'Terre', 'Mars'] },
};
/** Long enough that no question closes on its deadline while a slow machine runs the test. */
const TIME_LIMIT = 90;

type Player = { name: string; team: string; locale: 'en-US' | 'fr-FR'; page: Page };

/** What a phone says, in its browser's language (issue 19: a French phone plays in French). */
const PHONE_TEXTS = {
  'en-US': {
    codeField: 'Event Code',
    join: 'Join',
    joinTitle: 'Join the game',
    name: 'Your Name',
    team: 'Team',
    welcome: (name: string) => `Welcome, ${name}!`,
    teamLine: (team: string) => `Team: ${team}`,
  },
  'fr-FR': {
    codeField: 'Code de l’événement',
    join: 'Rejoindre',
    joinTitle: 'Rejoindre la partie',
    name: 'Votre nom',
    team: 'Équipe',
    // Playwright reads French's no-break space before '!' and ':' as a plain one.
    welcome: (name: string) => `Bienvenue, ${name} !`,
    teamLine: (team: string) => `Équipe : ${team}`,
  },
};

/** The English chrome a French phone showed before issue 19; none of it may be left. */
const ENGLISH_CHROME = [
  'Leave event',
  'Join the game',
  'Welcome',
  'Get ready',
  'Question 1 of',
  'Question 2 of',
  'Answer received',
  'Your answer',
  'Send',
  'Correct!',
  'Wrong',
  'No answer',
  '+0 points',
  'The right answer',
  'Total points',
  'Rank',
  'Leaderboard',
  'Final results',
  'finished',
  'Reconnecting',
];

describe.skipIf(!availability.run)('live game: host console, big screen and three phones to the podium', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let code = '';
  let eventId = '';
  let host: Page;
  let screen: Page;
  const shot = screenshots('live-game');
  // Alice and Bob play for the Foxes, Chloé for the Owls, on a phone set to French.
  const alice = { name: 'Alice', team: FOXES, locale: 'en-US' } as Player;
  const bob = { name: 'Bob', team: FOXES, locale: 'en-US' } as Player;
  const chloe = { name: 'Chloé', team: OWLS, locale: 'fr-FR' } as Player;
  const players = [alice, bob, chloe];
  /** Points the host added to each team with a reason (issue 20), beside what the answers scored. */
  const teamBonus: Record<string, number> = {};

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
    const quizId = await createQuiz(server, manager.token, QUIZ, [
      {
        type: 'multiple_text_choice_4',
        correctAnswer: MULTIPLE_CHOICE.correct,
        timeLimit: TIME_LIMIT,
        texts: { en_US: MULTIPLE_CHOICE.en, fr_FR: MULTIPLE_CHOICE.fr },
      },
      { type: 'free_text_input', timeLimit: TIME_LIMIT, texts: { en_US: FREE_TEXT.en, fr_FR: FREE_TEXT.fr } },
      { type: 'poll', timeLimit: TIME_LIMIT, texts: { en_US: POLL.en, fr_FR: POLL.fr } },
      { type: 'multiple_select', correctAnswers: SEVERAL.right, timeLimit: TIME_LIMIT, texts: { en_US: SEVERAL.en, fr_FR: SEVERAL.fr } },
      { type: 'numeric_estimate', correctValue: ESTIMATE.value, timeLimit: TIME_LIMIT, texts: { en_US: ESTIMATE.en, fr_FR: ESTIMATE.fr } },
      { type: 'ordering', timeLimit: TIME_LIMIT, texts: { en_US: ORDER.en, fr_FR: ORDER.fr } },
      { type: 'slide', texts: { en_US: SLIDE.en, fr_FR: SLIDE.fr } },
    ]);
    const teamIds = [await createTeam(server, manager.token, FOXES), await createTeam(server, manager.token, OWLS)];
    const event = await createLiveEvent(server, manager.token, { name: EVENT, quizId, teamIds });
    code = event.code;
    eventId = event.id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The host's one big button: pressed, then the console must offer the step after it. */
  const press = async (label: string, next: string | null) => {
    await host.getByRole('button', { name: label, exact: true }).click();
    if (next) await host.getByRole('button', { name: next, exact: true }).waitFor();
  };
  const hostPhase = (phase: string) => host.getByLabel(`Phase: ${phase}`, { exact: true }).waitFor();
  // The screen's own headings are in English and French: their names hold both ('Leaderboard Classement').
  const screenHeading = (name: string) => screen.getByRole('heading', { level: 1, name, exact: true });
  const phoneHeading = (player: Player, name: string) => player.page.getByRole('heading', { name, exact: true });
  const answered = (n: number) => host.getByText(`Answered ${n} of 3`, { exact: true }).waitFor();
  /** The French phone shows none of the English chrome, in its text or in what screen readers read. */
  const expectNoEnglishChrome = async (player: Player) => {
    const said = await player.page.evaluate(() => {
      const texts = [document.body.innerText];
      for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder]')))
        for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
      return texts.join('\n');
    });
    expect(ENGLISH_CHROME.filter((text) => said.includes(text))).toEqual([]);
  };

  it('the manager signs in and opens the host console from the events list', async () => {
    host = await openPage(browser, server, { viewport: LAPTOP });
    await host.goto('/manager/sign-in');
    await fillSignIn(host, manager.account);
    await host.waitForURL('**/manager/home');
    await host.goto('/manager/events');
    await host.getByRole('link', { name: `Run live ${EVENT}` }).click();
    await host.waitForURL(`**/manager/events/live?id=${eventId}`);
    await host.getByRole('heading', { name: EVENT }).waitFor();
    await hostPhase('Lobby');
    await host.getByLabel('Connection: Live').waitFor();
    await host.getByRole('button', { name: 'Start the quiz' }).waitFor();
    await host.getByText('0 players ready', { exact: false }).waitFor();
    await shot(host, 'host-lobby-empty');
  });

  it('the big screen joins by code in screen mode and shows the empty lobby', async () => {
    screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto(`/?isScreen=true&code=${code}`);
    await expectValue(screen.getByRole('textbox', { name: 'Event Code' }), code);
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.waitForURL('**/screen');
    await screenHeading(EVENT).waitFor();
    await expectText(screen.getByLabel(`Event code ${code.split('').join(' ')}`), code);
    await screen.getByText('0 players', { exact: true }).waitFor();
    await host.getByText('1 screen', { exact: true }).waitFor();
  });

  it('three players join on their phones by code, name and team', async () => {
    for (const player of players) {
      player.page = await openPage(browser, server, { ...PHONE_OPTIONS, locale: player.locale });
      const page = player.page;
      await page.goto('/');
      const texts = PHONE_TEXTS[player.locale];
      await page.getByRole('textbox', { name: texts.codeField }).fill(code);
      await page.getByRole('button', { name: texts.join, exact: true }).tap();
      await page.waitForURL('**/player');
      await page.getByRole('heading', { name: texts.joinTitle }).waitFor();
      await page.getByRole('textbox', { name: texts.name }).fill(player.name);
      // The team is the phone's own picker (a native select).
      await page.getByRole('combobox', { name: texts.team }).selectOption({ label: player.team });
      await expectSelected(page.getByRole('combobox', { name: texts.team }), player.team);
      if (player === alice) await shot(page, 'phone-join-form');
      if (player === chloe) await shot(page, 'phone-join-form-fr');
      await page.getByRole('button', { name: texts.join, exact: true }).tap();
      await page.getByRole('heading', { name: texts.welcome(player.name) }).waitFor();
      await page.getByText(texts.teamLine(player.team)).waitFor();
    }
    await expectNoEnglishChrome(chloe);
    await shot(alice.page, 'phone-lobby');
    await screen.getByRole('heading', { name: `${FOXES} (2)` }).waitFor();
    await screen.getByRole('heading', { name: `${OWLS} (1)` }).waitFor();
    await screen.getByText('3 players', { exact: true }).waitFor();
    await shot(screen, 'screen-lobby');
    await host.getByText('3 players ready, 3 connected.').waitFor();
    await shot(host, 'host-lobby');
  });

  it('question 1 (multiple choice): the host starts, two players tap an option, one does not answer', async () => {
    await press('Start the quiz', 'Reveal the answer');
    await hostPhase('Question 1 of 6');
    // Only the host sees the right answer while the question runs.
    await host
      .getByText(`Correct answer: ${MULTIPLE_CHOICE.correct}. ${MULTIPLE_CHOICE.en.answers[MULTIPLE_CHOICE.correct - 1]}`)
      .waitFor();

    await screenHeading(MULTIPLE_CHOICE.en.question).waitFor();
    await screen.getByText(MULTIPLE_CHOICE.fr.question).waitFor();
    await screen.getByRole('timer').waitFor();
    await expectInView(screen, screen.getByText('0 of 3 answered'));
    expect(await screen.locator('[data-correct]').count()).toBe(0);
    await shot(screen, 'screen-question-1');

    await phoneHeading(alice, MULTIPLE_CHOICE.en.question).waitFor();
    await phoneHeading(chloe, MULTIPLE_CHOICE.fr.question).waitFor();
    await shot(alice.page, 'phone-question-1');
    await shot(chloe.page, 'phone-question-1-fr');
    await chloe.page.getByText('Question 1 sur 6').waitFor();
    await expectNoEnglishChrome(chloe);
    await alice.page.getByRole('button', { name: 'Jupiter' }).tap();
    await alice.page.getByText('Answer received').waitFor();
    await shot(alice.page, 'phone-answer-received');
    await phoneHeading(bob, MULTIPLE_CHOICE.en.question).waitFor();
    await bob.page.getByRole('button', { name: 'Mars' }).tap();
    await bob.page.getByText('Answer received').waitFor();

    await screen.getByText('2 of 3 answered').waitFor();
    await answered(2);
    await shot(host, 'host-question-1');

    // The console in the operator's hand: the same event on a phone, signed in from storage.
    const hostPhone = await openHostConsole(browser, server, manager, eventId, PHONE_OPTIONS);
    await hostPhone.getByLabel('Phase: Question 1 of 6', { exact: true }).waitFor();
    // The event's name has a line of its own on a phone, beside nothing that could squeeze it away.
    await expectInView(hostPhone, hostPhone.getByRole('heading', { level: 1, name: EVENT }));
    await hostPhone.getByText('Answered 2 of 3', { exact: true }).waitFor();
    const main = hostPhone.getByRole('button', { name: 'Reveal the answer', exact: true });
    await main.waitFor();
    // The main action stays in reach of the thumb: at the bottom of the phone's screen.
    const box = await main.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 120);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // What the operator sees on the phone's screen, at the top and scrolled down to the rosters (a
    // full-page picture would draw the fixed bar over the middle of the page).
    await hostPhone.screenshot({ path: shotPath('host-phone-1-top'), animations: 'disabled' });
    // Scrolled to the end, the last of the page clears the fixed bar: nothing stays hidden under it.
    await hostPhone.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const teams = (await hostPhone.getByRole('button', { name: 'Teams (2)' }).boundingBox())!;
    const bar = (await main.boundingBox())!;
    expect(teams.y + teams.height).toBeLessThanOrEqual(bar.y);
    await hostPhone.screenshot({ path: shotPath('host-phone-2-scrolled'), animations: 'disabled' });
    await hostPhone.context().close();
  });

  it('the host reveals: the right answer and the distribution on the screen, right or wrong on the phones', async () => {
    await press('Reveal the answer', 'Show the leaderboard');
    await hostPhase('Answers revealed');

    const chart = screen.getByRole('list', { name: 'Answers per option' });
    await chart.waitFor();
    const correct = MULTIPLE_CHOICE.en.answers[MULTIPLE_CHOICE.correct - 1]!;
    await chart.getByRole('listitem', { name: new RegExp(`: ${correct} \\(correct answer\\), 1 answer$`) }).waitFor();
    await chart.getByRole('listitem', { name: /: Mars, 1 answer$/ }).waitFor();
    await screen.getByText('2 answered', { exact: true }).waitFor();
    await shot(screen, 'screen-reveal-1');

    await phoneHeading(alice, 'Correct!').waitFor();
    await phoneHeading(bob, 'Wrong').waitFor();
    await bob.page.getByText('+0 points').waitFor();
    await phoneHeading(chloe, 'Pas de réponse').waitFor();
    await chloe.page.getByText('+0 point', { exact: true }).waitFor();
    await expectNoEnglishChrome(chloe);
    const [aliceRow] = rowsFor(await results(server, manager.token, eventId), 0, alice.name);
    expect(aliceRow).toMatchObject({ correct: true });
    await alice.page.getByText(`+${grouped(aliceRow!.points)} points`, { exact: true }).waitFor();
    await shot(alice.page, 'phone-reveal-1');
    await shot(chloe.page, 'phone-reveal-1-no-answer');
    await shot(host, 'host-reveal-1');
  });

  it('the host shows the leaderboard on the screen and the phones', async () => {
    await press('Show the leaderboard', 'Next question');
    await hostPhase('Leaderboard');
    await screenHeading('Leaderboard Classement').waitFor();
    await screen.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: FOXES }).waitFor();
    await shot(screen, 'screen-leaderboard-1');
    await phoneHeading(alice, 'Leaderboard').waitFor();
    await shot(alice.page, 'phone-leaderboard-1');
    await expectTeamPoints(1);
  });

  it("question 2 (free text): Bob's phone is offline while the host opens it, then catches up and answers", async () => {
    await phoneHeading(bob, 'Leaderboard').waitFor();
    const cutAt = Date.now();
    await bob.page.context().setOffline(true);

    await press('Next question', 'Reveal the answer');
    await hostPhase('Question 2 of 6');
    await screenHeading(FREE_TEXT.en.question).waitFor();
    await screen.getByText('Type your answer on your phone').waitFor();
    await shot(screen, 'screen-question-2');
    await phoneHeading(alice, FREE_TEXT.en.question).waitFor();
    await shot(alice.page, 'phone-question-2');

    // The game goes on without Bob: Alice answers while he is away.
    await alice.page.getByRole('textbox', { name: 'Your answer' }).fill('oxygen');
    await alice.page.getByRole('button', { name: 'Send' }).tap();
    await alice.page.getByText('Answer received').waitFor();
    await answered(1);

    // Bob really is cut off: everyone else has the new question, his phone still shows the last view.
    const bobQuestion = phoneHeading(bob, FREE_TEXT.en.question);
    expect(await bobQuestion.isVisible()).toBe(false);
    expect(await phoneHeading(bob, 'Leaderboard').isVisible()).toBe(true);
    await shot(bob.page, 'phone-offline');
    // A few seconds without a network, as when a phone drops off the venue's Wi-Fi.
    await bob.page.waitForTimeout(Math.max(0, 3000 - (Date.now() - cutAt)));

    await bob.page.context().setOffline(false);
    await bobQuestion.waitFor();
    await shot(bob.page, 'phone-back-online-question-2');
    // One typo in an answer of five letters or more still counts.
    await bob.page.getByRole('textbox', { name: 'Your answer' }).fill('Oxygne');
    await bob.page.getByRole('button', { name: 'Send' }).tap();
    await bob.page.getByText('Answer received').waitFor();
    await answered(2);
    await screen.getByText('2 of 3 answered').waitFor();
    await shot(host, 'host-question-2');
  });

  it('the last answer closes question 2 by itself, the reveal shows the accepted answer, and the host accepts one more', async () => {
    await phoneHeading(chloe, FREE_TEXT.fr.question).waitFor();
    // Oxygen's formula: right, but not what the key says.
    await chloe.page.getByRole('textbox', { name: 'Votre réponse' }).fill('O2');
    await chloe.page.getByRole('button', { name: 'Envoyer' }).tap();
    // Everyone connected has answered: no Reveal pressed, the question closes itself.
    await hostPhase('Answers revealed');
    await host.getByRole('button', { name: 'Show the leaderboard', exact: true }).waitFor();

    await screen.getByText('Accepted answer').waitFor();
    await screen.getByText(FREE_TEXT.en.answer, { exact: true }).waitFor();
    await screen.getByText('✓ 2 right').waitFor();
    await screen.getByText('✗ 1 wrong').waitFor();
    await shot(screen, 'screen-reveal-2');
    await phoneHeading(bob, 'Correct!').waitFor();
    await phoneHeading(alice, 'Correct!').waitFor();
    await phoneHeading(chloe, 'Faux').waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(bob.page, 'phone-reveal-2');
    await shot(chloe.page, 'phone-reveal-2-fr');
    await shot(host, 'host-reveal-2');

    // The console lists what was typed; the host accepts Chloé's O2, and everyone sees it at once.
    const corrections = host.getByRole('region', { name: 'Corrections' });
    await corrections.getByText('oxygen', { exact: true }).waitFor();
    await shot(host, 'host-corrections-2');
    await corrections.getByRole('button', { name: 'Accept “O2” as right (1 player)' }).click();
    await phoneHeading(chloe, 'Juste !').waitFor();
    await screen.getByText('✓ 3 right').waitFor();
    await screen.getByText('O2', { exact: true }).waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-reveal-2-accepted-fr');
    await shot(screen, 'screen-reveal-2-accepted');
    const accepted = (await results(server, manager.token, eventId)).rows.find(
      (row) => row.questionIndex === 1 && row.playerName === chloe.name,
    )!;
    expect([accepted.answer, accepted.correct, accepted.points > 0]).toEqual(['O2', true, true]);

    await press('Show the leaderboard', 'Next question');
    await screenHeading('Leaderboard Classement').waitFor();
    await phoneHeading(alice, 'Leaderboard').waitFor();
    await shot(screen, 'screen-leaderboard-2');
    await shot(alice.page, 'phone-leaderboard-2');
    await expectTeamPoints(2);
  });

  it('question 3 (poll): everyone votes, nobody scores, and the room sees how it voted', async () => {
    await host.getByText('(Poll)').waitFor();
    await press('Next question', 'Show the votes');
    await hostPhase('Question 3 of 6');
    await host.getByText('No right answer, no points').waitFor();
    expect(await host.getByText(/Correct answer/).count()).toBe(0);

    await screenHeading(POLL.en.question).waitFor();
    await screen.getByText('Poll', { exact: true }).waitFor();
    expect(await screen.getByText(/double points|speed/i).count()).toBe(0);
    await shot(screen, 'screen-question-3-poll');

    await phoneHeading(alice, POLL.en.question).waitFor();
    await alice.page.getByText('Poll: no right answer, no points').waitFor();
    await shot(alice.page, 'phone-question-3-poll');
    await alice.page.getByRole('button', { name: 'Music' }).tap();
    await alice.page.getByText('Vote received').waitFor();
    await phoneHeading(bob, POLL.en.question).waitFor();
    await bob.page.getByRole('button', { name: 'Music' }).tap();
    await phoneHeading(chloe, POLL.fr.question).waitFor();
    await chloe.page.getByText('Sondage : pas de bonne réponse, pas de points').waitFor();
    await chloe.page.getByRole('button', { name: 'Cinéma' }).tap();

    // Everyone voted: the poll closes itself and shows the votes, none of them right or wrong.
    await hostPhase('Answers revealed');
    await host.getByText('2 votes', { exact: true }).waitFor();
    const chart = screen.getByRole('list', { name: 'How the room voted' });
    await chart.getByRole('listitem', { name: /: Music, 2 votes$/ }).waitFor();
    await chart.getByRole('listitem', { name: /: Film, 1 vote$/ }).waitFor();
    expect(await screen.locator('[data-correct], [data-dimmed]').count()).toBe(0);
    await screen.getByText(POLL.en.explanation).waitFor();
    await shot(screen, 'screen-reveal-3-poll');

    await phoneHeading(alice, 'Thanks for voting!').waitFor();
    await alice.page.getByText('Your vote').waitFor();
    expect(
      await alice.page
        .getByText(/points$/)
        .filter({ hasText: '+' })
        .count(),
    ).toBe(0);
    await shot(alice.page, 'phone-reveal-3-poll');
    await phoneHeading(chloe, 'Merci pour votre vote !').waitFor();
    await chloe.page.getByText(POLL.fr.explanation).waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-reveal-3-poll-fr');
    await shot(host, 'host-reveal-3-poll');

    // The votes are in the results, scored 0 and not right; the standings did not move.
    const { rows } = await results(server, manager.token, eventId);
    expect(
      rows
        .filter((row) => row.questionIndex === 2)
        .map((row) => `${row.playerName}:${row.answer}:${row.correct}:${row.points}`)
        .sort(),
    ).toEqual(['Alice:1:false:0', 'Bob:1:false:0', 'Chloé:2:false:0']);
    await press('Show the leaderboard', 'Next question');
    await screenHeading('Leaderboard Classement').waitFor();
    await expectTeamPoints(3);
  });

  it('question 4 (several right answers): players tick and submit, a partly right answer scores its share', async () => {
    await press('Next question', 'Reveal the answer');
    await hostPhase('Question 4 of 6');
    await host.getByText('Correct answers: 1. Mars, 3. Venus / Vénus').waitFor();
    await screenHeading(SEVERAL.en.question).waitFor();
    await screen.getByText('Several answers', { exact: true }).waitFor();
    await shot(screen, 'screen-question-4-several');

    // Alice ticks both planets, Bob one of them, Chloé one planet and the Moon.
    const tickAndSubmit = async (player: Player, options: string[], submit: string) => {
      for (const option of options) await player.page.getByRole('checkbox', { name: option }).tap();
      await player.page.getByRole('button', { name: submit, exact: true }).tap();
    };
    await phoneHeading(alice, SEVERAL.en.question).waitFor();
    await alice.page.getByText('Several answers may be right: tick all you think are').waitFor();
    await alice.page.getByRole('checkbox', { name: 'Mars' }).tap();
    await expect.poll(() => alice.page.getByRole('checkbox', { name: 'Mars' }).getAttribute('aria-checked')).toBe('true');
    await shot(alice.page, 'phone-question-4-ticking');
    await tickAndSubmit(alice, ['Venus'], 'Submit');
    await alice.page.getByText('Answer received').waitFor();
    await phoneHeading(bob, SEVERAL.en.question).waitFor();
    await tickAndSubmit(bob, ['Venus'], 'Submit');
    await phoneHeading(chloe, SEVERAL.fr.question).waitFor();
    await tickAndSubmit(chloe, ['Mars', 'La Lune'], 'Valider');

    await hostPhase('Answers revealed');
    const chart = screen.getByRole('list', { name: 'Answers per option' });
    await chart.getByRole('listitem', { name: /: Mars \(correct answer\), 2 answers$/ }).waitFor();
    await chart.getByRole('listitem', { name: /: Venus \(correct answer\), 2 answers$/ }).waitFor();
    await chart.getByRole('listitem', { name: /: The Moon, 1 answer$/ }).waitFor();
    await shot(screen, 'screen-reveal-4-several');

    const rows = (await results(server, manager.token, eventId)).rows.filter((row) => row.questionIndex === 3);
    const of = (player: Player) => rows.find((row) => row.playerName === player.name)!;
    expect([of(alice).answer, of(alice).correct, of(alice).points > 0]).toEqual(['1,3', true, true]);
    expect([of(bob).answer, of(bob).correct]).toEqual(['3', false]);
    // Half the right set, as fast as it came: half of what the right set would have scored then.
    expect(of(bob).points).toBeGreaterThanOrEqual(250);
    expect(of(bob).points).toBeLessThanOrEqual(500);
    expect([of(chloe).answer, of(chloe).correct, of(chloe).points]).toEqual(['1,2', false, 0]);

    await phoneHeading(alice, 'Correct!').waitFor();
    await phoneHeading(bob, 'Partly right').waitFor();
    await bob.page.getByText(`+${grouped(of(bob).points)} points`, { exact: true }).waitFor();
    await bob.page.getByText('The right answers').waitFor();
    await shot(bob.page, 'phone-reveal-4-partly-right');
    await phoneHeading(chloe, 'Faux').waitFor();
    await chloe.page.getByText('Les bonnes réponses').waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-reveal-4-fr');
    await shot(host, 'host-reveal-4-several');

    await press('Show the leaderboard', 'Next question');
    await screenHeading('Leaderboard Classement').waitFor();
    await expectTeamPoints(4);
  });

  it('question 5 (numeric estimate): players type a number, the closest wins, and the screen shows where the answers fell', async () => {
    await press('Next question', 'Reveal the answer');
    await hostPhase('Question 5 of 6');
    await host.getByText(`Correct answer: ${ESTIMATE.value}\u00a0m`, { exact: true }).waitFor();
    await screenHeading(ESTIMATE.en.question).waitFor();
    await screen.getByText('Type your estimate on your phone').waitFor();
    await shot(screen, 'screen-question-5-estimate');

    // Alice and Bob are 30 and 20 metres off; Chloé, typing as French does, 1.5: she alone wins.
    const estimate = async (player: Player, label: string, typed: string, submit: string) => {
      await player.page.getByRole('textbox', { name: label }).fill(typed);
      await player.page.getByRole('button', { name: submit, exact: true }).tap();
    };
    await phoneHeading(alice, ESTIMATE.en.question).waitFor();
    await estimate(alice, 'Your estimate m', '300', 'Submit');
    await alice.page.getByText('Answer received').waitFor();
    await shot(alice.page, 'phone-question-5-estimate');
    await phoneHeading(bob, ESTIMATE.en.question).waitFor();
    await estimate(bob, 'Your estimate m', '350', 'Submit');
    await phoneHeading(chloe, ESTIMATE.fr.question).waitFor();
    await estimate(chloe, 'Votre estimation m', '328,5', 'Valider');

    await hostPhase('Answers revealed');
    await screen.getByRole('img', { name: /^How the room answered: 3 answers/ }).waitFor();
    const closest = screen.getByRole('list', { name: 'Closest answers' });
    await expect.poll(() => closest.getByRole('listitem').first().textContent(), { timeout: WAIT_MS }).toContain(chloe.name);
    await shot(screen, 'screen-reveal-5-estimate');
    const rows = (await results(server, manager.token, eventId)).rows.filter((row) => row.questionIndex === 4);
    const of = (player: Player) => rows.find((row) => row.playerName === player.name)!;
    expect([of(chloe).answer, of(chloe).correct, of(chloe).points > 0]).toEqual(['328.5', true, true]);
    expect([of(alice).answer, of(alice).correct, of(alice).points]).toEqual(['300', false, 0]);
    expect([of(bob).answer, of(bob).correct, of(bob).points]).toEqual(['350', false, 0]);

    await phoneHeading(chloe, 'Juste !').waitFor();
    await chloe.page.getByText('La réponse\u00a0: 330\u00a0m', { exact: true }).waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-reveal-5-estimate-fr');
    await phoneHeading(alice, 'Wrong').waitFor();
    await shot(alice.page, 'phone-reveal-5-estimate');
    await shot(host, 'host-reveal-5-estimate');

    // The host gives the Owls a bonus with its reason, from the Teams table: the boards follow at once.
    await host.getByRole('button', { name: `Adjust points of ${OWLS}` }).click();
    const dialog = host.getByRole('dialog', { name: `Adjust the points of ${OWLS}` });
    await dialog.getByRole('textbox', { name: 'Points to add (negative to take away)' }).fill('150');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Best team name');
    await dialog.getByRole('button', { name: 'Adjust points', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    teamBonus[OWLS] = 150;
    const adjustments = host.getByRole('region', { name: 'Adjustments' });
    await adjustments.getByText('Best team name').waitFor();
    await shot(host, 'host-adjustment-5');

    await press('Show the leaderboard', 'Next question');
    await screenHeading('Leaderboard Classement').waitFor();
    await expectTeamPoints(5);
  });

  it('question 6 (put in order): phones arrange shuffled items by keyboard, tap and drag; each item in its place scores', async () => {
    await press('Next question', 'Reveal the answer');
    await hostPhase('Question 6 of 6');
    await screenHeading(ORDER.en.question).waitFor();
    const shownItems = screen.getByRole('list', { name: 'Items to put in order' });
    await shownItems.waitFor();
    await shot(screen, 'screen-question-6-order');
    // The console alone knows the right order from the start.
    const hostOrder = host.getByRole('list', { name: 'Right order:' });
    const itemsOf = (texts: string[]) => texts.map((text) => ORDER.en.answers.find((item) => text.includes(item)));
    await expect
      .poll(async () => itemsOf(await hostOrder.getByRole('listitem').allTextContents()), { timeout: WAIT_MS })
      .toEqual(ORDER.en.answers);

    /** The phone's items, top to bottom, as the player has them arranged. */
    const arranged = (player: Player) =>
      player.page
        .getByRole('list', { name: player.locale === 'fr-FR' ? 'Votre réponse' : 'Your answer' })
        .getByRole('listitem')
        .allTextContents();
    /** Moves items with their Move up buttons until the phone shows `wanted`; by keyboard when `keys`. */
    const arrange = async (player: Player, wanted: string[], keys: boolean) => {
      const up = player.locale === 'fr-FR' ? 'Monter' : 'Move';
      for (let place = 0; place < wanted.length; place++) {
        for (;;) {
          const now = await arranged(player);
          const at = now.findIndex((text) => text.includes(wanted[place]!));
          if (at <= place) break;
          const button = player.page.getByRole('button', { name: new RegExp(`^${up} ${wanted[place]}${up === 'Move' ? ' up' : ','}`) });
          if (keys) {
            await button.focus();
            await player.page.keyboard.press('Enter');
          } else await button.tap();
          await expect.poll(async () => (await arranged(player)).findIndex((text) => text.includes(wanted[place]!))).toBe(at - 1);
        }
      }
      expect((await arranged(player)).map((text) => wanted.find((item) => text.includes(item)))).toEqual(wanted);
    };

    // Alice puts the four in the right order by keyboard alone.
    await phoneHeading(alice, ORDER.en.question).waitFor();
    await arrange(alice, ORDER.en.answers, true);
    await shot(alice.page, 'phone-question-6-arranged');
    await alice.page.getByRole('button', { name: 'Submit', exact: true }).tap();
    await alice.page.getByText('Answer received').waitFor();
    // Bob swaps the first two (two of four in place), tapping.
    await phoneHeading(bob, ORDER.en.question).waitFor();
    await arrange(bob, ['Venus', 'Mercury', 'Earth', 'Mars'], false);
    await bob.page.getByRole('button', { name: 'Submit', exact: true }).tap();
    // Chloé drags her last item to the top by its handle, then puts them all the wrong way round.
    await phoneHeading(chloe, ORDER.fr.question).waitFor();
    const before = await arranged(chloe);
    const handles = chloe.page.locator('[data-part="handle"]');
    const from = (await handles.nth(3).boundingBox())!;
    const to = (await handles.nth(0).boundingBox())!;
    await chloe.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await chloe.page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await chloe.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 8);
    await chloe.page.mouse.up();
    // Each row reads its place, its shape and its item: the item is what moved.
    const itemOf = (text: string | undefined) => ORDER.fr.answers.find((item) => text?.includes(item));
    await expect.poll(async () => itemOf((await arranged(chloe))[0])).toBe(itemOf(before[3]));
    await arrange(chloe, [...ORDER.fr.answers].reverse(), false);
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-question-6-fr');
    await chloe.page.getByRole('button', { name: 'Valider', exact: true }).tap();

    await hostPhase('Answers revealed');
    const rightOrder = screen.getByRole('list', { name: 'The right order' });
    await expect.poll(() => rightOrder.getByRole('listitem').count(), { timeout: WAIT_MS }).toBe(4);
    await shot(screen, 'screen-reveal-6-order');

    const rows = (await results(server, manager.token, eventId)).rows.filter((row) => row.questionIndex === 5);
    const of = (player: Player) => rows.find((row) => row.playerName === player.name)!;
    // Stored as the items were written: the right order is 1,2,3,4.
    expect([of(alice).answer, of(alice).correct, of(alice).points > 0]).toEqual(['1,2,3,4', true, true]);
    expect([of(bob).answer, of(bob).correct]).toEqual(['2,1,3,4', false]);
    expect(of(bob).points).toBeGreaterThanOrEqual(250);
    expect(of(bob).points).toBeLessThanOrEqual(500);
    expect([of(chloe).answer, of(chloe).correct, of(chloe).points]).toEqual(['4,3,2,1', false, 0]);

    await phoneHeading(alice, 'Correct!').waitFor();
    await phoneHeading(bob, 'Partly right').waitFor();
    await bob.page.getByText(`+${grouped(of(bob).points)} points`, { exact: true }).waitFor();
    await shot(bob.page, 'phone-reveal-6-partly-right');
    await phoneHeading(chloe, 'Faux').waitFor();
    await chloe.page.getByRole('list', { name: 'Le bon ordre' }).getByText('Mauvaise place').first().waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-reveal-6-fr');
    await shot(host, 'host-reveal-6-order');

    await press('Show the leaderboard', 'Next question');
    await screenHeading('Leaderboard Classement').waitFor();
    await expectTeamPoints(6);
  });

  it('a closing slide: shown on the screen and the phones in their languages, nothing to answer, no points', async () => {
    await press('Next question', 'Show the podium');
    await hostPhase('Slide');
    const [enTitle, enLine] = SLIDE.en.question.split('\n');
    await screen.getByRole('heading', { level: 1, name: `${enTitle} ${enLine}` }).waitFor();
    await screen.getByText('Le bar reste ouvert.', { exact: false }).waitFor();
    expect(await screen.locator('[data-correct]').count()).toBe(0);
    await shot(screen, 'screen-slide');
    await phoneHeading(alice, `${enTitle} ${enLine}`).waitFor();
    await shot(alice.page, 'phone-slide');
    await chloe.page.getByRole('heading', { name: /Merci d’avoir joué/ }).waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-slide-fr');
    // It answers nothing and scores no one: the teams' points are the six questions' still.
    await expectHostTeamPoints(await expectedTeamPoints());
    await shot(host, 'host-slide');
  });

  it('the host shows the podium: final team scores follow the formula on the screen and the console', async () => {
    await press('Show the podium', 'End the event');
    await hostPhase('Finished');
    await screenHeading('Final results Résultats finaux').waitFor();
    await phoneHeading(alice, 'Final results').waitFor();

    const expected = await expectedTeamPoints();
    expect(expected[FOXES]).toBeGreaterThan(expected[OWLS]!);
    const podium = screen.getByRole('list', { name: 'Podium' });
    await podium.getByRole('listitem', { name: `1. ${FOXES}, ${grouped(expected[FOXES]!)} points`, exact: true }).waitFor();
    await podium.getByRole('listitem', { name: `2. ${OWLS}, ${grouped(expected[OWLS]!)} points`, exact: true }).waitFor();
    await expectHostTeamPoints(expected);
    await alice.page.getByText(`${FOXES} finished 1st of 2`).waitFor();
    await shot(screen, 'screen-podium');
    await shot(alice.page, 'phone-podium');
    await phoneHeading(chloe, 'Résultats finaux').waitFor();
    await chloe.page.getByText(`${OWLS} : 2e place sur 2`).waitFor();
    await expectNoEnglishChrome(chloe);
    await shot(chloe.page, 'phone-podium-fr');
    await shot(host, 'host-finished');
  });

  // ---------- the formula ----------

  /**
   * Each team's points after `questions` questions, from the results: per question, the mean of its
   * members' points rounded (a member who did not answer counts 0), summed over the questions, plus
   * what the host added to the team.
   */
  async function expectedTeamPoints(questions = 6): Promise<Record<string, number>> {
    const { rows } = await results(server, manager.token, eventId);
    const points: Record<string, number> = {};
    for (const team of [FOXES, OWLS]) {
      const members = players.filter((player) => player.team === team);
      let total = 0;
      for (let q = 0; q < questions; q++) {
        const sum = members.reduce((acc, member) => acc + rowsFor({ rows }, q, member.name).reduce((s, row) => s + row.points, 0), 0);
        total += Math.round(sum / members.length);
      }
      points[team] = total + (teamBonus[team] ?? 0);
    }
    return points;
  }

  /** After question `questions`: the screen's leaderboard and the host's team table agree with the formula. */
  async function expectTeamPoints(questions: number) {
    const expected = await expectedTeamPoints(questions);
    const { rows } = await results(server, manager.token, eventId);
    // The answers behind the expectation: the right ones scored, the wrong ones did not.
    const outcome = (q: number) =>
      rows
        .filter((row) => row.questionIndex === q)
        .map((row) => `${row.playerName}:${row.correct}`)
        .sort();
    expect(outcome(0)).toEqual(['Alice:true', 'Bob:false']);
    // Chloé's answer to question 2 was accepted by the host.
    if (questions > 1) expect(outcome(1)).toEqual(['Alice:true', 'Bob:true', 'Chloé:true']);
    // Right answers scored and wrong ones did not, but for questions 4's and 6's partly right answers.
    for (const row of rows) if (row.questionIndex !== 3 && row.questionIndex !== 5) expect(row.points > 0).toBe(row.correct);

    const teams = screen.getByRole('list', { name: 'Teams' });
    for (const [team, points] of Object.entries(expected)) {
      const cells = teams.getByRole('listitem').filter({ hasText: team }).locator(':scope > *');
      await expectText(cells.nth(2), grouped(points));
    }
    await expectHostTeamPoints(expected);
  }

  async function expectHostTeamPoints(expected: Record<string, number>) {
    const table = host.getByRole('table').filter({ has: host.getByRole('columnheader', { name: 'Team', exact: true }) });
    for (const [team, points] of Object.entries(expected)) {
      await expectText(table.getByRole('row').filter({ hasText: team }).getByRole('cell').nth(2), grouped(points));
    }
  }
});

/** A number as the English pages write it (issue 19: digits grouped, 1,974). */
const grouped = (n: number) => n.toLocaleString('en-US');

/** The element is drawn whole inside the page's viewport, and its content does not overflow it. */
async function expectInView(page: Page, locator: Locator) {
  await locator.waitFor();
  expect(await locator.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThan(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

function rowsFor(results: { rows: ResultRow[] }, questionIndex: number, playerName: string): ResultRow[] {
  return results.rows.filter((row) => row.questionIndex === questionIndex && row.playerName === playerName);
}

/** A viewport-only picture beside the numbered full-page ones (what the operator sees without scrolling). */
function shotPath(step: string): string {
  return new URL(`../../test-results/e2e/live-game/${step}.png`, import.meta.url).pathname;
}
