/**
 * One process at a time prepares the PostgreSQL database: instances of the server and worker starting together on an
 * empty database would otherwise each run the migrations (the second fails half-way on tables the first created),
 * each create Vendure's default channel and roles, and each seed the store.
 */
import { Client } from 'pg';

/**
 * The key of the session-level advisory lock every program of the shop takes on its database: "Scintill" in ASCII,
 * fixed so that all versions of the shop agree on it.
 */
export const STARTUP_LOCK_KEY = '6008762250962758764';

/**
 * Runs `prepare` holding the startup lock. The lock belongs to a connection of its own, so it is released when
 * `prepare` ends, fails, or the process dies. Without PostgreSQL (one process owns the SQLite file) it just runs.
 */
export async function withStartupLock<T>(
    databaseUrl: string | undefined,
    prepare: () => Promise<T>,
    report: (line: string) => void = line => process.stdout.write(`${line}\n`),
): Promise<T> {
    if (!databaseUrl) {
        return prepare();
    }
    const client = new Client({ connectionString: databaseUrl, application_name: 'shop-startup-lock' });
    // Losing the connection releases the lock while another process may already be migrating or seeding: stopping
    // this one is the only safe answer.
    client.on('error', error => {
        console.error(`Lost the database connection holding the startup lock: ${error.message}`);
        process.exit(1);
    });
    await client.connect();
    try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
            STARTUP_LOCK_KEY,
        ]);
        if (!rows[0].locked) {
            report('Another instance is preparing the database (migrations, seed); waiting for it…');
            await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
        }
        return await prepare();
    } finally {
        client.removeAllListeners('error');
        client.on('error', () => undefined);
        // Closing the session releases the lock too; unlocking first makes the hand-over immediate.
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
    }
}
