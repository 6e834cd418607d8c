// Every timing constant of the specification (seed.md §9) the client uses, in one place.

/** How long a snackbar (a short message with an action) stays. */
export const SNACKBAR_MS = 3500;
/** How long a toast stays. */
export const TOAST_MS = 2000;
/** How long a notification stays (Mantine's `Notifications` default). */
export const NOTIFICATION_MS = 2000;

/** The request progress bar appears only for requests slower than this. */
export const PROGRESS_THROTTLE_MS = 200;
/** The progress bar trickles towards the end over this time. */
export const PROGRESS_DURATION_MS = 5000;
/** A failed request leaves the bar red this long. */
export const PROGRESS_FAILED_HOLD_MS = 1500;

/** Links prefetch their route's code when the browser is idle, at the latest after this. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** A failed route chunk reloads the page at most once in this period. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Page views go to the tag manager this long after a route change. */
export const PAGE_VIEW_DELAY_MS = 250;

/** The home page's voice carousel moves on by itself this often. */
export const CAROUSEL_INTERVAL_MS = 3500;
/** Pixels a pointer must move before the carousel treats it as a drag (embla `dragThreshold`). */
export const CAROUSEL_DRAG_THRESHOLD_PX = 30;
