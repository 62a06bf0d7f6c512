// A frame many sockets share (live/rooms.ts SharedFrame): built once by ws's framing and written to
// each socket's TCP connection as one buffer; a socket's own text is framed the same way and takes
// the same path. What a real ws client reads must be exactly the text frame ws's own send makes,
// at every length encoding, in order; and the straight write must be what is used, so that a ws
// upgrade changing its internals fails here instead of silently falling back to the slower send.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { idleTcpSocket, sendTo, SharedFrame, SOCKET_BUFFER_LIMIT } from '../src/live/rooms.js';

let server: Server;
let wss: WebSocketServer;
let url: string;
beforeAll(async () => {
  server = createServer();
  wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const ws of wss.clients) ws.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

/** A server-side socket and the client connected to it, the client's messages collected as they come. */
async function pair() {
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(url, { perMessageDeflate: false });
  const received: { text: string; binary: boolean }[] = [];
  client.on('message', (data, binary) => received.push({ text: data.toString(), binary }));
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client, received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('a shared frame', () => {
  it('reaches a ws client as the text ws would send, at every length encoding, in order with a socket’s own texts', async () => {
    const { socket, client, received } = await pair();
    expect(idleTcpSocket(socket)).not.toBeNull();
    const send = vi.spyOn(socket, 'send');
    // 7-bit, 16-bit and 64-bit payload lengths, and multi-byte characters (a length is in bytes).
    const texts = ['', 'x'.repeat(125), `{"name":"Zoë ${'é'.repeat(100)}"}`, 'y'.repeat(126), 'z'.repeat(65_535), 'w'.repeat(70_000)];
    for (const [i, text] of texts.entries()) {
      expect(sendTo(socket, new SharedFrame(Buffer.from(text)))).toBe(true);
      expect(sendTo(socket, `plain ${i}`)).toBe(true);
    }
    await until(() => received.length === texts.length * 2);
    expect(received.map((m) => m.binary)).toEqual(texts.flatMap(() => [false, false]));
    expect(received.map((m) => m.text)).toEqual(texts.flatMap((text, i) => [text, `plain ${i}`]));
    // Nothing went through ws's send: the plain strings were framed and written straight too, so
    // that the joins' frames make hot the very path a question's opening takes (rooms.ts sendTo).
    expect(send).not.toHaveBeenCalled();
    client.close();
  });

  it('still drops a socket too far behind, and sends nothing to one that is closing', async () => {
    const { socket, client } = await pair();
    client.pause();
    const frame = new SharedFrame(Buffer.alloc(64 * 1024, 'a'));
    let sent = 0;
    while (sendTo(socket, frame) && sent < 1000) sent++;
    // Refused once the unsent bytes passed the limit (the kernel's buffers take some first).
    expect(sent).toBeLessThan(1000);
    expect(socket.bufferedAmount).toBeGreaterThan(SOCKET_BUFFER_LIMIT - frame.bytes.length);
    await until(() => socket.readyState === socket.CLOSED);
    expect(socket.readyState).toBe(socket.CLOSED);
    expect(sendTo(socket, frame)).toBe(false);
    client.terminate();
  });
});
