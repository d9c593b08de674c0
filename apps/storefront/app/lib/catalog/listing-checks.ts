// The browser's checks of the listing pages' GET forms: the schemas of listing-forms.ts, loaded on first use so that
// Zod and Conform stay out of every page's first load (docs/decisions/016-search-and-filter-forms.md).
import { lazyCheck } from '~/lib/forms/use-query-form';
import type { ListingKind } from '~/lib/catalog/listing-forms';

const checks = {
    category: lazyCheck(() => import('~/lib/catalog/listing-forms').then(forms => forms.checkCategoryQuery)),
    search: lazyCheck(() => import('~/lib/catalog/listing-forms').then(forms => forms.checkSearchQuery)),
    crossCategory: lazyCheck(() => import('~/lib/catalog/listing-forms').then(forms => forms.checkCrossCategoryQuery)),
};

/** The check of the query a listing page of this kind is asked with. */
export function listingCheck(kind: ListingKind) {
    return kind === 'offers' || kind === 'brand' ? checks.crossCategory : checks[kind];
}
