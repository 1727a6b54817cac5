import { parseArgs } from 'node:util';
import * as changes from './changes.js';
import * as commands from './commands.js';
import {
  asCliError,
  askCredentials,
  connect,
  forgetSession,
  gatewayUrl,
  readSession,
  sessionFile,
  signIn,
  writeSession,
} from './credentials.js';
import { CliError, EXIT, Progress, Prompter, type ExitCode, type Io } from './io.js';

const USAGE = `Usage: pitboss <command> [options]

Commands:
  login                                   sign in; keeps the session (not the password)
  logout                                  end the stored session
  slots list --group <id>                 the slots of a group, in order
  order apply --group <id> --from <csv>   show the position changes, ask, send only those
  publish                                 publish the catalogue (asks first)
  backup --out <file.json>                download the catalogue backup
  import <file.json>                      import a backup (asks first)
  codes stats <code>                      a promo code's statistics
  audit verify                            check the audit trail's hash chain (exit 1 if broken)
  changes list [--status <status>]        change requests (pending, scheduled, open, history, …)
  changes show <id>                       one request and its diff
  changes request <action> [--note <text>] [--at <ISO time>] [--version <id>]
                                          ask for publish, restore, reset, promotions.publish, shutdown
  changes approve <id>                    show the diff, ask, approve (another's request only)
  changes reject <id> --reason <text>     reject a request
  changes cancel <id>                     withdraw your own request

Options:
  --url <url>    the gateway (default $PITBOSS_URL, else the stored session's)
  --json         one JSON document on stdout, for scripts
  -y, --yes      do not ask for confirmation
  -q, --quiet    no progress lines
  -h, --help     this text

Credentials, first found: $PITBOSS_TOKEN (a Cognito access token), $PITBOSS_USERNAME and
$PITBOSS_PASSWORD, the session of \`pitboss login\`, a prompt (on a terminal).

Exit codes: 0 done, 1 refused or failed, 2 bad usage or file, 3 not signed in or sign-in
refused, 4 gateway unreachable, 5 cancelled.
`;

const OPTIONS = {
  url: { type: 'string' },
  json: { type: 'boolean', default: false },
  yes: { type: 'boolean', short: 'y', default: false },
  quiet: { type: 'boolean', short: 'q', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  group: { type: 'string' },
  from: { type: 'string' },
  out: { type: 'string' },
  status: { type: 'string' },
  note: { type: 'string' },
  at: { type: 'string' },
  version: { type: 'string' },
  reason: { type: 'string' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

function need(value: string | undefined, what: string): string {
  if (!value) throw new CliError(EXIT.usage, `Missing ${what}.\n\n${USAGE}`);
  return value;
}

/** Runs one command line; answers the exit code (never throws, never calls process.exit). */
export async function main(argv: string[], io: Io): Promise<ExitCode> {
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true }));
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (values.help || positionals.length === 0) {
    (values.help ? io.stdout : io.stderr).write(USAGE);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const prompter = new Prompter(io);
  const progress = new Progress(io.stderr, values.quiet);
  try {
    await dispatch(positionals, values, io, prompter, progress);
    return EXIT.ok;
  } catch (err) {
    progress.done();
    const failure = asCliError(err);
    io.stderr.write(`pitboss: ${failure.message}\n`);
    if (values.json)
      io.stdout.write(
        `${JSON.stringify({ error: failure.message, exitCode: failure.exitCode })}\n`,
      );
    return failure.exitCode;
  } finally {
    prompter.close();
  }
}

async function dispatch(
  positionals: string[],
  values: Values,
  io: Io,
  prompter: Prompter,
  progress: Progress,
): Promise<void> {
  const [command, sub, arg] = positionals;
  const key = ['slots', 'order', 'codes', 'audit', 'changes'].includes(command ?? '')
    ? `${command} ${sub}`
    : command;
  const say = (line: string) => {
    if (!values.json) io.stdout.write(`${line}\n`);
  };
  const out = (value: unknown) => {
    io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  };

  if (key === 'login') {
    const url = gatewayUrl(values.url, io.env, await readSession(io.env));
    const { username, password } = await askCredentials(io, prompter);
    const client = await connect({ url, username, password });
    const file = await writeSession(io.env, {
      url,
      session: client.session ?? '',
      username: client.user.username,
      savedAt: new Date().toISOString(),
    });
    if (values.json) return out({ user: client.user, url, sessionFile: file });
    say(`Signed in as ${client.user.displayName} at ${url}.`);
    say(`Session kept in ${file} (readable only by you); the password is not stored.`);
    return;
  }
  if (key === 'logout') {
    const stored = await readSession(io.env);
    if (stored) {
      const client = await connect({ url: stored.url, session: stored.session }).catch(() => null);
      await client?.signOut();
    }
    await forgetSession(io.env);
    if (values.json) return out({ signedOut: Boolean(stored) });
    say(stored ? `Signed out; ${sessionFile(io.env)} removed.` : 'No stored session.');
    return;
  }

  const run = async (body: (r: commands.Run) => Promise<void>) => {
    const { client, owned } = await signIn(io, prompter, values.url);
    try {
      await body({ client, io, prompter, progress, json: values.json, yes: values.yes, say, out });
    } finally {
      if (owned) await client.signOut().catch(() => undefined);
    }
  };
  switch (key) {
    case 'slots list':
      return run((r) => commands.slotsList(r, need(values.group, '--group <id>')));
    case 'order apply':
      return run((r) =>
        commands.orderApply(
          r,
          need(values.group, '--group <id>'),
          need(values.from, '--from <file.csv>'),
        ),
      );
    case 'publish':
      return run((r) => commands.publish(r));
    case 'backup':
      return run((r) => commands.backup(r, need(values.out, '--out <file.json>')));
    case 'import':
      return run((r) => commands.importBackup(r, need(sub, 'the backup file')));
    case 'changes list':
      return run((r) => changes.list(r, values.status));
    case 'changes show':
      return run((r) => changes.show(r, need(arg, 'the request id')));
    case 'changes request':
      return run((r) =>
        changes.request(r, need(arg, 'the action'), {
          note: values.note,
          at: values.at,
          version: values.version,
        }),
      );
    case 'changes approve':
      return run((r) => changes.approve(r, need(arg, 'the request id')));
    case 'changes reject':
      return run((r) =>
        changes.reject(r, need(arg, 'the request id'), need(values.reason, '--reason <text>')),
      );
    case 'changes cancel':
      return run((r) => changes.cancel(r, need(arg, 'the request id')));
    case 'codes stats':
      return run((r) => commands.codeStats(r, need(arg, 'the promo code')));
    case 'audit verify':
      return run((r) => commands.auditVerify(r));
    default:
      throw new CliError(EXIT.usage, `Unknown command: ${positionals.join(' ')}\n\n${USAGE}`);
  }
}
