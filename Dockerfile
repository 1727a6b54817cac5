# Pitboss: one image for the gateway (default command) and, in the local profile, the sandbox
# admin API and cognito-local (other commands). See docker-compose.yml and the README.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-slim AS build
ARG PNPM_VERSION=12.21.0
ENV CI=true
# pnpm from npm (not corepack).
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /src
# Manifests first, so the dependency layer is cached while sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY packages/client/package.json packages/client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/gateway/package.json packages/gateway/
COPY packages/sandbox/package.json packages/sandbox/
COPY packages/web/package.json packages/web/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile
COPY . .
RUN sh docker/build.sh /out

FROM node:${NODE_VERSION}-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    GATEWAY_DATA_DIR=/data/gateway
WORKDIR /app
COPY --from=build --chown=node:node /out /app
RUN mkdir -p /data/gateway /data/sandbox /data/cognito /identity \
 RUN mkdir -p /data && chown node:node /dataRUN mkdir -p /data && chown node:node /data chown -R node:node /data /identity
USER node
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (graceful shutdown); compose also sets init: true.
STOPSIGNAL SIGTERM
CMD ["node", "gateway/dist/main.js"]
