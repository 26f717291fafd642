# Production image: the built server and client on one port.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
# `npm install` with the committed lock file, as CI does (.ci/run): the lock
# lists only this platform's optional builds, which `npm ci` refuses.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
# Memory settings as in `npm run serve` (docs/decisions.md, issue 15): two
# malloc arenas instead of 8 per core, and a fixed 128 KB mmap threshold and
# trim threshold, so freed image and export buffers go back to the system;
# an 8 MB young generation instead of 16, and --expose-gc for the collection
# once the server goes quiet after a burst (CMD; the same flags as `npm run serve`).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
# The REST reference served at /adminapi/openapi.json and /adminapi/docs.
COPY --from=build /app/docs/openapi.json ./docs/openapi.json
# Uploads, the JWT secret and (without DATABASE_URL) the embedded database
# live in /data, owned by the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /readyz: migrations applied, the database answers, not stopping (a SIGTERM turns it 503 at once).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# docker stop sends SIGTERM, then SIGKILL after its timeout (10 s by default): run it with
# --stop-timeout (or compose's stop_grace_period) above SHUTDOWN_GRACE_MS.
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "dist/server/src/main.js"]
