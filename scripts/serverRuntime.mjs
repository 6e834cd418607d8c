// How the server process runs, under `npm start` and in the benchmark alike.
//
// - The young generation's semi-spaces (V8's default is 16 MB): start-up and the first pages grow
//   them to their maximum, and V8 gives the unused part back only after half a minute idle.
//   - On the embedded database, at most 8 MB: the small single-machine studio, where memory counts
//     (an idle server holds about 17 MB less than with the default, at no measured loss).
//   - On PostgreSQL, 32 MB: the deployment that serves many readers. Fewer scavenges cost less CPU
//     per request: over HTTP (2026-11-28, idle machine, two runs each) the order desk answered
//     316 and 375 req/s against 294 and 301 with 8 MB, the payments page 400 and 393 against 394
//     and 369; an idle server holds about 40 MB more (249 MB after 10 s against 211).
// - glibc gives each thread that allocates its own 64 MB malloc arena; the server's threads (HTTP,
//   the embedded database's worker, V8's and libuv's helpers) would each keep one partly used.
//   Two arenas hold an idle server about 20 MB lower at no measurable cost in throughput.
// - glibc's mmap and trim thresholds held at their initial 128 KB: compiling the WebAssembly of the
//   embedded database and of Prisma's query compiler borrows 50–80 MB of malloc memory per thread
//   at start-up, and once such large blocks are freed glibc raises its mmap threshold (up to 32 MB)
//   and its trim threshold with it, and keeps the freed memory in its heaps. Fixed thresholds give
//   it back: an idle server held 296 MB instead of 311 (means of ten and nine starts), with no
//   measured change in the payments benchmark.
/** Node's flags for a server process with this environment (DATABASE_URL: PostgreSQL). */
export const serverNodeFlags = (env = process.env) => [`--max-semi-space-size=${env.DATABASE_URL ? 32 : 8}`];

export const serverEnvironment = () => ({
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
  MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
});
