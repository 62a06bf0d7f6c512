// The group commit (lib/group-commit.ts) that joins, names and answers go through: what arrives in
// one turn goes in one write, what arrives during a write goes in the next, and each caller gets
// its own outcome.
import { describe, expect, it } from 'vitest';
import { GroupCommit, type Waiting } from '../src/lib/group-commit.js';

/** A group commit whose writes wait for `settle()`, recording each batch. */
function recorder(maxBatch?: number) {
  const batches: { key: string; items: number[] }[] = [];
  const releases: (() => void)[] = [];
  const commit = new GroupCommit<string, number, number>(async (key, batch: Waiting<number, number>[]) => {
    batches.push({ key, items: batch.map((w) => w.item) });
    await new Promise<void>((r) => releases.push(r));
    for (const w of batch) {
      if (w.item < 0) w.reject(new Error(`refused ${w.item}`));
      else w.resolve(w.item * 10);
    }
  }, maxBatch);
  const settle = async () => {
    await new Promise((r) => setImmediate(r));
    for (const release of releases.splice(0)) release();
  };
  return { commit, batches, settle };
}

describe('group commit', () => {
  it('writes what arrives in one turn together, and what arrives during a write in the next one', async () => {
    const { commit, batches, settle } = recorder();
    const first = [1, 2, 3].map((n) => commit.submit('a', n));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([{ key: 'a', items: [1, 2, 3] }]);
    // The write runs: these wait, and then go together.
    const second = [4, 5].map((n) => commit.submit('a', n));
    await settle();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await settle();
    expect(await Promise.all(second)).toEqual([40, 50]);
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('gives each caller its own outcome, and writes each key apart', async () => {
    const { commit, batches, settle } = recorder();
    const outcomes = Promise.allSettled([commit.submit('a', 1), commit.submit('a', -1), commit.submit('b', 2)]);
    await settle();
    await settle();
    expect(await outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused -1') },
      { status: 'fulfilled', value: 20 },
    ]);
    expect(batches.map((x) => x.key).sort()).toEqual(['a', 'b']);
  });

  it('takes at most maxBatch items a write', async () => {
    const { commit, batches, settle } = recorder(2);
    const all = [1, 2, 3, 4, 5].map((n) => commit.submit('a', n));
    for (let i = 0; i < 3; i++) await settle();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('rejects a whole batch whose write fails, and goes on with the next', async () => {
    let calls = 0;
    const commit = new GroupCommit<string, number, number>(async (_key, batch) => {
      if (calls++ === 0) throw new Error('database away');
      for (const w of batch) w.resolve(w.item);
    });
    const failed = [commit.submit('a', 1), commit.submit('a', 2)];
    await expect(Promise.all(failed)).rejects.toThrow('database away');
    await expect(failed[1]).rejects.toThrow('database away');
    expect(await commit.submit('a', 3)).toBe(3);
  });

  it('rejects the items a write left unsettled, and close() waits for the writes under way', async () => {
    const commit = new GroupCommit<string, number, number>(async (_key, batch) => {
      batch[0]!.resolve(1);
    });
    const [kept, left] = [commit.submit('a', 1), commit.submit('a', 2)];
    await commit.close();
    expect(await kept).toBe(1);
    await expect(left).rejects.toThrow('left items unsettled');
  });
});
