// Product page: /it/p/{productId} (the code, a slash in it encoded as %2F) and /it/Product?id=<code>. Unknown → 404.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { ProductPage } from '~/components/catalog/product-page';
import { productAddAction } from '~/lib/cart/cart-operations.server';
import { productPageMeta } from '~/lib/catalog/product-page';
import { STOCK_ALERT_INTENT } from '~/lib/catalog/stock-alert-form';
import { isStockAlertPost, stockAlertAction } from '~/lib/catalog/stock-alert.server';
import { loadProductPage } from '~/lib/catalog/product-page.server';
import { getI18n } from '~/lib/i18n/i18n';
import { requireLocale } from '~/lib/locale/require-locale';
import { isApiWrite } from '~/lib/http/revalidation';

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const code = 'productId' in params ? params.productId : new URL(request.url).searchParams.get('id');
    return loadProductPage(request, locale, code ?? '');
}

/**
 * "Aggiungi al carrello" posted without JavaScript: adds the chosen variant and comes back with a notice. The sold-out
 * variant's "Avvisami quando torna disponibile" posts here too (with or without JavaScript), told by its intent.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
    const locale = requireLocale(params);
    if (await isStockAlertPost(request, STOCK_ALERT_INTENT)) return stockAlertAction(request, locale);
    const code = 'productId' in params ? params.productId : new URL(request.url).searchParams.get('id');
    const page = await loadProductPage(request, locale, code ?? '');
    return productAddAction(request, locale, context.secureCookies, page.product);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
    loaderData
        ? productPageMeta(loaderData, getI18n(loaderData.locale).t('site.title'), new URLSearchParams(location.search))
        : [];

/**
 * Choosing a colour or size only changes the query (?variant=…): the page already has every variant, so it re-renders
 * without asking the server again. Another product (path or ?id) loads as usual.
 */
export function shouldRevalidate({
    currentUrl,
    nextUrl,
    formMethod,
    formAction,
    defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
    if (formMethod) return isApiWrite({ formAction }) ? false : defaultShouldRevalidate;
    const sameProduct =
        currentUrl.pathname === nextUrl.pathname &&
        currentUrl.searchParams.get('id') === nextUrl.searchParams.get('id');
    return sameProduct ? false : defaultShouldRevalidate;
}

export default function Product({ loaderData }: Route.ComponentProps) {
    return <ProductPage data={loaderData} />;
}
