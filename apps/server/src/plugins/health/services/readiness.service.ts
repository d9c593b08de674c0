/** Whether this server can answer shoppers: its database and, when configured, its Redis each answer within a second. */
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { TransactionalConnection } from '@vendure/core';
import Redis from 'ioredis';

import { HEALTH_PLUGIN_OPTIONS, READINESS_CHECK_TIMEOUT_MS } from '../constants';
import { DependencyStatus, HealthPluginOptions, Readiness } from '../types';

function withinDeadline<T>(what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
            () => reject(new Error(`${what} did not answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
            READINESS_CHECK_TIMEOUT_MS,
        );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(what: string, work: () => Promise<unknown>): Promise<DependencyStatus> {
    try {
        await withinDeadline(what, work());
        return { status: 'up' };
    } catch (error) {
        return { status: 'down', message: error instanceof Error ? error.message : String(error) };
    }
}

@Injectable()
export class ReadinessService implements OnApplicationBootstrap, OnApplicationShutdown {
    /** A connection of its own, so a probe never waits behind the cache's or the queue's commands. */
    private redis?: Redis;

    constructor(
        private connection: TransactionalConnection,
        @Inject(HEALTH_PLUGIN_OPTIONS) private options: HealthPluginOptions,
    ) {}

    onApplicationBootstrap() {
        if (this.options.redis) {
            this.redis = new Redis({ ...this.options.redis, lazyConnect: false });
            // The cache already logs Redis outages; the probe reports them in its answer.
            this.redis.on('error', () => undefined);
        }
    }

    onApplicationShutdown() {
        // disconnect, not quit: quit waits for Redis to answer, which it may never do.
        this.redis?.disconnect();
    }

    async check(): Promise<Readiness> {
        const redis = this.redis;
        const [database, redisStatus] = await Promise.all([
            probe('The database', () => this.connection.rawConnection.query('SELECT 1')),
            redis ? probe('Redis', () => redis.ping()) : Promise.resolve(undefined),
        ]);
        const checks = { database, ...(redisStatus ? { redis: redisStatus } : {}) };
        const ready = Object.values(checks).every(check => check.status === 'up');
        return { status: ready ? 'ok' : 'error', checks };
    }
}
