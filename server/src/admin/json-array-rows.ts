// Reads a JSON array one element at a time from a stream of bytes, so that a table of a dump never
// sits in memory as one text and one parsed tree (a 256 MiB `[{},[],…]` became gigabytes of
// objects). Each element's bytes are framed here (strings, brackets, depth) and handed to
// JSON.parse alone: the native parser stays the judge of what is valid JSON, and one element can
// be no longer than `maxRowBytes` nor nested deeper than `maxDepth`.
//
// Why not a streaming JSON library (e.g. @streamparser/json): they build each value themselves
// with no cap on its depth or size, which is exactly what an attacker controls here, and parse in
// JavaScript at a fraction of JSON.parse's speed. Framing is the small part; parsing stays native.

export type RowLimits = { maxRowBytes: number; maxDepth: number };

/** Why the bytes are refused; the caller names the file. */
export class RowsError extends Error {}

const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d;
const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c;
const OPEN_ARRAY = 0x5b,
  CLOSE_ARRAY = 0x5d,
  OPEN_OBJECT = 0x7b,
  CLOSE_OBJECT = 0x7d;
const isSpace = (b: number) => b === SPACE || b === LF || b === CR || b === TAB;

type State = 'start' | 'element' | 'end';

/**
 * The elements of the top-level array in `chunks`, each parsed, in order. Refuses (RowsError) what
 * is not one JSON array, an element over the limits, and anything but whitespace after the array.
 */
export async function* jsonArrayRows(chunks: AsyncIterable<Buffer>, limits: RowLimits): AsyncGenerator<unknown> {
  let state = 'start' as State;
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** Bytes of the element being read: slices of earlier chunks, then `from` in the current one. */
  let pieces: Buffer[] = [];
  let pieceBytes = 0;
  let row = 0;
  let rows: unknown[] = [];

  /** Ends the element at `to`; `closing` when the array's `]` ended it (`[]` has no element). */
  const finish = (chunk: Buffer, from: number, to: number, closing: boolean) => {
    const tail = chunk.subarray(from, to);
    const bytes = pieces.length ? Buffer.concat([...pieces, tail]) : tail;
    pieces = [];
    pieceBytes = 0;
    if (bytes.length > limits.maxRowBytes) throw new RowsError(`element ${row + 1} is larger than ${limits.maxRowBytes} bytes`);
    const text = bytes.toString('utf8').trim();
    if (text === '' && closing && row === 0) return;
    row++;
    if (text === '') throw new RowsError(`element ${row} is empty`);
    try {
      rows.push(JSON.parse(text));
    } catch {
      throw new RowsError(`element ${row} is not valid JSON`);
    }
  };

  for await (const chunk of chunks) {
    let from = -1; // where the current element starts in this chunk, when it does
    if (state === 'element') from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (b === BACKSLASH) escaped = true;
          else if (b === QUOTE) inString = false;
          continue;
        }
        if (b === QUOTE) inString = true;
        else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
          if (++depth > limits.maxDepth) throw new RowsError(`element ${row + 1} is nested deeper than ${limits.maxDepth} levels`);
        } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
          if (depth > 0) depth--;
          else if (b === CLOSE_ARRAY) {
            finish(chunk, from, i, true);
            state = 'end';
          } else throw new RowsError(`element ${row + 1} is not valid JSON`);
        } else if (b === COMMA && depth === 0) {
          finish(chunk, from, i, false);
          from = i + 1;
        }
      } else if (isSpace(b)) {
        continue;
      } else if (state === 'start') {
        if (b !== OPEN_ARRAY) throw new RowsError('it must hold a JSON array of rows');
        state = 'element';
        from = i + 1;
      } else {
        // 'end': only whitespace may follow the array.
        throw new RowsError('it holds more than one JSON array');
      }
    }
    if (state === 'element') {
      const rest = chunk.subarray(from);
      pieceBytes += rest.length;
      if (pieceBytes > limits.maxRowBytes) throw new RowsError(`element ${row + 1} is larger than ${limits.maxRowBytes} bytes`);
      if (rest.length) pieces.push(rest);
    }
    // The rows of one chunk go out together: the caller validates them and yields the event loop.
    if (rows.length) {
      const out = rows;
      rows = [];
      yield* out;
    }
  }
  if (state !== 'end') throw new RowsError(state === 'start' ? 'it must hold a JSON array of rows' : 'it ends before its array closes');
}
