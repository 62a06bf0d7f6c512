import { MAX_ADJUSTMENTS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { HOST_ERROR_KEYS, hostErrorMessage } from './hostErrors';

const en = i18n.getFixedT('en', 'host');
const fr = i18n.getFixedT('fr', 'host');
const enManage = i18n.getFixedT('en', 'manage');
const frManage = i18n.getFixedT('fr', 'manage');

// Where the messages are written: the server's sources.
const corpus = Object.values(
  import.meta.glob<string>('../../../../../server/src/**/*.ts', { query: '?raw', import: 'default', eager: true }),
).join('\n');

/** How the server writes a message: quoted, or as a template when it names its limit by its constant. */
const written = (message: string) => [`'${message}'`, `\`${message.replace(String(MAX_ADJUSTMENTS), '${MAX_ADJUSTMENTS}')}\``];

describe('hostErrorMessage', () => {
  it("reads the server's sources", () => {
    expect(corpus).toContain('export class HttpError');
  });

  it.each(HOST_ERROR_KEYS)('%s: worded so by the server, English as it is, French otherwise', (key) => {
    const message = en(key);
    expect(written(message).some((form) => corpus.includes(form))).toBe(true);
    expect(hostErrorMessage(en, enManage, new Error(message))).toBe(message);
    expect(hostErrorMessage(fr, frManage, new Error(message))).toBe(fr(key));
    expect(fr(key)).not.toBe(message);
  });

  it("says what every signed-in page can meet as the manager pages do, and the page's fallback when the server said nothing", () => {
    expect(hostErrorMessage(fr, frManage, new Error('Network error occurred'))).toBe(frManage('serverErrors.network'));
    expect(hostErrorMessage(fr, frManage, new Error(''), fr('errors.action'))).toBe('L’action a échoué');
    expect(hostErrorMessage(fr, frManage, 'HTTP 502: Bad Gateway')).toBe('HTTP 502: Bad Gateway');
  });
});
