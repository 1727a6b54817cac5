/**
 * Download the catalogue backup before a migration (the same route as the Backup button), with
 * the session of a password sign-in. Signs out whatever happens.
 *
 *   PITBOSS_URL=http://localhost:8080 PITBOSS_USERNAME=admin PITBOSS_PASSWORD='Admin123!' \
 *     node backup.mjs backup.json
 */
import { writeFile } from 'node:fs/promises';
import { createPitbossClient, TRPCClientError } from '@pitboss/client';

const out = process.argv[2] ?? 'backup.json';
try {
  const pitboss = await createPitbossClient({
    url: process.env.PITBOSS_URL ?? 'http://localhost:8080',
    username: process.env.PITBOSS_USERNAME ?? 'admin',
    password: process.env.PITBOSS_PASSWORD ?? '',
  });
  try {
    const res = await pitboss.http('/api/catalogue/backup');
    if (!res.ok) {
      const answer = /** @type {{message: string, detail?: string}} */ (await res.json());
      throw new Error(`${answer.message} ${answer.detail ?? ''}`.trim());
    }
    const text = await res.text();
    /** @type {Record<string, unknown>} */
    const backup = JSON.parse(text);
    await writeFile(out, text);
    console.log(`Saved ${out}: ${Object.keys(backup).join(', ')}`);
  } finally {
    await pitboss.signOut();
  }
} catch (err) {
  if (err instanceof TRPCClientError) console.error(`Pitboss said: ${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
