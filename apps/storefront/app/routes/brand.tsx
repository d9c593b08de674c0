// A brand's products: /it/marca/{code} and /it/Marca/{code}, the code being the brand filter's value (samsung, lg), with
// the listing's other filters, order and pages. An unknown brand is a 404.
import { data } from 'react-router';
import type { Route } from './+types/brand';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { listingMeta } from '~/lib/catalog/listing-page';
import { forDocument, listingStatus, loadBrandPage } from '~/lib/catalog/listing-page.server';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const page = await loadBrandPage(request, requireLocale(params), params.brandCode);
    return data(forDocument(page, context), listingStatus(page));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? listingMeta(loaderData) : []);

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Brand({ loaderData }: Route.ComponentProps) {
    return <ListingPageView data={loaderData} />;
}
