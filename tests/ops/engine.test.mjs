// Starting the Docker engine after an unclean stop: a pid file that names a process which is gone,
// or a reused number now held by another program, is removed before dockerd starts; a pid file of
// the program it names is kept.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { clearStalePidFiles } from '../../scripts/docker.mjs';

const work = mkdtempSync(join(tmpdir(), 'pitboss-engine-'));
after(() => rmSync(work, { recursive: true, force: true }));

const pidFile = (name, content) => {
  const file = join(work, name);
  writeFileSync(file, content);
  return file;
};

test('pid files of a process that is gone, of another program, or unreadable are removed', () => {
  const reused = pidFile('reused.pid', `${process.pid}\n`);
  const gone = pidFile('gone.pid', '4194305');
  const garbage = pidFile('garbage.pid', 'not a pid');
  clearStalePidFiles([
    [reused, 'containerd'],
    [gone, 'containerd'],
    [garbage, 'dockerd'],
  ]);
  assert.deepEqual(
    [reused, gone, garbage].map((f) => existsSync(f)),
    [false, false, false],
  );
});

test('the pid file of a running process of the named program is kept', async (t) => {
  // A process whose name is "containerd": the system's sleep under that name.
  const program = join(work, 'containerd');
  copyFileSync('/bin/sleep', program);
  const child = spawn(program, ['30'], { stdio: 'ignore' });
  t.after(() => child.kill());
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  const live = pidFile('live.pid', String(child.pid));
  const missing = join(work, 'missing.pid');
  clearStalePidFiles([
    [live, 'containerd'],
    [missing, 'dockerd'],
  ]);
  assert.equal(existsSync(live), true);
  assert.equal(existsSync(missing), false);
});
