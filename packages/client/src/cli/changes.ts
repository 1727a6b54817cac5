import { CliError, EXIT } from './io.js';
import type { Run } from './commands.js';

type Action = 'publish' | 'restore' | 'import' | 'reset' | 'promotions.publish' | 'shutdown';
const ACTIONS: readonly Action[] = [
  'publish',
  'restore',
  'reset',
  'promotions.publish',
  'shutdown',
  'import',
];

interface Listed {
  id: string;
  action: string;
  status: string;
  author: { displayName: string };
  createdAt: string;
  scheduledFor: string | null;
}

const line = (r: Listed) =>
  `${r.id}  ${r.status.padEnd(9)}  ${r.action.padEnd(18)}  ${r.author.displayName}  ${r.createdAt}${r.scheduledFor ? `  runs ${r.scheduledFor}` : ''}`;

/** `pitboss changes list [--status pending|scheduled|open|history|…]`. */
export async function list(run: Run, status: string | undefined): Promise<void> {
  const page = await run.client.changeRequests.list.query({
    ...(status ? { status: status as 'open' } : {}),
    page: 1,
    limit: 100,
  });
  if (run.json) return run.out(page);
  if (page.items.length === 0) run.say('No change requests.');
  for (const r of page.items) run.say(line(r));
}

/** `pitboss changes show <id>`: the request and, while open, its diff summary. */
export async function show(run: Run, id: string): Promise<void> {
  const r = await run.client.changeRequests.get.query({ id });
  if (run.json) return run.out(r);
  run.say(line(r));
  if (r.note) run.say(`Note: ${r.note}`);
  if (r.error) run.say(`Failure: ${r.error}`);
  const summary = r.preview?.diff?.summary;
  if (summary)
    for (const [kind, s] of Object.entries(summary))
      run.say(
        `${kind}: ${s.added} added, ${s.removed} removed, ${s.changed} changed, ${s.moved} moved`,
      );
}

/** `pitboss changes request <action> [--note] [--at <ISO time>] [--version <id>]`. */
export async function request(
  run: Run,
  action: string,
  options: { note?: string | undefined; at?: string | undefined; version?: string | undefined },
): Promise<void> {
  if (!ACTIONS.includes(action as Action) || action === 'import')
    throw new CliError(
      EXIT.usage,
      `The action must be one of ${ACTIONS.filter((a) => a !== 'import').join(', ')} (an import request is an upload: POST /api/uploads/backup/request).`,
    );
  const r = await run.client.changeRequests.submit.mutate({
    action: action as Action,
    ...(options.note ? { note: options.note } : {}),
    ...(options.at ? { scheduledFor: options.at } : {}),
    ...(options.version ? { versionId: options.version } : {}),
  });
  if (run.json) return run.out(r);
  run.say(`Submitted ${r.id}: another administrator must approve it.`);
}

/** `pitboss changes approve <id>`: shows the diff, asks, approves what was shown. */
export async function approve(run: Run, id: string): Promise<void> {
  const r = await run.client.changeRequests.get.query({ id });
  if (!run.json) await show(run, id);
  if (!run.yes && !(await run.prompter.confirm('Approve this change request?')))
    throw new CliError(EXIT.cancelled, 'Cancelled: nothing was approved.');
  const done = await run.client.changeRequests.approve.mutate({
    id,
    fingerprint: r.preview?.fingerprint ?? '',
  });
  if (run.json) return run.out(done);
  run.say(`${done.status}${done.error ? `: ${done.error}` : ''}`);
}

/** `pitboss changes reject <id> --reason <text>`. */
export async function reject(run: Run, id: string, reason: string): Promise<void> {
  const done = await run.client.changeRequests.reject.mutate({ id, reason });
  if (run.json) return run.out(done);
  run.say('Rejected.');
}

/** `pitboss changes cancel <id>`. */
export async function cancel(run: Run, id: string): Promise<void> {
  const done = await run.client.changeRequests.cancel.mutate({ id });
  if (run.json) return run.out(done);
  run.say('Cancelled.');
}
