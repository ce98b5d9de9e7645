# One image for every service; the command picks it: gateway | admin-api | chat-api | support-api | migrate
# | audit-verify | audit-archive
# (scripts/docker-entrypoint.sh). Servers run from TypeScript source with tsx: there is no server build.

# 1. Dependencies: only the manifests, so this layer is reused until a package.json or the lock changes.
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/server-kit/package.json packages/server-kit/
COPY apps/gateway/package.json apps/gateway/
COPY apps/admin-api/package.json apps/admin-api/
COPY apps/chat-api/package.json apps/chat-api/
COPY apps/support-api/package.json apps/support-api/
COPY apps/web/package.json apps/web/
# The lock holds every platform's packages: npm ci installs exactly what it names, or fails.
RUN npm ci --no-audit --no-fund

# 2. The web app (apps/web/dist), served by the gateway.
FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY packages ./packages
COPY apps ./apps
RUN npm run build -w @bo/web

# 3. Runtime: the installed dependencies, the server sources, the web build and the migrate script.
FROM node:20-slim AS runtime
WORKDIR /app
ENV WEB_DIST_DIR=/app/apps/web/dist
COPY --from=build /app/package.json /app/tsconfig.base.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/gateway ./apps/gateway
COPY --from=build /app/apps/admin-api ./apps/admin-api
COPY --from=build /app/apps/chat-api ./apps/chat-api
COPY --from=build /app/apps/support-api ./apps/support-api
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The entrypoint, migrate, the demo loader, and the access log's verifier and archive (scripts/audit*, with the helpers they import).
COPY scripts/docker-entrypoint.sh scripts/migrate.ts scripts/create-admin.ts scripts/audit-verify.ts scripts/audit-archive.ts scripts/demo.ts ./scripts/
COPY scripts/audit ./scripts/audit
COPY scripts/stack/data-lock.ts scripts/stack/secrets.ts ./scripts/stack/
# The files stay root-owned and read-only to the service: it runs as the image's unprivileged `node` user.
USER node
EXPOSE 8080 8081 8082 8083
ENTRYPOINT ["sh", "/app/scripts/docker-entrypoint.sh"]
CMD ["gateway"]
