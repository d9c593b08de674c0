import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readEnv } from './environment';
import { redisConnectionOptions } from './vendure-config';

function tempDir() {
    return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-env-test-'));
}

describe('commerce server environment', () => {
    it('defaults to loopback, SQLite and a worker inside the server', () => {
        const env = readEnv({ DATA_DIR: tempDir() });
        expect(env.SERVER_HOST).toBe('127.0.0.1');
        expect(env.SERVER_PORT).toBe(3001);
        expect(env.ADMIN_UI_PORT).toBe(3002);
        expect(env.DATABASE_URL).toBeUndefined();
        expect(env.runWorkerInServer).toBe(true);
    });

    it('generates a local staff login once and keeps it across starts', () => {
        const dataDir = tempDir();
        const first = readEnv({ DATA_DIR: dataDir });
        const second = readEnv({ DATA_DIR: dataDir });
        expect(first.generatedCredentials).toBe(true);
        expect(first.superadminPassword.length).toBeGreaterThanOrEqual(16);
        expect(second.superadminPassword).toBe(first.superadminPassword);
        expect(second.cookieSecret).toBe(first.cookieSecret);
        expect(fs.statSync(path.join(dataDir, 'local-secrets.json')).mode & 0o077).toBe(0);
    });

    it('moves the worker out of the server when Redis is configured', () => {
        const env = readEnv({ DATA_DIR: tempDir(), REDIS_URL: 'redis://127.0.0.1:6379' });
        expect(env.runWorkerInServer).toBe(false);
    });

    it('refuses to start in production without configured secrets', () => {
        expect(() => readEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
            'In production SUPERADMIN_PASSWORD and COOKIE_SECRET must be set.',
        );
    });

    it('names every malformed variable in one clear message', () => {
        expect(() =>
            readEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x', SERVER_PORT: 'abc', REDIS_URL: 'http://x' }),
        ).toThrow(
            /SERVER_PORT[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*REDIS_URL must be a redis:\/\/ URL/,
        );
    });

    it('reads host, port, password and database number from a Redis URL', () => {
        expect(redisConnectionOptions('redis://:s%40cret@cache.internal:6380/4')).toMatchObject({
            host: 'cache.internal',
            port: 6380,
            password: 's@cret',
            db: 4,
            maxRetriesPerRequest: null,
        });
    });
});
