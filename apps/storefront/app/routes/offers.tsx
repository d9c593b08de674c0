// The offers: /it/offerte and /it/Offerte, every product whose card announces a reduction, with the listing's filters,
// order and pages; the content page "offerte" (the coupon codes) shows as a block staff edit in the CMS.
import { data } from 'react-router';
import type { Route } from './+types/offers';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { listingMeta } from '~/lib/catalog/listing-page';
import { forDocument, listingStatus, loadOffersPage } from '~/lib/catalog/listing-page.server';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const page = await loadOffersPage(request, requireLocale(params));
    return data(forDocument(page, context), listingStatus(page));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? listingMeta(loaderData) : []);

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Offers({ loaderData }: Route.ComponentProps) {
    return <ListingPageView data={loaderData} />;
}
