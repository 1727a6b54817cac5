/** How deep arrays and objects may nest in a REST input (the same bound as `/trpc`). */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Invalid input: it is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
export const UNREADABLE_MESSAGE = 'The request could not be read.';
export const INTERNAL_MESSAGE = 'Internal server error';
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

/** A request refused as bad input before it is parsed (status and message go to the caller). */
export class InputError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** JSON text parsed when it nests no deeper than the bound; an `InputError` otherwise. */
export function parseBoundedJson(text: string): unknown {
  if (nestsDeeperThan(text, MAX_INPUT_DEPTH)) throw new InputError(400, TOO_DEEP_MESSAGE);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InputError(400, UNREADABLE_MESSAGE);
  }
}
