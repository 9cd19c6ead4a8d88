/**
 * The memory settings every Satchel process starts with (docs/performance.md, Memory). Both are
 * read only when a process starts, so they are set wherever Satchel's processes are started:
 * package.json's scripts, the Dockerfile, `npm run cluster` and the bench (a test holds each to
 * this value).
 *
 * - glibc's malloc: sharp (libvips), argon2 and zlib allocate outside V8, on libuv's threads;
 *   glibc gives each thread an arena of its own and keeps large freed buffers inside them, so a
 *   server that had drawn the demo shop's pictures held 300–400 MB it no longer used. Two arenas,
 *   and every buffer above 128 KB mapped on its own (handed back when freed), keep that memory
 *   returned. Elsewhere than glibc (musl, macOS) the variable is ignored.
 * - V8's old generation: on a machine with many GB, V8 lets the heap grow to about four times
 *   what survived the last full collection before it collects again; under checkout load that was
 *   290 MB of heap for 80 MB alive. A 512 MB limit makes it grow by about 1.4 times instead, for
 *   the same throughput. The live heap is about 80 MB, and a 10,000-row import runs in 128.
 */
export const PROCESS_MEMORY_ENV = {
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
  NODE_OPTIONS: '--max-old-space-size=512',
} as const;

/**
 * The settings for a child process, with the options of the environment it inherits kept after
 * Satchel's: the last of a repeated V8 flag wins, so `NODE_OPTIONS=--max-old-space-size=1024`
 * raises the limit and `--enable-source-maps` or `--require` still apply.
 */
export function processMemoryEnv(inherited: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    GLIBC_TUNABLES: PROCESS_MEMORY_ENV.GLIBC_TUNABLES,
    NODE_OPTIONS: [PROCESS_MEMORY_ENV.NODE_OPTIONS, inherited.NODE_OPTIONS?.trim()].filter(Boolean).join(' '),
  };
}
