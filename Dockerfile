# Multi-stage: build everything with dev dependencies, then a slim runtime with production
# dependencies only, running as a non-root user, data under a volume.
#
# Node 26 is the Active LTS line from 28 October 2026 until October 2027 (end of life April 2029);
# Node 20 reached its end of life in April 2026 and Fastify's `cookie` and `content-disposition`
# already require Node 22. Node 26's images are built on Debian 13 (trixie), and it bundles npm 11,
# the npm that wrote the lockfile (npm 10 mis-resolved some of its optional packages).
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# npm ci's postinstall applies patches/ (patch-package) to the dependencies it names.
COPY patches patches
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY server server
COPY client client
COPY migrations migrations
COPY scripts scripts
RUN npm run build

FROM node:26-trixie-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# glibc's allocator as `npm start` sets it (scripts/server-runtime.mjs): ~10 MB less resident idle.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=4194304
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# patch-package is a build tool: skip the postinstall here and take the patched driver from the build.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w shared -w server && npm cache clean --force
COPY --from=build /app/node_modules/postgres node_modules/postgres
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY migrations migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
