/** The startup lock on a real PostgreSQL (TEST_DATABASE_URL); skipped without one. */
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';

import { STARTUP_LOCK_KEY, withStartupLock } from './startup-lock';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('startup lock', () => {
    it('lets one preparation run at a time, in the order they asked, and tells the waiting one why', async () => {
        const events: string[] = [];
        const reports: string[] = [];
        const prepare = (name: string, ms: number) => async () => {
            events.push(`${name} start`);
            await new Promise(resolve => setTimeout(resolve, ms));
            events.push(`${name} end`);
            return name;
        };
        const first = withStartupLock(databaseUrl, prepare('first', 400), line => reports.push(`first: ${line}`));
        // The second asks once the first holds the lock.
        await new Promise(resolve => setTimeout(resolve, 150));
        const second = withStartupLock(databaseUrl, prepare('second', 10), line => reports.push(`second: ${line}`));
        expect(await Promise.all([first, second])).toEqual(['first', 'second']);
        expect(events).toEqual(['first start', 'first end', 'second start', 'second end']);
        expect(reports).toEqual([
            'second: Another instance is preparing the database (migrations, seed); waiting for it…',
        ]);
    });

    it('releases the lock when the preparation fails', async () => {
        await expect(
            withStartupLock(databaseUrl, async () => {
                throw new Error('migration failed');
            }),
        ).rejects.toThrow('migration failed');
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
            const { rows } = await client.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
                STARTUP_LOCK_KEY,
            ]);
            expect(rows[0].locked).toBe(true);
        } finally {
            await client.end();
        }
    });

    it('runs the preparation directly without PostgreSQL', async () => {
        expect(await withStartupLock(undefined, async () => 'sqlite')).toBe('sqlite');
    });
});
