// Cart page (/it/Cart, and /it/cart, the tracking path): the shopper's cart rendered on the server, never cached; its forms
// work without JavaScript and, with it, behave like the sidebar.
import { useEffect } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/cart';
import { CartContents, KEEP_SHOPPING_CLASS } from '~/components/cart/cart-contents';
import { useOtherTabsNews } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';
import { pushEvent } from '~/lib/analytics/data-layer';
import { viewCartEvent } from '~/lib/cart/cart-analytics';
import { loadCart } from '~/lib/cart/cart.server';
import { cartPageAction } from '~/lib/cart/cart-operations.server';
import { useCart } from '~/lib/cart/use-cart';
import { pageData } from '~/lib/errors/page-data.server';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import { skipApiRevalidation } from '~/lib/http/revalidation';

const PRIVATE = 'private, no-store';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const result = await pageData(() => loadCart(shopContextFor(request, locale), context.secureCookies));
    const headers = new Headers({ 'Cache-Control': PRIVATE });
    if (result.setCookie) headers.append('Set-Cookie', result.setCookie);
    return data({ locale, cart: result.ok ? result.cart : null }, { headers });
}

export async function action({ params, request, context }: Route.ActionArgs) {
    const locale = requireLocale(params);
    return cartPageAction(request, locale, context.secureCookies);
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('cart.page.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,follow' },
    ];
};

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function CartPage({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale } = loaderData;
    // The page arrives with the cart; once the page runs, the header's cart (loaded again after every change) is shown.
    const cart = useCart().cart ?? loaderData.cart;
    // A change made in another tab: the page shows requirements §8's notice with "Ricarica" at once, as the lines it
    // shows are no longer the cart's (the sidebar shows the cart anew at its next opening instead).
    const news = useOtherTabsNews(cart ? cartVersion(cart) : null);
    useEffect(() => {
        if (loaderData.cart) pushEvent(viewCartEvent(loaderData.cart));
    }, [loaderData.cart]);

    return (
        <div className="mx-auto max-w-4xl px-4 py-6" data-testid="cart-page">
            <h1 className="text-2xl font-bold">{t('cart.page.title')}</h1>
            <div className="mt-4">
                {cart ? (
                    <CartContents
                        cart={cart}
                        locale={locale}
                        changedElsewhere={news !== null}
                        keepShopping={
                            <Link to={`/${locale}`} className={KEEP_SHOPPING_CLASS} data-testid="cart-keep-shopping">
                                {t('cart.keepShopping')}
                            </Link>
                        }
                    />
                ) : null}
            </div>
        </div>
    );
}
