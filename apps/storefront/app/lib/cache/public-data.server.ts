// The process-wide caches of public commerce data, fresh for PUBLIC_DATA_TTL_SECONDS: one partition for what every
// page shows (menu, CMS), one for the catalog, whose keys are as many as the URLs anyone makes up, and a small one for
// "not found" answers. Catalog keys can fill only their own partition, so the menu stays cached under a flood.
import { NotFoundCache, SwrCache } from '~/lib/cache/swr-cache.server';
import { env } from '~/lib/env.server';

const ttlMs = env.PUBLIC_DATA_TTL_SECONDS * 1000;
// Serve the last good answer for up to 10 minutes more while refreshing or while the server is away.
const staleMs = 10 * 60 * 1000;

/** A made-up URL is answered from here for a short while, without asking the commerce server again. */
export const notFoundCache = new NotFoundCache({ ttlMs: Math.min(ttlMs, 30_000) || 1, maxEntries: 1000 });

/** Menu and CMS blocks and pages: a few hundred small entries. */
export const siteDataCache = new SwrCache({
    ttlMs,
    staleMs,
    maxEntries: 500,
    maxBytes: 8 * 1024 * 1024,
    notFound: notFoundCache,
});

/** Listings (one entry per filter combination), products, path resolutions and the sitemap. */
export const catalogDataCache = new SwrCache({
    ttlMs,
    staleMs,
    maxEntries: 5000,
    maxBytes: 32 * 1024 * 1024,
    notFound: notFoundCache,
});
