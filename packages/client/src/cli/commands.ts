import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { PitbossClient } from '../client.js';
import { bytes, CliError, EXIT, type Io, type Progress, type Prompter } from './io.js';
import { diffLines, movesFor, readOrderCsv } from './order.js';

/** What every command gets. */
export interface Run {
  client: PitbossClient;
  io: Io;
  prompter: Prompter;
  progress: Progress;
  json: boolean;
  yes: boolean;
  /** A line for people (stdout, not in --json mode). */
  say(line: string): void;
  /** The answer for scripts (--json). */
  out(value: unknown): void;
}

const PAGE = 100;

/** Every slot of a group in its order, page by page, with progress. */
async function groupSlots(run: Run, groupId: string) {
  const slots: { id: string; title: string; providerName?: string | null; isArchived?: boolean }[] =
    [];
  for (let page = 1; ; page++) {
    const batch = await run.client.slots.filter.query({ page, limit: PAGE, groupId, order: 'ASC' });
    slots.push(...batch.items);
    run.progress.update(`Reading group ${groupId}: ${slots.length} of ${batch.total} slots`);
    if (batch.items.length < PAGE || page >= batch.totalPages) break;
  }
  run.progress.done();
  return slots;
}

export async function slotsList(run: Run, groupId: string): Promise<void> {
  const slots = await groupSlots(run, groupId);
  if (run.json) return run.out(slots.map((s, i) => ({ position: i + 1, ...s })));
  const width = String(slots.length).length;
  for (const [i, s] of slots.entries())
    run.say(
      `${String(i + 1).padStart(width)}  ${s.id}  ${s.title}${s.isArchived ? ' (archived)' : ''}`,
    );
  run.say(`${slots.length} slots in group ${groupId}`);
}

export async function orderApply(run: Run, groupId: string, csvFile: string): Promise<void> {
  const text = await readFile(csvFile, 'utf8').catch((err: Error) => {
    throw new CliError(EXIT.usage, `Cannot read ${csvFile}: ${err.message}`);
  });
  const wanted = readOrderCsv(text);
  run.progress.update(`Reading group ${groupId}…`);
  // the whole group in one call, with the version of its order: the save is refused (CONFLICT,
  // nothing written) if someone reorders the group in between
  const { items: current, version } = await run.client.slots.listAllInGroup.query({ groupId });
  run.progress.update(`Reading group ${groupId}: ${current.length} slots`);
  run.progress.done();
  const moves = movesFor(current, wanted);
  if (moves.length === 0) {
    if (run.json) return run.out({ groupId, changes: [], sent: 0 });
    return run.say(`Group ${groupId}: the order is already as in ${csvFile}; nothing to send.`);
  }
  if (!run.json) {
    run.say(`Group ${groupId}: ${moves.length} of ${current.length} slots change position`);
    for (const line of diffLines(moves)) run.say(line);
  }
  if (!run.yes && !(await run.prompter.confirm(`Send ${moves.length} changed positions?`)))
    throw new CliError(EXIT.cancelled, 'Cancelled: nothing was sent.');
  run.progress.update(`Sending ${moves.length} positions…`);
  const result = await run.client.slots.bulkOrder.mutate({
    groupId,
    slotOrders: moves.map((m) => ({ slotId: m.slotId, order: m.to })),
    base: version,
  });
  run.progress.done();
  if (run.json) return run.out({ groupId, changes: moves, sent: result.sent });
  run.say(`Order saved: ${result.sent} positions sent.`);
}

export async function publish(run: Run): Promise<void> {
  const pending = await run.client.catalogue.changesSinceLastPublish.query();
  if (!run.json)
    run.say(
      `Changed since ${pending.since ?? 'the first publish'}: ${pending.slots} slots, ${pending.providers} providers, ${pending.groups} groups`,
    );
  if (!run.yes && !(await run.prompter.confirm('Publish the catalogue to the casino?')))
    throw new CliError(EXIT.cancelled, 'Cancelled: nothing was published.');
  run.progress.update('Publishing…');
  const result = await run.client.catalogue.publish.mutate();
  run.progress.done();
  if (run.json) return run.out(result);
  run.say(
    `Published: ${result.slots ?? '?'} slots, ${result.providers ?? '?'} providers, ${result.groups ?? '?'} groups`,
  );
}

