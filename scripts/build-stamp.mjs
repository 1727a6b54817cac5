// Whether `npm start` must install and build again: a fingerprint (path, size and modification
// time) of every source and manifest the build reads, stored after a successful build. When the
// fingerprint still matches and the build outputs are there, install and build are skipped.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib.mjs';

const STAMP = join(ROOT, 'node_modules', '.pitboss-build-stamp');
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'artifacts', 'coverage', '.git']);
const ROOT_FILES = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

function walk(dir, hash) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, hash);
    else if (entry.isFile()) {
      const { size, mtimeMs } = statSync(full);
      hash.update(`${relative(ROOT, full)}\0${size}\0${mtimeMs}\n`);
    }
  }
}

/** The fingerprint of everything `pnpm install` and `pnpm -r build` read. */
export function buildFingerprint() {
  const hash = createHash('sha256');
  for (const file of ROOT_FILES) {
    const full = join(ROOT, file);
    if (existsSync(full)) hash.update(`${file}\0${readFileSync(full)}\n`);
  }
  walk(join(ROOT, 'packages'), hash);
  return hash.digest('hex');
}

/** True when the last successful build saw exactly the files there are now. */
export function buildIsCurrent(stampFile = STAMP) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === buildFingerprint();
}

export function recordBuild(stampFile = STAMP) {
  writeFileSync(stampFile, `${buildFingerprint()}\n`);
}
