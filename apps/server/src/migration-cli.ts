/**
 * PostgreSQL migrations: `generate <name>` writes a migration for the difference between the entities and the
 * database, `run` applies pending ones, `check` fails when the migrated database differs from the entities.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { generateMigration, runMigrations } from '@vendure/core';

import { readEnv } from './environment';
import { withStartupLock } from './lib/startup-lock';
import { buildConfig } from './vendure-config';

async function main() {
    const [command, name] = process.argv.slice(2);
    const env = readEnv();
    if (!env.DATABASE_URL) {
        throw new Error('Set DATABASE_URL=postgres://… : migrations are for PostgreSQL.');
    }
    const config = buildConfig(env, { adminUi: false });
    if (command === 'generate' && name) {
        await generateMigration(config, { name, outputDir: path.join(__dirname, '..', 'src', 'migrations') });
    } else if (command === 'run') {
        // Under the lock the server and worker take at start, so a deploy step and starting instances never
        // migrate at the same time.
        await withStartupLock(env.DATABASE_URL, () => runMigrations(config));
    } else if (command === 'check') {
        const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-check-'));
        await generateMigration(config, { name: 'drift', outputDir });
        const drift = fs.readdirSync(outputDir);
        if (drift.length > 0) {
            const sql = fs.readFileSync(path.join(outputDir, drift[0]), 'utf8');
            throw new Error(`The entities differ from the migrated schema; generate a migration.\n${sql}`);
        }
        process.stdout.write('Schema matches the entities.\n');
    } else {
        throw new Error('Usage: migration-cli generate <name> | run | check');
    }
}

main().then(
    () => process.exit(0),
    error => {
        console.error(error);
        process.exit(1);
    },
);
