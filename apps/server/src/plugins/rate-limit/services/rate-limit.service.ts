/**
 * The shop's counters: one rate-limiter-flexible limiter per kind of request, on Redis when the server has it (every
 * server process then shares each count), else in this process's memory.
 */
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Logger } from '@vendure/core';
import Redis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { RATE_LIMIT_KEY_PREFIX, RATE_LIMIT_PLUGIN_OPTIONS } from '../constants';
import { RateLimitName, RateLimitPluginOptions, RateLimitRule } from '../types';

const loggerCtx = 'RateLimit';

/** A count to take: which limit, and whose (a session, an IP, a username at an IP). */
export interface RateLimitKey {
    limit: RateLimitName;
    key: string;
}

@Injectable()
export class RateLimitService implements OnModuleDestroy {
    private redis?: Redis;
    private limiters = new Map<RateLimitName, RateLimiterAbstract>();

    constructor(@Inject(RATE_LIMIT_PLUGIN_OPTIONS) private options: RateLimitPluginOptions) {
        if (options.redis) {
            this.redis = new Redis({
                ...options.redis,
                // A request waits for no reconnect: while Redis is away the memory limiter below counts instead.
                enableOfflineQueue: false,
                maxRetriesPerRequest: 1,
                // The job worker loads this plugin too but never counts: it opens no connection.
                lazyConnect: true,
            });
            this.redis.on('error', (error: Error) => Logger.warn(`Redis: ${error.message}`, loggerCtx));
        }
        for (const [name, rule] of Object.entries(options.limits) as Array<[RateLimitName, RateLimitRule]>) {
            this.limiters.set(name, this.limiter(name, rule));
        }
    }

    private limiter(name: RateLimitName, rule: RateLimitRule): RateLimiterAbstract {
        const common = {
            keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
            points: rule.points,
            duration: rule.windowSeconds,
        };
        if (!this.redis) return new RateLimiterMemory(common);
        // Should Redis fail, each process goes on counting on its own rather than letting everything through.
        return new RateLimiterRedis({
            ...common,
            storeClient: this.redis,
            insuranceLimiter: new RateLimiterMemory(common),
        });
    }

    private get(name: RateLimitName): RateLimiterAbstract {
        const limiter = this.limiters.get(name);
        if (!limiter) throw new Error(`No rate limit named ${name}`);
        return limiter;
    }

    private async connected() {
        if (this.redis && this.redis.status === 'wait') {
            await this.redis.connect().catch(() => undefined);
        }
    }

    /**
     * Takes one point from each key. Returns null when all had one left, else the seconds until the most distant of
     * the refusing keys has room again (the points taken from the others stay taken: the request was made).
     */
    async consume(keys: RateLimitKey[]): Promise<number | null> {
        await this.connected();
        const results = await Promise.all(
            keys.map(({ limit, key }) =>
                this.get(limit)
                    .consume(key)
                    .then(() => null)
                    .catch((error: unknown) => {
                        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
                        throw error;
                    }),
            ),
        );
        const waits = results.filter((wait): wait is number => wait !== null);
        return waits.length ? Math.max(...waits) : null;
    }

    /** Gives a point back: the attempt it was taken for turned out not to count (a code that applied). */
    async refund(keys: RateLimitKey[]): Promise<void> {
        await Promise.all(keys.map(({ limit, key }) => this.get(limit).reward(key, 1)));
    }

    /** Forgets a key's count (a staff login that succeeded within its limit). */
    async reset(keys: RateLimitKey[]): Promise<void> {
        await Promise.all(keys.map(({ limit, key }) => this.get(limit).delete(key)));
    }

    async onModuleDestroy() {
        if (this.redis && this.redis.status !== 'wait' && this.redis.status !== 'end') {
            await this.redis.quit().catch(() => this.redis?.disconnect());
        }
    }
}
