// Full search results: /it/search and /it/Search with ?q={term} (the header search box's Enter, and its submit without
// JavaScript). The same listing view as categories, 10 products a page (requirements §9); a query with a value the
// shop cannot read (a term over 100 characters, say) is answered 400 with the error beside the field.
import { data } from 'react-router';
import type { Route } from './+types/search';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { listingMeta } from '~/lib/catalog/listing-page';
import { forDocument, listingStatus, loadSearchPage } from '~/lib/catalog/listing-page.server';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const page = await loadSearchPage(request, requireLocale(params));
    return data(forDocument(page, context), listingStatus(page));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? listingMeta(loaderData) : []);

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Search({ loaderData }: Route.ComponentProps) {
    return <ListingPageView data={loaderData} />;
}
