// Wishlist page (/it/wishlist, /it/Wishlist): where the header's and footer's wishlist entries lead without JavaScript (with
// it they open the sidebar). The shopper's list rendered on the server, never cached, with plain forms to remove an item
// or move it to the cart.
import type { Route } from './+types/wishlist';
import { WishlistPageView } from '~/components/wishlist/wishlist-page-view';
import { getI18n } from '~/lib/i18n/i18n';
import { skipApiRevalidation } from '~/lib/http/revalidation';
import { requireLocale } from '~/lib/locale/require-locale';
import { wishlistPageAction, wishlistPageLoader } from '~/lib/wishlist/wishlist-page.server';

export function loader({ params, request, context }: Route.LoaderArgs) {
    return wishlistPageLoader(request, requireLocale(params), context.secureCookies);
}

export function action({ params, request, context }: Route.ActionArgs) {
    return wishlistPageAction(request, requireLocale(params), context.secureCookies);
}

export function headers() {
    return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('wishlist.page.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,follow' },
    ];
};

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
    return <WishlistPageView page={loaderData.page} locale={loaderData.locale} error={actionData?.error ?? null} />;
}
