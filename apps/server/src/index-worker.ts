/**
 * Starts a job-queue worker on its own, for production where server and worker scale separately. It takes the same
 * startup lock as the server: a worker first on an empty database migrates it, rather than failing on missing tables.
 */
import { bootstrapWorker, runMigrations } from '@vendure/core';

import { readEnv } from './environment';
import { stopOnSignals } from './lib/graceful-shutdown';
import { withStartupLock } from './lib/startup-lock';
import { buildConfig } from './vendure-config';

const env = readEnv();
const config = buildConfig(env, { adminUi: false });

withStartupLock(env.DATABASE_URL, async () => {
    if (env.DATABASE_URL) {
        await runMigrations(config);
    }
    return bootstrapWorker(config);
})
    .then(async worker => {
        await worker.startJobQueue();
        stopOnSignals({ name: 'Worker', timeoutMs: env.SHUTDOWN_TIMEOUT_MS, close: () => worker.app.close() });
    })
    .catch(error => {
        console.error(error);
        process.exit(1);
    });
