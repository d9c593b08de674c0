// /robots.txt: keeps crawlers out of the API and the per-shopper pages and points them at the sitemap (absolute URL).
import type { Route } from './+types/robots';
import { ROUTED_LOCALES } from '~/lib/locale/markets';
import { robotsTxt } from '~/lib/seo/site-index';
import { publicOrigin } from '~/lib/http/public-origin.server';

export function loader({ request }: Route.LoaderArgs) {
    return new Response(robotsTxt(publicOrigin(request), ROUTED_LOCALES), {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
}
