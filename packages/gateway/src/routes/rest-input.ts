import {
  MAX_INPUT_DEPTH,
  TOO_DEEP_MESSAGE,
  UNREADABLE_MESSAGE,
  nestsDeeperThan,
} from '../guard/json-input.js';

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
