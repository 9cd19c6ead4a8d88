# One image for the API and the worker (the command differs); see docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# glibc's malloc: two arenas, large buffers unmapped when freed; V8's old generation held to 512 MB,
# so it collects before it grows to four times what is alive (backend/src/infra/memory/process-memory.ts).
# A NODE_OPTIONS given to the container replaces this one: keep the limit in it.
ENV GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072 NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/storefront/dist ./storefront/dist
COPY --from=build /app/admin/dist ./admin/dist
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
