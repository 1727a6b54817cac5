// `node scripts/base-images.mjs`: makes sure the base images the Dockerfile and docker-compose.yml
// name are present (node:24-slim, postgres:15-bookworm, haproxy:2.6). Each is kept when present,
// pulled when a registry answers, and otherwise made here from Debian's packages (debootstrap)
// and the npm registry, tagged with the official name so the Dockerfile stays as it is. Needs
// root (apt-get, debootstrap, a running Docker engine, which it starts when it is not running).
//   node scripts/base-images.mjs              all three
//   node scripts/base-images.mjs node         only some: node, postgres, haproxy
import { BASE_IMAGES, ensureBaseImages, ensureDocker } from './docker.mjs';
import { log } from './lib.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BASE_IMAGES) || name === 'debian');
if (unknown.length > 0) {
  console.error(`unknown base image: ${unknown.join(', ')} (choose from node, postgres, haproxy)`);
  process.exit(2);
}
try {
  await ensureDocker();
  const made = ensureBaseImages(asked.length > 0 ? asked : undefined);
  const wanted = asked.length > 0 ? asked : ['node', 'postgres', 'haproxy'];
  log(made.length > 0 ? `made locally: ${made.join(', ')}` : 'nothing to make');
  log(`present: ${wanted.map((k) => BASE_IMAGES[k]).join(', ')}`);
} catch (err) {
  console.error(`the base images could not be made: ${err.message}`);
  process.exit(1);
}
