// The JSON body parser of every route (issue 9, item 4). Fastify stops reading a body at the route's
// `bodyLimit` (lib/body-limits.ts) and answers 413 before this runs. Here one linear scan of the
// text refuses nesting deeper than any schema needs BEFORE JSON.parse sees it: parsing a body of a
// few million nested brackets holds the one thread every other request needs for seconds, and
// what is built from it is walked again by the validator. Then Fastify's own parser
// (secure-json-parse, which refuses `__proto__` and `constructor` keys) does the parsing.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

/** The deepest body (a quiz save: body, questions, question, texts, language, answers) is 6 levels. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text opens more than `max` objects or arrays inside one another. Brackets inside
 * strings do not count; malformed text is left for the parser to refuse.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped, even a quote
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // A POST without a body but with a JSON content type (the admin reset, some clients' defaults)
    // is an empty body, not an error.
    if (text.trim() === '') return done(null, undefined);
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(TOO_DEEP), undefined);
    return parseJson(request, text, done);
  });
}
