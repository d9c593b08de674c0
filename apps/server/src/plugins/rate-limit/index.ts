export * from './rate-limit.plugin';
export * from './constants';
export * from './errors';
export * from './types';
export { rateLimitsFromEnv } from './rate-limit-options';
export { RateLimitService } from './services/rate-limit.service';
