// The process-wide cache of public commerce data (menu, CMS), sized by PUBLIC_DATA_TTL_SECONDS.
import { SwrCache } from '~/lib/cache/swr-cache.server';
import { env } from '~/lib/env.server';

export const publicDataCache = new SwrCache({
    ttlMs: env.PUBLIC_DATA_TTL_SECONDS * 1000,
    // Serve the last good answer for up to 10 minutes more while refreshing or while the server is away.
    staleMs: 10 * 60 * 1000,
    // Listing and search pages add one entry per filter combination: keep memory bounded.
    maxEntries: 5000,
});
