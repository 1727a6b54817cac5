import { openAsBlob } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequests } from '../src/db/schema.js';
import { sandbox } from './support/admin.js';
import { RESTART_TIMEOUT_MS, startGateway, tempDir } from './support/gateway.js';
import { serve, signInOver, trpcOver } from './support/http.js';

/** Ten million empty objects: 30 MB of `{},`, under the 50 MB backup limit. */
const OBJECTS = 10_000_000;
/** How much the gateway's resident memory may grow while three such imports run. */
const MAX_GROWTH_MB = 250;

let app: FastifyInstance;
let base: string;
let cookie: string;
let dir: string;

beforeAll(async () => {
  dir = await tempDir('pitboss-backup-');
  app = await startGateway();
  base = await serve(app);
  cookie = await signInOver(base);
}, RESTART_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Imports the file at `file` over HTTP as the browser does (the file streamed from disk), directly
 * or as a change request.
 */
async function importBackup(
  file: string,
  route = '/api/uploads/backup',
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'application/json' }), 'backup.json');
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { origin: base, cookie: `pitboss_session=${cookie}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** The admin API's backup, as the gateway downloads it for an administrator. */
async function downloadBackup(): Promise<string> {
  const res = await fetch(`${base}/api/catalogue/backup`, {
    headers: { origin: base, cookie: `pitboss_session=${cookie}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** An answer's status, and the milliseconds from `started` to it. */
const timed = async (started: number, answer: Promise<{ status: number }>) => ({
  status: (await answer).status,
  ms: Date.now() - started,
});

/** The largest growth of resident memory (MB) while `work` runs, sampled every 20 ms. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return (Math.max(peak, process.memoryUsage.rss()) - start) / 1e6;
}

describe('a backup import is checked as a stream', () => {
  it('three imports of 30 MB of {}, at once keep memory bounded, are refused and send nothing upstream', async () => {
    const array = path.join(dir, 'array.json');
    const unclosed = path.join(dir, 'unclosed.json');
    const objects = '{},'.repeat(OBJECTS);
    // an array at the top, and an object whose list is never closed (read to its very end)
    await writeFile(array, `[${objects}{}]`);
    await writeFile(unclosed, `{"version":1,"tables":{"slots":[${objects}{}]}`);
    await sandbox.forget();

    let answers: { status: number; body: unknown }[] = [];
    const growth = await peakGrowth(async () => {
      answers = await Promise.all([array, unclosed, unclosed].map((f) => importBackup(f)));
    });

    // the array is refused at its first character; the unclosed list once it passes the count
    const [arrayAnswer, ...unclosedAnswers] = answers;
    expect(arrayAnswer).toEqual({
      status: 400,
      body: expect.objectContaining({
        fieldErrors: { file: ['The file is not a valid JSON backup.'] },
      }),
    });
    for (const answer of unclosedAnswers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        fieldErrors: {
          file: ['The backup holds too many values (at most 1,000,000 objects and lists).'],
        },
      });
    }
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
    expect(await sandbox.requests('/api/data-transfer/import')).toHaveLength(0);
  }, 180_000);

  it('three import requests of a well-formed file of millions of {} at once are refused before it is parsed whole', async () => {
    // one closed, valid document: only the count of its objects and lists gives it away
    const closed = path.join(dir, 'closed.json');
    await writeFile(closed, `{"version":1,"tables":{"slots":[${'{},'.repeat(OBJECTS)}{}]}}`);
    const requests = async () => {
      const list = await trpcOver(base, cookie, 'query', 'changeRequests.list', {});
      return list.json<{ result: { data: { total: number } } }>().result.data.total;
    };
    const before = await requests();

    let answers: { status: number; body: unknown }[] = [];
    const growth = await peakGrowth(async () => {
      answers = await Promise.all(
        [closed, closed, closed].map((f) => importBackup(f, '/api/uploads/backup/request?note=x')),
      );
    });

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        fieldErrors: {
          file: ['The backup holds too many values (at most 1,000,000 objects and lists).'],
        },
      });
    }
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
    expect(await requests()).toBe(before);
  }, 180_000);

  it('import requests at once, and opening one, take turns: each reads the working catalogue after the one before has ended', async () => {
    const file = path.join(dir, 'backup.json');
    await writeFile(file, await downloadBackup());
    const submitImport = () => importBackup(file, '/api/uploads/backup/request?note=turns');
    // Each request's preview reads the working catalogue (the admin API's backup): held this long.
    const HELD_MS = 1500;
    await sandbox.fault({ path: '/api/data-transfer/export/download', delayMs: HELD_MS });
    try {
      const started = Date.now();
      const first = submitImport();
      const submitted = await Promise.all([timed(started, first), timed(started, submitImport())]);
      expect(submitted.map((a) => a.status)).toEqual([200, 200]);
      // at once they would both end after one hold; in turns the second ends after two
      expect(Math.max(...submitted.map((a) => a.ms))).toBeGreaterThanOrEqual(2 * HELD_MS);

      // Opening a pending import (its preview parses the staged file) takes a turn too.
      const { id } = (await first).body as { id: string };
      const again = Date.now();
      const opened = await Promise.all([
        timed(again, trpcOver(base, cookie, 'query', 'changeRequests.get', { id })),
        timed(again, submitImport()),
      ]);
      expect(opened.map((o) => o.status)).toEqual([200, 200]);
      expect(Math.max(...opened.map((o) => o.ms))).toBeGreaterThanOrEqual(2 * HELD_MS);
    } finally {
      await sandbox.clearFaults();
    }
  }, 60_000);

  it('a staged backup is stored compressed, and read back whole; one stored as it came is read as it is', async () => {
    const text = await downloadBackup();
    const slots = (JSON.parse(text) as { tables: { slots: unknown[] } }).tables.slots.length;
    const file = path.join(dir, 'staged.json');
    await writeFile(file, text);
    const submitted = await importBackup(file, '/api/uploads/backup/request?note=staged');
    expect(submitted.status).toBe(200);
    const { id } = submitted.body as { id: string };
    const { db } = app.database;
    const [packed] = await db
      .select({ data: changeRequests.fileData })
      .from(changeRequests)
      .where(eq(changeRequests.id, id));
    expect(packed?.data?.subarray(0, 11).toString()).toBe('pitboss:br\n');
    expect(packed?.data?.length).toBeLessThan(text.length / 4);

    const previewSlots = async () => {
      const answer = await trpcOver(base, cookie, 'query', 'changeRequests.get', { id });
      return answer.json<{ result: { data: { preview: { counts: { slots: number } } } } }>().result
        .data.preview.counts.slots;
    };
    expect(await previewSlots()).toBe(slots);
    await db
      .update(changeRequests)
      .set({ fileData: Buffer.from(text) })
      .where(eq(changeRequests.id, id));
    expect(await previewSlots()).toBe(slots);
  }, 60_000);
});
