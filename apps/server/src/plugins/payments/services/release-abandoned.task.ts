/**
 * Every few minutes, orders left waiting for payment go back to their carts with their gift card balances
 * (PaymentAttemptsService.releaseAbandoned, decisions 033 and 059). Vendure's scheduler runs it once per run across processes.
 */
import { ScheduledTask } from '@vendure/core';

import { RELEASE_ABANDONED_EVERY_MINUTES, RELEASE_ABANDONED_TASK_ID } from '../constants';
import { PaymentAttemptsService } from './payment-attempts.service';

export const releaseAbandonedPaymentsTask = new ScheduledTask({
    id: RELEASE_ABANDONED_TASK_ID,
    description: 'Give orders abandoned at payment back to their carts, with their gift card balances',
    schedule: cron => cron.every(RELEASE_ABANDONED_EVERY_MINUTES).minutes(),
    async execute({ injector, scheduledContext }) {
        const released = await injector.get(PaymentAttemptsService).releaseAbandoned(scheduledContext);
        return { released: released.length };
    },
});
