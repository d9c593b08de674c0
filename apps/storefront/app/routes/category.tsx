// Category listing: /it/c/{categoryId}, and /it/Category or /it/category with ?id={slug} (requirements §2.2). The resolver
// renders categories it finds by path with the same loader, view and head tags.
import { data } from 'react-router';
import type { Route } from './+types/category';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { listingMeta } from '~/lib/catalog/listing-page';
import { forDocument, listingStatus, loadCategoryPage } from '~/lib/catalog/listing-page.server';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const id = params.categoryId ?? new URL(request.url).searchParams.get('id') ?? '';
    const page = await loadCategoryPage(request, locale, id);
    return data(forDocument(page, context), listingStatus(page));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? listingMeta(loaderData) : []);

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Category({ loaderData }: Route.ComponentProps) {
    return <ListingPageView data={loaderData} />;
}
