import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import {
  createPitbossClient,
  isNetworkError,
  NewPasswordRequiredError,
  TRPCClientError,
  type PitbossClient,
} from '../client.js';
import { CliError, EXIT, type Io, type Prompter } from './io.js';

/** What `pitboss login` keeps: the gateway and the session cookie, never the password. */
export interface StoredSession {
  url: string;
  session: string;
  username: string;
  savedAt: string;
}

/** `$PITBOSS_SESSION_FILE`, else `$XDG_CONFIG_HOME/pitboss/session.json` (~/.config by default). */
export function sessionFile(env: NodeJS.ProcessEnv): string {
  if (env.PITBOSS_SESSION_FILE) return path.resolve(env.PITBOSS_SESSION_FILE);
  const config = env.XDG_CONFIG_HOME || path.join(env.HOME || homedir(), '.config');
  return path.join(config, 'pitboss', 'session.json');
}

export async function readSession(env: NodeJS.ProcessEnv): Promise<StoredSession | null> {
  try {
    const value = JSON.parse(await readFile(sessionFile(env), 'utf8')) as Partial<StoredSession>;
    if (typeof value.url === 'string' && typeof value.session === 'string')
      return value as StoredSession;
    return null;
  } catch {
    return null;
  }
}

/** Written readable by the owner only (0600, its folder 0700), replaced atomically. */
export async function writeSession(env: NodeJS.ProcessEnv, stored: StoredSession): Promise<string> {
  const file = sessionFile(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
  return file;
}

export async function forgetSession(env: NodeJS.ProcessEnv): Promise<void> {
  await rm(sessionFile(env), { force: true });
}

/** The gateway's address: `--url`, else `$PITBOSS_URL`, else the stored session's. */
export function gatewayUrl(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  stored?: StoredSession | null,
): string {
  const url = flag ?? env.PITBOSS_URL ?? stored?.url;
  if (!url) throw new CliError(EXIT.usage, 'Which gateway? Pass --url or set PITBOSS_URL.');
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new CliError(EXIT.usage, `Not an http(s) address: ${url}`);
  }
  return url.replace(/\/+$/, '');
}

/** Username and password from the environment, else asked (the password is never echoed). */
export async function askCredentials(
  io: Io,
  prompter: Prompter,
): Promise<{ username: string; password: string }> {
  const username = io.env.PITBOSS_USERNAME || (await prompter.ask('Username: '))?.trim();
  if (!username) throw new CliError(EXIT.auth, 'No username given.');
  const password = io.env.PITBOSS_PASSWORD || (await prompter.ask('Password: ', { hidden: true }));
  if (!password) throw new CliError(EXIT.auth, 'No password given.');
  return { username, password };
}

/**
 * The client for a command, from (in this order) `$PITBOSS_TOKEN` (a Cognito access token),
 * `$PITBOSS_USERNAME` + `$PITBOSS_PASSWORD`, the session `pitboss login` stored, or a prompt on
 * a terminal. `owned`: the command signs this session out when it is done.
 */
export async function signIn(
  io: Io,
  prompter: Prompter,
  urlFlag: string | undefined,
): Promise<{ client: PitbossClient; owned: boolean }> {
  const stored = await readSession(io.env);
  const url = gatewayUrl(urlFlag, io.env, stored);
  if (io.env.PITBOSS_TOKEN) {
    return { client: await connect({ url, accessToken: io.env.PITBOSS_TOKEN }), owned: false };
  }
  if (io.env.PITBOSS_USERNAME && io.env.PITBOSS_PASSWORD) {
    const { username, password } = await askCredentials(io, prompter);
    return { client: await connect({ url, username, password }), owned: true };
  }
  if (stored && stored.url === url) {
    try {
      return { client: await connect({ url, session: stored.session }), owned: false };
    } catch (err) {
      if (err instanceof CliError && err.exitCode === EXIT.auth)
        throw new CliError(EXIT.auth, 'Your session has ended: run `pitboss login` again.');
      throw err;
    }
  }
  if (io.stdin.isTTY) {
    const { username, password } = await askCredentials(io, prompter);
    return { client: await connect({ url, username, password }), owned: true };
  }
  throw new CliError(
    EXIT.auth,
    'Not signed in: run `pitboss login`, or set PITBOSS_TOKEN, or PITBOSS_USERNAME and PITBOSS_PASSWORD.',
  );
}

/** createPitbossClient, its failures as CLI errors. */
export async function connect(
  options: Parameters<typeof createPitbossClient>[0],
): Promise<PitbossClient> {
  try {
    return await createPitbossClient(options);
  } catch (err) {
    throw asCliError(err);
  }
}

/** Any failure → its exit code and text (the gateway's message as it is). */
export function asCliError(err: unknown): CliError {
  if (err instanceof CliError) return err;
  if (err instanceof NewPasswordRequiredError) return new CliError(EXIT.auth, err.message);
  if (err instanceof TRPCClientError) {
    if (isNetworkError(err))
      return new CliError(EXIT.unreachable, `Could not reach the gateway: ${causeText(err)}`);
    const code = (err.data as { code?: string } | undefined)?.code;
    if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN')
      return new CliError(EXIT.auth, err.message);
    return new CliError(EXIT.failed, err.message);
  }
  if (err instanceof TypeError && err.message === 'fetch failed')
    return new CliError(EXIT.unreachable, `Could not reach the gateway: ${causeText(err)}`);
  return new CliError(EXIT.failed, err instanceof Error ? err.message : String(err));
}

function causeText(err: Error): string {
  let cause: unknown = err.cause;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : err.message;
}
