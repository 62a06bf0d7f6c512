// A phone on venue Wi-Fi (issue 22): the service worker keeps the player's page and the next
// question's image on the phone. The phone reaches the server through a TCP relay of the test's
// own, so "the server is unreachable" is real: connections refused and the open ones cut, as when
// the venue's network drops, while the server itself keeps the game. A reload then draws the
// player's page from the service worker, says it is offline, and when the relay listens again the
// phone is back in the game by itself. Before that, the image of the next question is in the
// phone's cache from the previous question's reveal, before its question opens.
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailability, PHONE_OPTIONS, type RunningServer, screenshots, startServerAndBrowser, WAIT_MS, LOCALE } from './harness';
import { api, createLiveEvent, createQuiz, createTeam, type Manager, signUpManager, uploadImage } from './liveApi';

const availability = browserAvailability();

/** A TCP relay to the server that can be taken down (refusing and cutting) and brought back on its port. */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.skipIf(!availability.run)('a phone on venue Wi-Fi', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let relay: Relay;
  const shot = screenshots('phone-offline');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
    const { hostname, port } = new URL(server.url);
    relay = new Relay({ host: hostname, port: Number(port) });
    await relay.up();
  });

  afterAll(async () => {
    await relay?.down();
    await browser?.close();
    await server?.stop();
  });

  const host = (eventId: string, action: string) =>
    api<{ live: { phase: string } }>(server, 'POST', `/events/${eventId}/live`, { action }, manager.token);
  const cachedImages = (page: Page) =>
    page.evaluate(async () => (await (await caches.open('quizfest-images')).keys()).map((request) => request.url));

  it('has the next image before its question, reloads from its cache while the server is unreachable, and comes back by itself', async () => {
    // A picture for the second question: any real PNG will do, a picture of a page.
    const phone = await (
      await browser.newContext({ ...PHONE_OPTIONS, locale: LOCALE, baseURL: `http://127.0.0.1:${relay.port}` })
    ).newPage();
    phone.context().setDefaultTimeout(WAIT_MS);
    await phone.goto('/');
    await phone.getByRole('textbox', { name: 'Event Code' }).waitFor();
    const image = await uploadImage(server, manager.token, await phone.screenshot({ clip: { x: 0, y: 0, width: 390, height: 300 } }));
    const quizId = await createQuiz(server, manager.token, 'Wi-Fi night', [
      {
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        texts: {
          en_US: { question: 'Is the sky blue?', answers: ['Yes', 'No'] },
          fr_FR: { question: 'Le ciel est-il bleu ?', answers: ['Oui', 'Non'] },
        },
      },
      {
        type: 'free_text_input',
        imageUrl: image,
        texts: { en_US: { question: 'Which planet is this?', answer: 'Mars' }, fr_FR: { question: 'Quelle planète ?', answer: 'Mars' } },
      },
    ]);
    const team = await createTeam(server, manager.token, 'Roamers');
    const event = await createLiveEvent(server, manager.token, { name: 'Wi-Fi night', quizId, teamIds: [team] });

    // The QR link, then the join form: the service worker installs meanwhile and takes the page.
    await phone.goto(`/?code=${event.code}`);
    await expect.poll(() => phone.getByRole('textbox', { name: 'Event Code' }).inputValue()).toBe(event.code);
    await phone.getByRole('button', { name: 'Join', exact: true }).tap();
    await phone.getByRole('heading', { name: 'Join the game' }).waitFor();
    await phone.getByRole('textbox', { name: 'Your Name' }).fill('Wanda');
    // The team is the phone's own picker (a native select).
    await phone.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Roamers' });
    await phone.getByRole('button', { name: 'Join', exact: true }).tap();
    await phone.getByRole('heading', { name: 'Welcome, Wanda!' }).waitFor();
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: WAIT_MS }).toBe(true);

    // At the first question's reveal the second's image is fetched, through the service worker
    // into its image cache, before the host opens the second question.
    await host(event.id, 'start');
    await phone.getByRole('heading', { name: 'Is the sky blue?' }).waitFor();
    expect(await cachedImages(phone)).toEqual([]);
    await host(event.id, 'reveal');
    await expect
      .poll(async () => (await cachedImages(phone)).some((url) => url.includes(`/upload/${image}`)), { timeout: WAIT_MS })
      .toBe(true);
    expect((await api<{ live: { phase: string } }>(server, 'GET', `/events/${event.id}/live`, undefined, manager.token)).live.phase).toBe(
      'reveal',
    );

    // The venue's network drops: a reload is drawn from the service worker's cache, and the
    // player's page says it is offline and reconnecting, rather than the browser's error page.
    await relay.down();
    await phone.reload();
    await phone.getByRole('button', { name: 'Leave event' }).waitFor();
    await phone.getByText('Offline', { exact: true }).waitFor();
    await phone.getByText('Reconnecting...').waitFor();
    await shot(phone, 'phone-offline-reload');

    // Meanwhile the host opens the second question; the network comes back and the phone is in it
    // with its picture, without a tap.
    for (let step = 0; step < 3 && (await host(event.id, 'next')).live.phase !== 'question'; step++);
    await relay.up();
    await phone.getByRole('heading', { name: 'Which planet is this?' }).waitFor({ timeout: 60_000 });
    await phone.getByText('Live').waitFor({ timeout: 60_000 });
    await expect
      .poll(() =>
        phone
          .locator('img')
          .evaluateAll((imgs) => imgs.some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await shot(phone, 'phone-back-online');
    await phone.context().close();
  });
});
