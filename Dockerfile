# Pitboss images. Two targets:
#   gateway (the default, last stage): the gateway and the built web app, production
#            dependencies only — docker build -t pitboss .
#   sandbox: the stand-in admin API and cognito-local, for the local profile only —
#            docker build --target sandbox -t pitboss-sandbox .
# docker-compose.yml builds both. The README ("Deploying with Docker") has sizes and settings.
ARG NODE_VERSION=24

# ── manifests: only what `pnpm install` reads, so the dependency layer below is rebuilt only when
# a package.json or the lockfile changes (COPY --from is cached by content).
FROM node:${NODE_VERSION}-slim AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name pnpm-lock.yaml ! -name pnpm-workspace.yaml \
      ! -name .npmrc -delete \
 && find . -depth -type d -empty -delete

# ── build: install, build every package the images need, deploy each server with its production
# dependencies only.
FROM node:${NODE_VERSION}-slim AS build
ARG PNPM_VERSION=12.21.0
# Source maps for the browser bundle are opt-in (see packages/web/vite.config.ts).
ARG VITE_SOURCEMAP=false
ENV CI=true
# pnpm from npm (not corepack).
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /src
COPY --from=manifests /src ./
RUN pnpm install --frozen-lockfile
COPY . .
RUN VITE_SOURCEMAP=${VITE_SOURCEMAP} pnpm --filter @pitboss/contracts --filter @pitboss/gateway \
      --filter @pitboss/sandbox --filter @pitboss/web run build
# typescript is only a type-level peer of @trpc/server: nothing requires it at run time.
RUN pnpm --filter @pitboss/gateway deploy --prod /out/gateway \
 && pnpm --filter @pitboss/sandbox deploy --prod /out/sandbox \
 && for pkg in /out/gateway /out/sandbox; do \
      rm -rf "$pkg/src" "$pkg/test" "$pkg/examples" "$pkg"/tsconfig*.json "$pkg"/*.config.ts \
        "$pkg/pnpm-lock.yaml" "$pkg/pnpm-workspace.yaml" "$pkg/README.md"; \
      rm -rf "$pkg"/node_modules/.pnpm/typescript@*; \
    done \
 && mkdir -p /out/web \
 && cp -R packages/web/dist /out/web/dist \
 && cp docker/gateway-entry.mjs /out/entry.mjs

# ── sandbox: the admin-API stand-in (default command) and cognito-local
# (node sandbox/dist/identity/main.js) for `docker compose --profile local`.
FROM node:${NODE_VERSION}-slim AS sandbox
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4010 \
    SANDBOX_DATA_DIR=/data/sandbox \
    COGNITO_DATA_DIR=/data/cognito
WORKDIR /app
# Code owned by root (read-only for the node user); only the data folders are writable.
COPY --from=build /out/sandbox /app/sandbox
RUN mkdir -p /data/sandbox /data/cognito /run/pitboss-local \
 && chown node:node /data/sandbox /data/cognito /run/pitboss-local
USER node
EXPOSE 4010 9229
# start period: three gateways, the sandbox and Postgres starting together on two busy cores
# took over 100 s to answer (a 60 s period marked one unhealthy and the load balancer refused to start)
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SANDBOX_PORT||4010)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: node gets SIGTERM itself (the sandbox closes cleanly on it).
STOPSIGNAL SIGTERM
CMD ["node", "sandbox/dist/main.js"]

# ── gateway (default): the gateway serving the web app.
FROM node:${NODE_VERSION}-slim AS gateway
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    GATEWAY_DATA_DIR=/data/gateway \
    TMPDIR=/var/tmp/pitboss
WORKDIR /app
COPY --from=build /out/gateway /app/gateway
COPY --from=build /out/web /app/web
COPY --from=build /out/entry.mjs /app/entry.mjs
# TMPDIR is where uploads are spooled: docker-compose.yml mounts a volume there, so they never
# grow the container's own layer.
RUN mkdir -p /data/gateway /var/tmp/pitboss && chown node:node /data/gateway /var/tmp/pitboss
USER node
EXPOSE 8080
# start period: three gateways, the sandbox and Postgres starting together on two busy cores
# took over 100 s to answer (a 60 s period marked one unhealthy and the load balancer refused to start)
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: node is the process that gets SIGTERM and drains (15 s) before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "entry.mjs"]
