// The counters behind the limits: two services on one Redis (two server processes) share each count; without Redis,
// or with Redis away, each process counts on its own. The Redis cases run when TEST_REDIS_URL is set.
import { randomUUID } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { redisConnectionOptions } from '../../../vendure-config';
import { rateLimitsFromEnv } from '../rate-limit-options';
import { RateLimitPluginOptions } from '../types';
import { RateLimitService } from './rate-limit.service';

const redisUrl = process.env.TEST_REDIS_URL;
const limits = rateLimitsFromEnv({ RATE_LIMIT_CODE_ATTEMPTS: '3', RATE_LIMIT_CODE_WINDOW_SECONDS: '600' });

const services: RateLimitService[] = [];
function service(options: Partial<RateLimitPluginOptions> = {}) {
    const created = new RateLimitService({ limits, ...options });
    services.push(created);
    return created;
}
afterEach(async () => {
    await Promise.all(services.splice(0).map(s => s.onModuleDestroy()));
});

/** Tries a code on each service in turn; the wait in seconds where refused, else null. */
async function attempts(order: RateLimitService[], key: string) {
    const results: Array<number | null> = [];
    for (const s of order) results.push(await s.consume([{ limit: 'codeAttemptsPerSession', key }]));
    return results;
}

describe('without Redis', () => {
    it('counts in each process on its own', async () => {
        const [a, b] = [service(), service()];
        const key = `session:${randomUUID()}`;
        expect(await attempts([a, a, a, b], key)).toEqual([null, null, null, null]);
        const [refused] = await attempts([a], key);
        expect(refused).toBeGreaterThan(595);
        expect(refused).toBeLessThanOrEqual(600);
    });

    it('gives a refunded point back, and forgets a reset key', async () => {
        const a = service();
        const key = { limit: 'codeAttemptsPerSession' as const, key: `session:${randomUUID()}` };
        await attempts([a, a, a], key.key);
        await a.refund([key]);
        expect(await a.consume([key])).toBeNull();
        expect(await a.consume([key])).not.toBeNull();
        await a.reset([key]);
        expect(await attempts([a, a, a], key.key)).toEqual([null, null, null]);
    });
});

describe('with Redis away', () => {
    it('still limits, in memory', async () => {
        const a = service({ redis: redisConnectionOptions('redis://127.0.0.1:9') });
        const results = await attempts([a, a, a, a], `session:${randomUUID()}`);
        expect(results.slice(0, 3)).toEqual([null, null, null]);
        expect(results[3]).toBeGreaterThan(0);
    });
});

describe.skipIf(!redisUrl)('on Redis (TEST_REDIS_URL)', () => {
    it('shares one count between two server processes', async () => {
        const redis = redisConnectionOptions(redisUrl!);
        const [a, b] = [service({ redis }), service({ redis })];
        const key = `session:${randomUUID()}`;
        // Two attempts on one process and one on the other use up the 3; the next is refused on both.
        expect(await attempts([a, b, a], key)).toEqual([null, null, null]);
        const [onB, onA] = await attempts([b, a], key);
        expect(onB).toBeGreaterThan(595);
        expect(onA).toBeGreaterThan(595);
    });
});
