// How the server process runs, under `npm start` and in the benchmark alike.
//
// - The young generation at most 8 MB per semi-space (V8's default is 16): start-up and the first
//   pages grow it to its maximum, and V8 gives the unused part back only after half a minute idle.
//   An idle server holds about 17 MB less; the admin payments benchmark showed no loss (mean of five
//   runs each: 408 req/s with 8 MB, 389 with the default).
// - glibc gives each thread that allocates its own 64 MB malloc arena; the server's threads (HTTP,
//   the embedded database's worker, V8's and libuv's helpers) would each keep one partly used.
//   Two arenas hold an idle server about 20 MB lower at no measurable cost in throughput.
// - glibc's mmap and trim thresholds held at their initial 128 KB: compiling the WebAssembly of the
//   embedded database and of Prisma's query compiler borrows 50–80 MB of malloc memory per thread
//   at start-up, and once such large blocks are freed glibc raises its mmap threshold (up to 32 MB)
//   and its trim threshold with it, and keeps the freed memory in its heaps. Fixed thresholds give
//   it back: an idle server held 296 MB instead of 311 (means of ten and nine starts), with no
//   measured change in the payments benchmark.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

export const serverEnvironment = () => ({
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
  MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
});
