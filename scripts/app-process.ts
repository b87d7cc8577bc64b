/**
 * How every app process is started (`npm start`, `npm run cluster`, the benches; docs/operations.md, "Memory"):
 * what keeps its resident memory flat whatever its traffic. Both must be set before the process starts, so
 * `package.json`'s `start` script repeats them (a test checks it does).
 */

/**
 * V8 sizes the young generation (two semi-spaces) from the heap limit, which it derives from the machine's memory: on
 * a machine with 24 GB it lets each semi-space grow to 64 MiB. It grows them when the allocation rate rises and
 * shrinks them to 1 MiB after a full collection when the rate drops, so a process's RSS moved by up to 180 MiB with
 * its traffic while its live heap did not change. A fixed size keeps it flat and the same on every machine. 16 MiB
 * (32 MiB of young generation), not 32: paired runs of `npm run bench` gave an uncached home render 7.3-7.8 ms of CPU
 * at 16 against 9.2-9.4 at 32 and API reads 0.15 against 0.16-0.17 ms, and a 150 MiB upload grew RSS 52-59 MiB at 16
 * (budget 64) against 55-102 at 32: the socket buffers of an upload are freed only when their wrappers are
 * collected, which a bigger young generation postpones (docs/operations.md, "Memory"). On the command line: Node
 * refuses --min-semi-space-size in NODE_OPTIONS.
 */
export const APP_NODE_FLAGS = ["--min-semi-space-size=16", "--max-semi-space-size=16"];

/**
 * glibc gives each thread that allocates its own arena (up to 8 per core) and rarely returns their free pages: V8's
 * compiler and GC threads, libuv's pool and the native modules each leave a few MiB to tens of MiB behind. With two
 * arenas the memory outside the V8 heap stayed at 39-104 MiB; a process beside it at the same traffic without the
 * setting reached 171-439 MiB. The environment wins when it sets its own.
 */
export const APP_PROCESS_ENV = { MALLOC_ARENA_MAX: "2" };
