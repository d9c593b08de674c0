// What a listing page (a category, the search results, the offers, a brand) renders from, and its head tags (title,
// description, robots, canonical, Open Graph), the same wherever the page is reached from (/it/c/…, /it/Category?id=…,
// a path the resolver found).
import { metaDescription, plainText } from '~/lib/format/plain-text';
import type { MetaDescriptor } from 'react-router';
import type { ListingKind } from '~/lib/catalog/listing-forms';
import type { ListingBase, ListingState } from '~/lib/catalog/listing-query';
import type { ListingView } from '~/lib/catalog/listing-view';
import type { QueryReply } from '~/lib/forms/form-reply';
import type { Listing } from '~/components/catalog/listing/listing-page-view.fragment';
import { assetUrl } from '~/lib/catalog/urls';
import { getI18n } from '~/lib/i18n/i18n';
import { marketFor } from '~/lib/locale/markets';

export interface ListingPageData {
    kind: ListingKind;
    locale: string;
    /** Where the page's own links point: the path it was reached at, with its subject parameter. */
    base: ListingBase;
    state: ListingState;
    pageSize: number;
    pageCount: number;
    /** Search only: the term as searched (trimmed). */
    term: string | null;
    /** Search only: the term is shorter than the minimum, so nothing was searched. */
    termTooShort: boolean;
    /** Brand pages only: the manufacturer facet value the page lists, as the commerce server names it. */
    brand: { code: string; name: string } | null;
    /** The offers only: staff-written HTML (the content page "offerte", with the coupon codes), shown as a block. */
    contentHtml: string | null;
    /** Null when nothing was searched. */
    listing: Listing | null;
    view: ListingView;
    /** Absolute addresses (canonical, Open Graph) need the site's origin. */
    origin: string;
    /** Path and query of the canonical address: the lower-case route, page kept, filters and sort dropped. */
    canonicalPath: string;
    /** Filtered and sorted variants (and search results) are followed but not indexed. */
    noindex: boolean;
    /**
     * Conform's reply when the query had values the shop cannot read (the page is answered 400): the errors beside
     * the fields, the values as sent. `state` is then what the rest of the query asks for.
     */
    reply: QueryReply | null;
    /**
     * A document's data: its filters and its categories carry only their selected values (the chips name them). The
     * server rendered the filter form from all of them, and the browser keeps that markup until a navigation brings
     * them all.
     */
    facetValuesLeftOut?: boolean;
    /** With the values left out: how many categories hold results (across categories, one means one kind of product). */
    categoriesWithResults?: number;
}

/** How many of the listing's categories hold results, from the page's data whether or not it left them out. */
export function categoriesWithResults(data: ListingPageData): number {
    if (data.facetValuesLeftOut) return data.categoriesWithResults ?? 0;
    return data.listing?.categories.filter(category => category.count > 0).length ?? 0;
}

/** The page heading: the category's or brand's name, "Offerte", or "Risultati per “…”". */
export function listingHeading(data: ListingPageData): string {
    const { t } = getI18n(data.locale);
    if (data.kind === 'category') return data.listing?.category?.name ?? '';
    if (data.kind === 'brand') return data.brand?.name ?? '';
    if (data.kind === 'offers') return t('listing.offers.title');
    return data.term && !data.termTooShort
        ? t('listing.search.title', { term: data.term })
        : t('listing.search.pageTitle');
}

export function listingMeta(data: ListingPageData): MetaDescriptor[] {
    const { t } = getI18n(data.locale);
    const site = t('site.title');
    const heading = listingHeading(data);
    const titled =
        data.state.page > 1 ? t('listing.titleWithPage', { title: heading, page: data.state.page }) : heading;
    const title = `${titled} | ${site}`;

    let description: string;
    if (data.kind === 'category' && data.listing?.category) {
        const category = data.listing.category;
        const own = plainText(category.description);
        description = own
            ? metaDescription(category.description)
            : t('listing.metaDescription', { name: category.name, site, count: data.listing.totalItems });
    } else if (data.kind === 'offers') {
        description = t('listing.offers.metaDescription', { site, count: data.listing?.totalItems ?? 0 });
    } else if (data.kind === 'brand' && data.brand) {
        description = t('listing.brand.metaDescription', {
            name: data.brand.name,
            site,
            count: data.listing?.totalItems ?? 0,
        });
    } else if (data.term && !data.termTooShort) {
        description = t('listing.search.metaDescription', { term: data.term, site });
    } else {
        description = t('site.description');
    }

    const canonical = `${data.origin}${data.canonicalPath}`;
    const image = data.listing?.items.find(item => item.image)?.image;
    const tags: MetaDescriptor[] = [
        { title },
        { name: 'description', content: description },
        { tagName: 'link', rel: 'canonical', href: canonical },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: site },
        { property: 'og:locale', content: marketFor(data.locale).iso },
        { property: 'og:title', content: titled },
        { property: 'og:description', content: description },
        { property: 'og:url', content: canonical },
    ];
    if (image) tags.push({ property: 'og:image', content: `${data.origin}${assetUrl(image.url, 'gallery')}` });
    if (data.noindex) tags.push({ name: 'robots', content: 'noindex,follow' });
    return tags;
}

/** schema.org BreadcrumbList of a category (Home, its parents, the category itself), the offers or a brand. */
export function breadcrumbJsonLd(data: ListingPageData, trail: Array<{ name: string; path: string }>): string {
    const list = {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: `${data.origin}${crumb.path}`,
        })),
    };
    // Inside <script>, "</script>" or "<!--" in a name must not end the element.
    return JSON.stringify(list).replace(/</g, '\\u003c');
}
