import { schemas } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { NAME_TAKEN, QUESTION_PAUSED, SERVER_ERROR_KEYS, translateServerError } from './serverErrors';

const en = i18n.getFixedT('en', 'play');
const fr = i18n.getFixedT('fr', 'play');

/** The message as the server sends it: the English text with a number in each placeholder. */
function sample(key: (typeof SERVER_ERROR_KEYS)[number]) {
  const template = en(key);
  const values = Object.fromEntries([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => [m[1], '7']));
  return { template, values, message: template.replace(/\{\{\w+\}\}/g, '7') };
}

// Where the messages are written: the server, the shared schemas, and the client's own API layer.
const files = {
  ...import.meta.glob<string>('../../../server/src/**/*.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../shared/src/**/*.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>(['../api/**/*.ts', '../lib/**/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true }),
};
const corpus = Object.values(files).join('\n');

// Validation messages are put together by the server from a field and the schema's words.
const VALIDATION_KEYS = new Set(['serverErrors.codeFormat']);

describe('translateServerError', () => {
  it.each(SERVER_ERROR_KEYS)('%s: English as the server says it, French otherwise', (key) => {
    const { values, message } = sample(key);
    expect(translateServerError(en, message)).toBe(message);
    const french = translateServerError(fr, message);
    expect(french).toBe(fr(key, values));
    expect(french).not.toBe(message);
  });

  it("reads the server's sources", () => {
    expect(corpus).toContain('export class HttpError');
  });

  it.each(SERVER_ERROR_KEYS.filter((key) => !VALIDATION_KEYS.has(key)))('%s is still worded so by the server', (key) => {
    // Clause by clause: a message may be built from two constants ('… network.' + ' Try again in N s.').
    const clauses = sample(key)
      .template.split(/\{\{\w+\}\}/)
      .flatMap((part) => part.split(/(?<=[.;:])\s+/))
      .map((clause) => clause.trim())
      .filter(Boolean);
    for (const clause of clauses) expect(corpus, `'${clause}' of ${key}`).toContain(clause);
  });

  it("knows the server's word for a code that is not 4 letters", () => {
    const result = schemas.JoinBody.safeParse({ code: 'AB1D', playerId: '9d0c0f4e-1b5a-4c3d-8e2f-7a6b5c4d3e21' });
    const issue = result.error?.issues[0];
    // The server's validation message: the field, then the schema's words (plugins/error-handler.ts).
    const message = `${issue?.path.join('.')} ${issue?.message}`;
    expect(message).toBe('code must be 4 letters');
    expect(translateServerError(fr, message)).toBe('Le code doit compter 4 lettres');
  });

  it('says the refusals of a paused question and of a taken name in French (issue 19)', () => {
    // The phone compares the refusal with these constants, so they must be the server's words.
    expect(corpus).toContain(`'${QUESTION_PAUSED}'`);
    expect(corpus).toContain(`'${NAME_TAKEN}'`);
    expect(translateServerError(fr, QUESTION_PAUSED)).toBe('La question est en pause\u00a0; vous pourrez répondre à la reprise');
    expect(translateServerError(fr, NAME_TAKEN)).toBe('Ce nom est déjà pris dans cet événement\u00a0; choisissez-en un autre');
    expect(translateServerError(en, NAME_TAKEN)).toBe(NAME_TAKEN);
  });

  it('says the refusals of a newcomer in French: joining closed by the host, too many new players from one network (issue 18)', () => {
    const closed = 'The host has closed this event to new players';
    // The exact words of server/src/players/joining.ts, and of routes.ts with its " Try again in N s.".
    expect(corpus).toContain(`'${closed}'`);
    expect(corpus).toContain("'Too many new players for this event from this network.'");
    expect(corpus).toMatch(/`\$\{TOO_MANY_NEW_PLAYERS\} Try again in \$\{\w+\} s\.`/);
    expect(translateServerError(fr, closed)).toBe('L’animateur a fermé cet événement aux nouveaux joueurs');
    expect(translateServerError(en, closed)).toBe(closed);
    const flood = 'Too many new players for this event from this network. Try again in 42 s.';
    expect(translateServerError(fr, flood)).toBe('Trop de nouveaux joueurs pour cet événement depuis ce réseau. Réessayez dans 42\u00a0s.');
    expect(translateServerError(en, flood)).toBe(flood);
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateServerError(fr, 'HTTP 502: Bad Gateway')).toBe('HTTP 502: Bad Gateway');
  });
});
