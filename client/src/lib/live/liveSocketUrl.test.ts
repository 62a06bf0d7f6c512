import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './liveSocketUrl';

describe('liveSocketUrl', () => {
  it('puts a relative API base on the page host with the matching socket scheme', () => {
    expect(liveSocketUrl('/api', { protocol: 'http:', host: '192.168.1.20:3000' })).toBe('ws://192.168.1.20:3000/api/live');
    expect(liveSocketUrl('/api', { protocol: 'https:', host: 'quizfest.live' })).toBe('wss://quizfest.live/api/live');
  });

  it('turns an absolute http(s) base into ws(s)', () => {
    expect(liveSocketUrl('https://api.quizfest.live/api', { protocol: 'http:', host: 'x' })).toBe('wss://api.quizfest.live/api/live');
    expect(liveSocketUrl('http://10.0.0.2:3000/api', { protocol: 'https:', host: 'x' })).toBe('ws://10.0.0.2:3000/api/live');
  });
});
