// Product-wide constants (spec section 9). No imports: the page, the worker and tests share it.

export const PRODUCT_NAME = 'Nivesh';

/** Prefix of every browser storage key the product writes (spec 9: "a product prefix"). */
export const STORAGE_PREFIX = 'nivesh';

/** Label of the response cache's keys (spec 9: "a cache label"). */
export const CACHE_LABEL = 'apicache';

/** Local storage key of the session hash (spec 3, 9). Spec: "The session hash is under sessionhash". */
export const SESSION_HASH_KEY = `${STORAGE_PREFIX}:sessionhash`;

/** Startup timeout for the settings fetch and data check together (spec 4, 9). */
export const STARTUP_TIMEOUT_MS = 10_000;

/** Alert banner auto-hide (spec 8, 9). */
export const ALERT_AUTO_HIDE_MS = 5_000;

/** Minimum password length (spec 5, 9). */
export const MIN_PASSWORD_LENGTH = 8;

/** Data check country code (spec 7, 9). */
export const DATA_CHECK_COUNTRY = 'IND';

/** Cloud region (spec 9). */
export const AWS_REGION = 'ap-south-1';

/** Root spinner: purple, size 64 (spec 2, 9). */
export const SPINNER_SIZE_PX = 64;
