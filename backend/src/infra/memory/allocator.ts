/**
 * glibc's malloc settings for every Satchel process (docs/performance.md, Memory). sharp (libvips),
 * argon2 and zlib allocate outside V8, on libuv's threads; glibc gives each thread an arena of its
 * own and keeps large freed buffers inside them, so a server that had drawn the demo shop's
 * pictures held 300–400 MB it no longer used. Two arenas, and every buffer above 128 KB mapped on
 * its own (handed back to the system when freed), keep that memory returned. glibc reads these only
 * when a process starts, so they are set wherever Satchel's processes are started: package.json's
 * scripts, the Dockerfile, `npm run cluster` and the bench (a test holds each to this value).
 * Elsewhere than glibc (musl, macOS) the variable is ignored.
 */
export const ALLOCATOR_ENV = {
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
} as const;
