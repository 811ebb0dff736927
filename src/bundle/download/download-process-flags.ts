/**
 * The node flags of the download process (download-process-start.ts starts it with them).
 * Why a process of its own with a 1 MB young generation: Node's sockets and zlib streams hand over a fresh buffer
 * for every network read and every inflated piece, and V8 frees those cheaply only in young-generation
 * collections. The action's young generation has grown to megabytes by the time it downloads, and the download
 * allocates so little JavaScript that it is seldom collected: the buffers pile up until their volume forces full
 * collections (a dozen per 200 MB), and the memory they held is faulted in afresh each time. The size cannot be
 * changed in a running process, nor for a worker thread (its `resourceLimits` did not change the collections); a
 * process takes it on its command line. Even at 1 MB the download fills it too slowly, so V8 is told to collect it
 * at a fifth full rather than four fifths (`--minor-gc-task-trigger`, a V8 flag: 55 scavenges and 1 full
 * collection per 200 MB instead of 16 and 8). Node refuses to start with a flag it does not know: the download
 * then runs in the action's process, and test/bundle/download/download-process.test.ts fails first. Measured in
 * bench/README.md (issue 21). Kept apart so that the entry can start the process without loading the download.
 */
export const DOWNLOAD_NODE_FLAGS = ['--max-semi-space-size=1', '--minor-gc-task-trigger=20'];
