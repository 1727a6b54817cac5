import { createReadStream } from 'node:fs';
import { Tokenizer, TokenParser, TokenType } from '@streamparser/json';

/** Levels of nesting a backup may have (the catalogue's own backups have a handful). */
const MAX_DEPTH = 64;

/**
 * Objects and lists a backup may hold: a catalogue at the specification's limits (15,000 slots,
 * their groups, providers and promotions) has about 200,000. The gateway parses a staged import
 * whole to show its difference, and a file of ten million `{}` would take gigabytes to parse.
 */
export const MAX_CONTAINERS = 1_000_000;

/** A path that names no value of any document: the parser then emits nothing. */
const NO_VALUE = '$.\u0000';

class NotAnObject extends Error {}
class TooManyValues extends Error {}

/** Why a file is not a backup to read: not one JSON object, or more values than a catalogue has. */
export type JsonObjectProblem = 'invalid' | 'too many values';

/**
 * Whether the file at `path` is one JSON document whose top level is an object with at most
 * MAX_CONTAINERS objects and lists (null when it is), read as a stream: the file is never held
 * whole and no value is built. The parser checks the grammar
 * token by token; it keeps only the containers still open (with `keepStack: false` and no path
 * to emit, each value is dropped from its parent once complete), and nesting past 64 levels
 * stops it. Parsing a 48 MB file of `{},` whole built millions of objects and took a gigabyte;
 * this holds one read buffer, and gives the event loop back between buffers.
 */
export async function jsonObjectProblem(path: string): Promise<JsonObjectProblem | null> {
  const tokenizer = new Tokenizer();
  const parser = new TokenParser({ paths: [NO_VALUE], keepStack: false });
  let depth = 0;
  let tokens = 0;
  let containers = 0;
  let ended = false;
  parser.onEnd = () => {
    ended = true;
  };
  tokenizer.onToken = (info) => {
    tokens += 1;
    if (info.token === TokenType.LEFT_BRACE || info.token === TokenType.LEFT_BRACKET) {
      if (tokens === 1 && info.token !== TokenType.LEFT_BRACE) throw new NotAnObject();
      depth += 1;
      containers += 1;
      if (depth > MAX_DEPTH) throw new NotAnObject();
      if (containers > MAX_CONTAINERS) throw new TooManyValues();
    } else if (info.token === TokenType.RIGHT_BRACE || info.token === TokenType.RIGHT_BRACKET) {
      depth -= 1;
    } else if (tokens === 1) {
      throw new NotAnObject();
    }
    parser.write(info);
  };
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 16 * 1024 })) {
      tokenizer.write(chunk as Buffer);
    }
    tokenizer.end();
    return ended ? null : 'invalid';
  } catch (err) {
    if (err instanceof TooManyValues) return 'too many values';
    // a syntax error, an array or a scalar at the top, too deep, or the file unreadable
    return 'invalid';
  }
}
