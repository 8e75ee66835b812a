# syntax=docker/dockerfile:1
# The marketplace as one image: the API serves the built web app. Build: `docker build -t manas .`
# Runs as many replicas as wanted on one PostgreSQL + Redis (see compose.yaml and the README's
# "Running at scale").

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Build: every dependency (dev ones included) and the production build of the web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (tsx runs the TypeScript API, so it is one of them).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: sources, the built web app and production dependencies; no compilers, no dev tools.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/domain/ packages/domain/
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src/ apps/api/src/
COPY apps/api/assets/ apps/api/assets/
COPY --from=build /app/apps/web/dist/ apps/web/dist/
COPY --from=build /app/apps/web/dist-ssr/ apps/web/dist-ssr/
# The image's files stay root's; the server (user node) may write only under DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
