#!/bin/sh
# The image's build steps, kept in one script so a test can run exactly these steps outside
# Docker (tests/ops/docker-build.test.mjs). Usage: docker/build.sh <output folder>
# Produces <out>/gateway, <out>/sandbox (production dependencies only) and <out>/web/dist.
set -eu
out="${1:?usage: docker/build.sh <output folder>}"
case "$out" in /*) ;; *) out="$(pwd)/$out" ;; esac

pnpm install --frozen-lockfile
pnpm --filter @pitboss/contracts --filter @pitboss/gateway --filter @pitboss/sandbox --filter @pitboss/web run build

rm -rf "$out"
mkdir -p "$out/web"
# Each server with only its production dependencies (workspace packages copied in, built).
pnpm --filter @pitboss/gateway deploy --prod "$out/gateway"
pnpm --filter @pitboss/sandbox deploy --prod "$out/sandbox"
# The gateway serves the web build from ../web/dist (its WEB_DIST_DIR default).
cp -R packages/web/dist "$out/web/dist"
# Sources and tests are not needed at run time.
for pkg in "$out/gateway" "$out/sandbox"; do
  rm -rf "$pkg/src" "$pkg/test" "$pkg"/tsconfig*.json "$pkg"/vitest.config.ts
done
echo "built into $out"
