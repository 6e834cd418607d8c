// How often and how soon a failed render is tried again: the render queue's retry settings
// (jobs/queues.ts) and the renders themselves (renderDeliverable.ts, stuckRenders.ts) read them here.

/** Attempts before a file is marked FAILED (the queue retries the ones before). */
export const RENDER_ATTEMPTS = 3;
/** The pause before a failed render is tried again. */
export const RENDER_RETRY_DELAY_SECONDS = 5;
