import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EventBatcher } from '../src/live/event-batcher.js';

let sent: number[][];
let batcher: EventBatcher<number>;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  batcher = new EventBatcher<number>(50, 4, (batch) => sent.push(batch));
});
afterEach(() => {
  batcher.close();
  vi.useRealTimers();
});

it('sends the first item at once, and what follows within the window as one batch at its end', () => {
  batcher.push(1);
  expect(sent).toEqual([[1]]);
  batcher.push(2);
  vi.advanceTimersByTime(20);
  batcher.push(3);
  expect(sent).toEqual([[1]]);
  vi.advanceTimersByTime(30);
  expect(sent).toEqual([[1], [2, 3]]);
});

it('after a quiet window the next item goes at once again', () => {
  batcher.push(1);
  vi.advanceTimersByTime(50); // the window ends with nothing waiting
  vi.advanceTimersByTime(500);
  batcher.push(2);
  expect(sent).toEqual([[1], [2]]);
});

it('a full batch goes before its window ends, in order', () => {
  batcher.push(0);
  for (let i = 1; i <= 6; i += 1) batcher.push(i);
  expect(sent).toEqual([[0], [1, 2, 3, 4]]);
  vi.advanceTimersByTime(50);
  expect(sent).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
});

it('drain sends what waits now; close drops it and sends nothing more', () => {
  batcher.push(1);
  batcher.push(2);
  batcher.drain();
  expect(sent).toEqual([[1], [2]]);
  batcher.push(3);
  batcher.close();
  vi.advanceTimersByTime(200);
  expect(sent).toEqual([[1], [2]]);
  expect(vi.getTimerCount()).toBe(0);
});
