import { createInterface, type Interface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Exit codes of `pitboss` (README "For integrators"):
 * 0 done; 1 the gateway or the admin API refused or failed; 2 bad usage or a bad file;
 * 3 not signed in, sign-in refused, or a new password is required; 4 the gateway could not be
 * reached; 5 cancelled (the answer to a question was not "yes").
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  auth: 3,
  unreachable: 4,
  cancelled: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error with its exit code and the text to show. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
  }
}

/** Where the CLI reads answers and writes output (the real process, or a test's streams). */
export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/**
 * Questions on stderr, answers from stdin, one line each. A hidden question (a password) echoes
 * nothing: on a terminal the typed characters are not written back.
 */
export class Prompter {
  private rl: Interface | null = null;
  private lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  private muted = false;

  constructor(private readonly io: Io) {}

  private open(): Interface {
    if (this.rl) return this.rl;
    const stderr = this.io.stderr;
    const output = new Writable({
      write: (chunk: Buffer, _enc, done) => {
        if (!this.muted) stderr.write(chunk);
        done();
      },
    });
    const rl = createInterface({
      input: this.io.stdin,
      output,
      terminal: Boolean(this.io.stdin.isTTY),
    });
    rl.on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.lines.push(line);
    });
    rl.on('close', () => {
      this.ended = true;
      this.waiting?.(null);
      this.waiting = null;
    });
    this.rl = rl;
    return rl;
  }

  /** The next answer; null when the input has ended. */
  async ask(question: string, options: { hidden?: boolean } = {}): Promise<string | null> {
    this.open();
    this.io.stderr.write(question);
    const queued = this.lines.shift();
    if (queued !== undefined) {
      if (options.hidden || !this.io.stdin.isTTY) this.io.stderr.write('\n');
      return queued;
    }
    if (this.ended) {
      this.io.stderr.write('\n');
      return null;
    }
    this.muted = Boolean(options.hidden);
    try {
      const line = await new Promise<string | null>((resolve) => (this.waiting = resolve));
      if (options.hidden || !this.io.stdin.isTTY) this.io.stderr.write('\n');
      return line;
    } finally {
      this.muted = false;
    }
  }

  /** A yes/no question; anything but y/yes is no. */
  async confirm(question: string): Promise<boolean> {
    const answer = await this.ask(`${question} [y/N] `);
    return /^\s*y(es)?\s*$/i.test(answer ?? '');
  }

  close(): void {
    this.rl?.close();
  }
}

/** Progress lines on stderr: rewritten in place on a terminal, one line per step otherwise. */
/**
 * Progress on stderr. On a terminal one line is rewritten in place. Elsewhere (a log file, CI)
 * each line stays, so only the first state of a step, one every `quietMs` after it, and the last
 * state when the step ends are written: a step of 120 updates leaves two or three lines.
 */
export class Progress {
  private last = '';
  private pending: string | null = null;
  private lastWritten = 0;
  constructor(
    private readonly stderr: Io['stderr'],
    private readonly quiet: boolean,
    private readonly quietMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  update(text: string): void {
    if (this.quiet || text === this.last) return;
    this.last = text;
    if (this.stderr.isTTY) {
      this.stderr.write(`\r\x1b[2K${text}`);
      return;
    }
    if (this.lastWritten !== 0 && this.now() - this.lastWritten < this.quietMs) {
      this.pending = text;
      return;
    }
    this.stderr.write(`${text}\n`);
    this.pending = null;
    this.lastWritten = this.now();
  }

  done(text?: string): void {
    if (this.quiet) return;
    if (this.stderr.isTTY && this.last) this.stderr.write('\r\x1b[2K');
    if (!this.stderr.isTTY && this.pending !== null) this.stderr.write(`${this.pending}\n`);
    if (text) this.stderr.write(`${text}\n`);
    this.last = '';
    this.pending = null;
    this.lastWritten = 0;
  }
}

/** Bytes as a short text: 512 B, 1.4 MB. */
export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
