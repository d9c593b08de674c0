/** Daily clean-up of guest wishlists nobody has used for a year (their cookie has expired by then). */
import { ScheduledTask } from '@vendure/core';

import { PURGE_TASK_ID } from '../constants';
import { WishlistService } from './wishlist.service';

export const purgeGuestWishlistsTask = new ScheduledTask({
    id: PURGE_TASK_ID,
    description: 'Delete guest wishlists unused for a year',
    schedule: cron => cron.everyDayAt(3, 30),
    async execute({ injector, scheduledContext }) {
        const purged = await injector.get(WishlistService).purgeStaleGuestWishlists(scheduledContext);
        return { purged };
    },
});
