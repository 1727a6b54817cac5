import { PGlite } from '@electric-sql/pglite';
const mu = () => JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k,v])=>[k,Math.round(v/1048576)])));
const dir = process.argv[2];
const n = Number(process.argv[3] ?? 2);
let db;
for (let i = 0; i < n; i++) {
  const t = Date.now();
  db = await PGlite.create(dir);
  await db.query('select 1');
  if (i < n - 1) { await db.close(); db = null; }
  else { global.gc(); await new Promise(r=>setTimeout(r,500)); console.log("final", mu()); await db.close(); process.exit(0); }
  global.gc(); await new Promise(r=>setTimeout(r,500)); global.gc();
  console.log('open', i, Date.now() - t, 'ms', mu());
}
