/**
 * The quantities an add-to-cart mutation asked for (addItemToOrder, addItemsToOrder, addItemToDraftOrder). The
 * order interceptor is given Vendure's own figure instead: the line's coming total, or only what still fits when the
 * stock cannot cover the add. The cart rules read what was asked, so an add beyond the stock is refused as a whole
 * instead of being cut down.
 */
import { ID, idsAreEqual, RequestContext } from '@vendure/core';

/** The mutation's own argument objects: their ids are decoded in place before the resolver runs. */
export interface RequestedItem {
    productVariantId: ID;
    quantity: number;
}

/**
 * By HTTP request, so the record ends with it. Mutation fields run one after the other: each add-to-cart field
 * replaces the record of the one before.
 */
const requested = new WeakMap<object, RequestedItem[]>();

export function recordRequestedItems(req: object, items: RequestedItem[]) {
    requested.set(req, [...items]);
}

/** The quantity asked for this variant by the mutation being resolved (each asked item is read once). */
export function takeRequestedQuantity(ctx: RequestContext, variantId: ID): number | undefined {
    const items = ctx.req ? requested.get(ctx.req) : undefined;
    const index = items?.findIndex(item => idsAreEqual(item.productVariantId, variantId)) ?? -1;
    if (!items || index < 0) {
        return undefined;
    }
    return items.splice(index, 1)[0].quantity;
}
