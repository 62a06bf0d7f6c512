// The row framer of dump tables: the elements of one JSON array, parsed one by one, whatever way
// the bytes are cut into chunks, and refused past the row limits or when the text is not one array.
import { describe, expect, it } from 'vitest';
import { jsonArrayRows, RowsError } from '../src/admin/json-array-rows.js';

const limits = { maxRowBytes: 1000, maxDepth: 4 };

async function rowsOf(text: string, chunkSize = text.length || 1, rowLimits = limits): Promise<unknown[]> {
  const bytes = Buffer.from(text);
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const rows: unknown[] = [];
  for await (const row of jsonArrayRows(chunks(), rowLimits)) rows.push(row);
  return rows;
}

const refusal = async (text: string, chunkSize?: number, rowLimits = limits) => {
  const error = await rowsOf(text, chunkSize, rowLimits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RowsError);
  return (error as Error).message;
};

describe('jsonArrayRows', () => {
  const rows = [{ a: 1, s: 'x, ] } [ { "quoted" \\ é' }, [1, [2, { b: null }]], 'text', 42, true, null, {}];
  const text = ` \n${JSON.stringify(rows, null, 1)}\r\n `;

  it('gives the elements of an array exactly as JSON.parse does, at any chunk size', async () => {
    for (const size of [1, 2, 3, 7, 64, text.length]) expect(await rowsOf(text, size)).toEqual(rows);
    expect(await rowsOf('[]')).toEqual([]);
    expect(await rowsOf('[ \n ]', 1)).toEqual([]);
  });

  it('refuses what is not one JSON array', async () => {
    expect(await refusal('{"a": 1}')).toBe('it must hold a JSON array of rows');
    expect(await refusal('')).toBe('it must hold a JSON array of rows');
    expect(await refusal('[1, 2')).toBe('it ends before its array closes');
    expect(await refusal('[1] [2]')).toBe('it holds more than one JSON array');
    expect(await refusal('[1,]')).toBe('element 2 is empty');
    expect(await refusal('[,1]')).toBe('element 1 is empty');
    expect(await refusal('[{"a": }]')).toBe('element 1 is not valid JSON');
    expect(await refusal('[1, {"a": 1}}]')).toBe('element 2 is not valid JSON');
    expect(await refusal('[{"a": 1]]')).toBe('element 1 is not valid JSON');
  });

  it('refuses a row nested deeper than the limit before reading on', async () => {
    expect(await rowsOf('[[[[1]]]]')).toEqual([[[[1]]]]);
    expect(await refusal(`[1, ${'['.repeat(5)}`, 1)).toBe('element 2 is nested deeper than 4 levels');
    // Brackets inside strings are text, not nesting.
    expect(await rowsOf('["[[[[[[[["]')).toEqual(['[[[[[[[[']);
  });

  it('refuses a row larger than the limit, even one that never ends', async () => {
    const big = JSON.stringify('x'.repeat(1000));
    expect(await refusal(`[1, ${big}]`)).toBe('element 2 is larger than 1000 bytes');
    expect(await refusal(`[1, "${'x'.repeat(5000)}`, 100)).toBe('element 2 is larger than 1000 bytes');
  });
});