/** The gateway's error answer of an HTTP route: `{message, detail?}`. */
async function httpFailure(res: Response): Promise<CliError> {
  const body = (await res.json().catch(() => null)) as {
    message?: string;
    detail?: string;
    fieldErrors?: Record<string, string[]>;
  } | null;
  const fields = Object.values(body?.fieldErrors ?? {}).flat();
  const text = [body?.message ?? `HTTP ${res.status}`, body?.detail, ...fields]
    .filter(Boolean)
    .join(' — ');
  return new CliError(res.status === 401 || res.status === 403 ? EXIT.auth : EXIT.failed, text);
}

export async function backup(run: Run, out: string): Promise<void> {
  const res = await run.client.http('/api/catalogue/backup');
  if (!res.ok || !res.body) throw await httpFailure(res);
  const total = Number(res.headers.get('content-length')) || null;
  const temp = `${out}.part`;
  let received = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      run.progress.update(
        `Downloading the backup: ${bytes(received)}${total ? ` of ${bytes(total)}` : ''}`,
      );
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
      count,
      createWriteStream(temp),
    );
    JSON.parse(await readFile(temp, 'utf8'));
  } catch (err) {
    await rm(temp, { force: true });
    throw new CliError(EXIT.failed, `Backup download failed: ${(err as Error).message}`);
  }
  await rename(temp, out);
  run.progress.done();
  if (run.json) return run.out({ file: path.resolve(out), bytes: received });
  run.say(`Backup saved to ${out} (${bytes(received)})`);
}

export async function importBackup(run: Run, file: string): Promise<void> {
  const content = await readFile(file).catch((err: Error) => {
    throw new CliError(EXIT.usage, `Cannot read ${file}: ${err.message}`);
  });
  if (!run.yes && !(await run.prompter.confirm(`Import ${file} over the working catalogue?`)))
    throw new CliError(EXIT.cancelled, 'Cancelled: nothing was imported.');
  const form = new FormData();
  form.set('file', new Blob([content], { type: 'application/json' }), path.basename(file));
  run.progress.update(`Uploading ${path.basename(file)} (${bytes(content.length)})…`);
  const res = await run.client.http('/api/uploads/backup', { method: 'POST', body: form });
  run.progress.done();
  if (!res.ok) throw await httpFailure(res);
  const answer = (await res.json()) as { message: string; imported?: Record<string, unknown> };
  if (run.json) return run.out(answer);
  run.say(answer.message);
}

export async function codeStats(run: Run, code: string): Promise<void> {
  const promo = await run.client.promoCodes.getByCode.query({ code });
  const stats = await run.client.promoCodes.stats.query({ id: promo.id });
  if (run.json) return run.out({ code: promo.code, id: promo.id, stats });
  run.say(`Promo code ${promo.code} (${promo.id})`);
  for (const [key, value] of Object.entries(stats))
    run.say(`  ${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
}

/** `audit.verify`: the answer, and exit 1 when the chain is broken (for a scheduled check). */
export async function auditVerify(run: Run): Promise<void> {
  run.progress.update('Checking the audit trail…');
  const result = await run.client.audit.verify.query();
  run.progress.done();
  if (run.json) run.out(result);
  else if (result.ok)
    run.say(`The audit trail is intact: ${result.rows.toLocaleString('en-US')} rows checked.`);
  else
    run.say(
      `The audit trail is broken: row ${result.firstBroken?.id ?? '?'} (${result.firstBroken?.at ?? '?'}) was changed, or a row before it removed, outside Pitboss. ${result.rows.toLocaleString('en-US')} rows checked.`,
    );
  if (!result.ok) throw new CliError(EXIT.failed, 'The audit trail is broken.');
}
