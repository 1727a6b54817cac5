import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tempDir } from './support/gateway.js';
import { signInTo, startGatewayProcess, type GatewayProcess } from './support/gateway-process.js';

const PROBE = fileURLToPath(new URL('./support/locale-probe.mjs', import.meta.url));

/**
 * ICU's locale data (number and date formats, collation) is part of the node binary, and the
 * pages a process reads stay in its resident memory: about 7 MB for a number formatted and a
 * collator made. The gateway's start and the main screens' calls read none of it; what formats or
 * collates does so when it is needed (a refusal's wording, a catalogue diff).
 */
describe('locale data', () => {
  let gateway: GatewayProcess | undefined;
  afterAll(async () => {
    gateway?.child.kill('SIGTERM');
    await gateway?.exited;
  });

  it('is not read at start, at sign-in or by the main screens’ calls', async () => {
    const file = path.join(await tempDir('pitboss-locale-'), 'uses.jsonl');
    gateway = await startGatewayProcess({
      ADMIN_API_URL: inject('adminApiUrl'),
      NODE_OPTIONS: `--import "${PROBE}"`,
      LOCALE_PROBE_FILE: file,
    });
    const cookie = await signInTo(gateway);
    const calls: [string, unknown][] = [
      ['auth.me', undefined],
      ['groups.list', undefined],
      ['slots.filter', { page: 1, limit: 32, order: 'ASC', sort: 'default', status: 'all' }],
      ['providers.list', {}],
      ['promotions.filter', { page: 1, limit: 20 }],
    ];
    for (const [procedure, input] of calls) {
      const res = await gateway.call('query', procedure, input, cookie);
      expect(res.status, procedure).toBe(200);
    }
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const text = await readFile(file, 'utf8').catch(() => {
      throw new Error(
        'the locale probe did not run in the gateway process (NODE_OPTIONS --import)',
      );
    });
    const uses = text.split('\n').filter(Boolean);
    expect(uses.map((line) => JSON.parse(line) as unknown)).toEqual([]);
  });
});
