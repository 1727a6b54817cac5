import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError, Prompter, type Io } from '../src/cli/io.js';
import { diffLines, movesFor, readOrderCsv } from '../src/cli/order.js';

const group = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Slot ${id.toUpperCase()}` }));

function refusal(fn: () => unknown): { exitCode: number; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof CliError) return { exitCode: err.exitCode, message: err.message };
    throw err;
  }
  throw new Error('no refusal');
}

describe('order CSV', () => {
  it('reads a slot id column (slot_id, slotId or id) and an optional position column', () => {
    expect(readOrderCsv('\uFEFFslot_id\nb\na\n')).toEqual([
      { slotId: 'b', position: null },
      { slotId: 'a', position: null },
    ]);
    expect(readOrderCsv('Title,slotId,Position\n"Slot, B",b,1\n')).toEqual([
      { slotId: 'b', position: 1 },
    ]);
    expect(readOrderCsv('id,order\n c , 3 \n')).toEqual([{ slotId: 'c', position: 3 }]);
  });

  it('refuses a CSV without an id column, a bad position, an empty id (exit 2)', () => {
    expect(refusal(() => readOrderCsv('name\nx\n'))).toEqual({
      exitCode: 2,
      message: 'The CSV needs a slot id column: slot_id, slotId or id.',
    });
    expect(refusal(() => readOrderCsv('id,position\na,first\n')).message).toBe(
      'Row 2: "first" is not a position (1, 2, 3…).',
    );
    expect(refusal(() => readOrderCsv('id,position\na,0\n')).exitCode).toBe(2);
    expect(refusal(() => readOrderCsv('id,position\n,1\n')).message).toBe(
      'Row 2: the slot id is empty.',
    );
    expect(refusal(() => readOrderCsv('')).message).toBe('The CSV has no rows.');
  });

  it('a whole new order: only the slots whose position changes', () => {
    const moves = movesFor(group, readOrderCsv('id\nc\nb\na\nd\n'));
    expect(moves).toEqual([
      { slotId: 'c', title: 'Slot C', from: 3, to: 1 },
      { slotId: 'a', title: 'Slot A', from: 1, to: 3 },
    ]);
    expect(diffLines(moves)).toEqual(['  #3 → #1  c  Slot C', '  #1 → #3  a  Slot A']);
    expect(movesFor(group, readOrderCsv('id\na\nb\nc\nd\n'))).toEqual([]);
  });

  it('with positions: the listed slots only', () => {
    expect(movesFor(group, readOrderCsv('id,position\nd,2\na,1\n'))).toEqual([
      { slotId: 'd', title: 'Slot D', from: 4, to: 2 },
    ]);
  });

  it('refuses unknown, repeated or missing slots and impossible positions', () => {
    expect(refusal(() => movesFor(group, readOrderCsv('id\na\nb\nc\n'))).message).toBe(
      'The CSV lists 3 slots but the group has 4: list every slot once, or add a position column.',
    );
    expect(refusal(() => movesFor(group, readOrderCsv('id\na\nb\nc\nx\n'))).message).toBe(
      'Slot x is not in this group.',
    );
    expect(refusal(() => movesFor(group, readOrderCsv('id\na\nb\nc\na\n'))).message).toBe(
      'Slot a is listed twice.',
    );
    expect(refusal(() => movesFor(group, readOrderCsv('id,position\na,5\n'))).message).toBe(
      'Position 5 is past the end of the group (4 slots).',
    );
    expect(refusal(() => movesFor(group, readOrderCsv('id,position\na,2\nb,2\n'))).message).toBe(
      'Position 2 is given twice.',
    );
  });
});

describe('Prompter', () => {
  function io(input: string): Io & { err: () => string } {
    const stdin = new PassThrough();
    const stderr = new PassThrough();
    let err = '';
    stderr.on('data', (c: Buffer) => (err += c.toString()));
    stdin.end(input);
    return { stdin, stdout: new PassThrough(), stderr, env: {}, err: () => err };
  }

  it('reads one answer per question; a hidden answer is never written back', async () => {
    const streams = io('ada\nS3cret!\ny\n');
    const p = new Prompter(streams);
    expect(await p.ask('Username: ')).toBe('ada');
    expect(await p.ask('Password: ', { hidden: true })).toBe('S3cret!');
    expect(await p.confirm('Go?')).toBe(true);
    p.close();
    expect(streams.err()).toBe('Username: \nPassword: \nGo? [y/N] \n');
  });

  it('no answer (input ended) is no', async () => {
    const p = new Prompter(io(''));
    expect(await p.confirm('Send?')).toBe(false);
    p.close();
  });
});
