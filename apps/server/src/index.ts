/**
 * Starts the commerce server (and, without Redis, its job-queue worker in the same process). On a first start the
 * store's configuration (and, opted in, the demo catalog) is made before the APIs listen, so whoever reaches the API
 * sees the whole store. On PostgreSQL the migrations, the seed and Vendure's own first rows are made under the startup
 * lock, so instances starting together build one schema and one store.
 */
import { bootstrap, bootstrapWorker, JobQueueService, runMigrations, VendureConfig } from '@vendure/core';

import { readEnv, ServerEnv } from './environment';
import { stopOnSignals } from './lib/graceful-shutdown';
import { waitForIdleJobQueue } from './lib/job-queue-idle';
import { ensurePlaceholderImage } from './lib/placeholder-image';
import { readyMessage } from './lib/ready-message';
import { withStartupLock } from './lib/startup-lock';
import { seedDemoStore } from './seed/seed-demo-store';
import { configureStore } from './seed/store-configuration';
import { assetUploadDir, buildConfig } from './vendure-config';

/**
 * Configures the store on an empty database in every mode, and seeds the demo catalog when opted in, through an
 * application context without HTTP; returns once the store (and, in-process, its index) is complete.
 */
async function seedBeforeListening(env: ServerEnv, config: VendureConfig) {
    const worker = await bootstrapWorker(config);
    try {
        if (!env.seedDemoCatalog) {
            await configureStore(worker.app);
            return;
        }
        if (env.runWorkerInServer) {
            await worker.startJobQueue();
        }
        if ((await seedDemoStore(worker.app, { demoMoney: env.seedDemoMoney })) && env.runWorkerInServer) {
            await waitForIdleJobQueue(worker.app);
        }
    } finally {
        await worker.app.close();
    }
}

async function main() {
    const env = readEnv();
    const config = buildConfig(env);
    await ensurePlaceholderImage(assetUploadDir(env));
    // The lock is held up to the listening server: bootstrapping creates Vendure's default channel, roles and
    // superadmin on an empty database, which two instances must not both do.
    const app = await withStartupLock(env.DATABASE_URL, async () => {
        if (env.DATABASE_URL) {
            await runMigrations(config);
        }
        await seedBeforeListening(env, buildConfig(env, { adminUi: false }));
        return bootstrap(config);
    });
    if (env.runWorkerInServer) {
        await app.get(JobQueueService).start();
    }
    // Printed whatever the log level: it is what a person starting the shop waits for.
    process.stdout.write(readyMessage(env));
    stopOnSignals({
        name: 'Commerce server',
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        server: app.getHttpServer(),
        close: () => app.close(),
    });
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
