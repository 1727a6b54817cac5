// What `/trpc` and the REST routes refuse before a JSON input is parsed, and in the same words.

/** How deep arrays and objects may nest in an input, on `/trpc` and the REST routes (a batch adds one level). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Invalid input: it is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
export const UNREADABLE_MESSAGE = 'The request could not be read.';
export const bodyTooLargeMessage = (max: number): string =>
  `The request body is too large. The maximum is ${Math.round((max / 1024) * 10) / 10} kB.`;

/** Whether JSON text nests arrays and objects deeper than `max` (one pass, no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
