import { describe, expect, it } from 'vitest';
import { Progress } from '../src/cli/io.js';

function stream(isTTY: boolean) {
  const out = { text: '', isTTY, write: (chunk: string) => ((out.text += chunk), true) };
  return out;
}

describe('CLI progress', () => {
  it('off a terminal: the first state, one per interval, and the last when the step ends', () => {
    const err = stream(false);
    let now = 1_000;
    const progress = new Progress(err as never, false, 10_000, () => now);
    for (let page = 1; page <= 120; page += 1) {
      progress.update(`Reading: ${page * 10} of 1200`);
      now += 100; // 12 s in all
    }
    progress.done('Read.');
    expect(err.text.split('\n').filter(Boolean)).toEqual([
      'Reading: 10 of 1200',
      'Reading: 1010 of 1200',
      'Reading: 1200 of 1200',
      'Read.',
    ]);
  });

  it('on a terminal: one line rewritten in place', () => {
    const err = stream(true);
    const progress = new Progress(err as never, false);
    progress.update('a');
    progress.update('b');
    progress.done();
    expect(err.text).toBe('\r\x1b[2Ka\r\x1b[2Kb\r\x1b[2K');
  });

  it('--quiet writes nothing', () => {
    const err = stream(false);
    const progress = new Progress(err as never, true);
    progress.update('a');
    progress.done('done');
    expect(err.text).toBe('');
  });
});
