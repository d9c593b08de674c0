export const RATE_LIMIT_PLUGIN_OPTIONS = Symbol('RATE_LIMIT_PLUGIN_OPTIONS');

/** The GraphQL error code of a refused request (decision 010: clients recognise it by code, never by wording). */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';

/** Prefix of every counter's key in Redis, so the shop's counters are easy to find beside BullMQ's and the cache's. */
export const RATE_LIMIT_KEY_PREFIX = 'shop-rate-limit';
