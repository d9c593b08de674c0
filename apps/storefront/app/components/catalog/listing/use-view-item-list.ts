// GA4 view_item_list, once per listing view: a new page, filter or order is a new view; a re-render is not.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pushEvent } from '~/lib/analytics/data-layer';
import { ga4ItemOfCard } from '~/lib/catalog/analytics';
import { listingHeading, type ListingPageData } from '~/lib/catalog/listing-page';

/** The list a listing's cards belong to: the category's slug and name, 'offerte', `marca-{code}`, or 'search'. */
export function listContextOf(data: ListingPageData, searchListName: string): { listId: string; listName: string } {
    const category = data.listing?.category;
    if (data.kind === 'category' && category) return { listId: category.slug, listName: category.name };
    if (data.kind === 'offers') return { listId: 'offerte', listName: listingHeading(data) };
    if (data.kind === 'brand' && data.brand) return { listId: `marca-${data.brand.code}`, listName: data.brand.name };
    return { listId: 'search', listName: searchListName };
}

export function useViewItemList(data: ListingPageData, searchListName: string) {
    const location = useLocation();
    const viewKey = `${location.pathname}${location.search}`;
    const pushedFor = useRef<string | null>(null);
    const items = data.listing?.items;
    useEffect(() => {
        if (!items || items.length === 0 || pushedFor.current === viewKey) return;
        pushedFor.current = viewKey;
        const { listId, listName } = listContextOf(data, searchListName);
        const offset = (data.state.page - 1) * data.pageSize;
        pushEvent({
            event: 'view_item_list',
            ecommerce: {
                item_list_id: listId,
                item_list_name: listName,
                items: items.map((product, index) =>
                    ga4ItemOfCard(product, { listId, listName, index: offset + index }),
                ),
            },
        });
    }, [viewKey, items, data, searchListName]);
}
