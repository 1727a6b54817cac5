/**
 * Download the catalogue backup before a migration (the same route as the Backup button), with
 * the session of a password sign-in.
 *
 *   PITBOSS_URL=http://localhost:8080 PITBOSS_USERNAME=admin PITBOSS_PASSWORD='Admin123!' \
 *     node backup.js backup.json
 */
import { writeFile } from 'node:fs/promises';
import { createPitbossClient } from '@pitboss/client';

const out = process.argv[2] ?? 'backup.json';
const pitboss = await createPitbossClient({
  url: process.env.PITBOSS_URL ?? 'http://localhost:8080',
  username: process.env.PITBOSS_USERNAME ?? 'admin',
  password: process.env.PITBOSS_PASSWORD ?? '',
});
try {
  const res = await pitboss.http('/api/catalogue/backup');
  if (!res.ok) {
    const answer = (await res.json()) as { message: string; detail?: string };
    throw new Error(`${answer.message} ${answer.detail ?? ''}`.trim());
  }
  const text = await res.text();
  const backup = JSON.parse(text) as Record<string, unknown>;
  await writeFile(out, text);
  console.log(`Saved ${out}: ${Object.keys(backup).join(', ')}`);
} finally {
  await pitboss.signOut();
}
