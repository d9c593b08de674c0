/** Starts the commerce server (and, without Redis, its job-queue worker in the same process), seeding the demo store on first start. */
import { bootstrap, JobQueueService, runMigrations } from '@vendure/core';

import { readEnv } from './environment';
import { waitForIdleJobQueue } from './lib/job-queue-idle';
import { ensurePlaceholderImage } from './lib/placeholder-image';
import { seedDemoStore } from './seed/seed-demo-store';
import { assetUploadDir, buildConfig } from './vendure-config';

async function main() {
    const env = readEnv();
    const config = buildConfig(env);
    if (env.DATABASE_URL) {
        await runMigrations(config);
    }
    await ensurePlaceholderImage(assetUploadDir(env));
    const app = await bootstrap(config);
    if (env.runWorkerInServer) {
        await app.get(JobQueueService).start();
    }
    if (env.SEED_DEMO_CATALOG === 'true' && (await seedDemoStore(app)) && env.runWorkerInServer) {
        await waitForIdleJobQueue(app);
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
