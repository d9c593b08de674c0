/** Starts a job-queue worker on its own, for production where server and worker scale separately. */
import { bootstrapWorker } from '@vendure/core';

import { readEnv } from './environment';
import { buildConfig } from './vendure-config';

bootstrapWorker(buildConfig(readEnv(), { adminUi: false }))
    .then(worker => worker.startJobQueue())
    .catch(error => {
        console.error(error);
        process.exit(1);
    });
