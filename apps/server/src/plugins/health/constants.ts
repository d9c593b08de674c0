export const HEALTH_PLUGIN_OPTIONS = Symbol('HEALTH_PLUGIN_OPTIONS');
/** A dependency that has not answered a readiness probe within this time counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;
