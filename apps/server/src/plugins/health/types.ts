import type { RedisOptions } from 'ioredis';

export interface HealthPluginOptions {
    /** The Redis the server depends on (cache and job queue), when one is configured. */
    redis?: RedisOptions;
}

export type DependencyName = 'database' | 'redis';

export interface DependencyStatus {
    status: 'up' | 'down';
    /** Why a dependency is down, as its client reported it. */
    message?: string;
}

export interface Readiness {
    status: 'ok' | 'error';
    checks: Partial<Record<DependencyName, DependencyStatus>>;
}
