// /sitemap.xml: every public page with absolute URLs, for crawlers; an hour in caches, the catalog changes slowly.
import type { Route } from './+types/sitemap';
import { ROUTED_LOCALES } from '~/lib/locale/markets';
import { sitemapXml } from '~/lib/seo/site-index';
import { publicOrigin } from '~/lib/http/public-origin.server';
import { sitemapUrls } from '~/lib/seo/site-index.server';
import { ShopApiError } from '~/lib/vendure/client.server';

export async function loader({ request }: Route.LoaderArgs) {
    const origin = publicOrigin(request);
    try {
        const urls = (await Promise.all(ROUTED_LOCALES.map(locale => sitemapUrls(origin, locale)))).flat();
        return new Response(sitemapXml(urls), {
            headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        });
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        // A partial sitemap would tell crawlers the missing pages are gone: answer "try later" instead.
        console.error(`[sitemap] ${error.message}`);
        return new Response('Sitemap temporarily unavailable\n', {
            status: 503,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '120' },
        });
    }
}
