/**
 * Starts the commerce server (and, without Redis, its job-queue worker in the same process). On a first start the
 * demo store is seeded before the APIs listen, so whoever reaches the API sees the whole store.
 */
import { bootstrap, bootstrapWorker, JobQueueService, runMigrations, VendureConfig } from '@vendure/core';

import { readEnv, ServerEnv } from './environment';
import { waitForIdleJobQueue } from './lib/job-queue-idle';
import { ensurePlaceholderImage } from './lib/placeholder-image';
import { seedDemoStore } from './seed/seed-demo-store';
import { assetUploadDir, buildConfig } from './vendure-config';

/** Seeds through an application context without HTTP; returns once the store (and, in-process, its index) is complete. */
async function seedBeforeListening(env: ServerEnv, config: VendureConfig) {
    const worker = await bootstrapWorker(config);
    try {
        if (env.runWorkerInServer) {
            await worker.startJobQueue();
        }
        if ((await seedDemoStore(worker.app)) && env.runWorkerInServer) {
            await waitForIdleJobQueue(worker.app);
        }
    } finally {
        await worker.app.close();
    }
}

async function main() {
    const env = readEnv();
    const config = buildConfig(env);
    if (env.DATABASE_URL) {
        await runMigrations(config);
    }
    await ensurePlaceholderImage(assetUploadDir(env));
    if (env.SEED_DEMO_CATALOG === 'true') {
        await seedBeforeListening(env, buildConfig(env, { adminUi: false }));
    }
    const app = await bootstrap(config);
    if (env.runWorkerInServer) {
        await app.get(JobQueueService).start();
    }
    const base = `http://${env.SERVER_HOST}:${env.SERVER_PORT}`;
    const lines = [
        `Commerce server ready`,
        `  Shop API:  ${base}/shop-api`,
        `  Admin API: ${base}/admin-api`,
        `  Dashboard: ${base}/admin`,
    ];
    if (env.generatedCredentials) {
        lines.push(
            `  Staff login (local, kept in ${env.DATA_DIR}/local-secrets.json): ${env.superadminUsername} / ${env.superadminPassword}`,
        );
    }
    // Printed whatever the log level: it is what a person starting the shop waits for.
    process.stdout.write(`${lines.join('\n')}\n`);
    const stop = () => {
        app.close().then(
            () => process.exit(0),
            () => process.exit(1),
        );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
