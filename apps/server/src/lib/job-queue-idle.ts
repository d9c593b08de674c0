/** Waits until the job queue has nothing pending: used after the seed, so "ready" means searchable and categorised. */
import { INestApplicationContext } from '@nestjs/common';
import { JobState } from '@vendure/common/lib/generated-types';
import { ConfigService, isInspectableJobQueueStrategy } from '@vendure/core';

export async function waitForIdleJobQueue(app: INestApplicationContext, timeoutMs = 300_000): Promise<void> {
    const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy;
    if (!isInspectableJobQueueStrategy(strategy)) {
        return;
    }
    const deadline = Date.now() + timeoutMs;
    // Jobs often spawn follow-up jobs, so the queue counts as idle only after two empty looks in a row.
    let emptyLooks = 0;
    while (emptyLooks < 2) {
        if (Date.now() > deadline) {
            throw new Error(`The job queue was still busy after ${timeoutMs / 1000} s`);
        }
        const { totalItems } = await strategy.findMany({
            take: 1,
            filter: { state: { in: [JobState.PENDING, JobState.RUNNING, JobState.RETRYING] } },
        });
        emptyLooks = totalItems === 0 ? emptyLooks + 1 : 0;
        await new Promise(resolve => setTimeout(resolve, 250));
    }
}
