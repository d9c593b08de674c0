// The cart's GA4 events (add_to_cart, remove_from_cart, view_cart): euros, EUR, items by SKU.
import { centsToValue, type Ga4Event, type Ga4Item } from '~/lib/analytics/data-layer';
import type { CartLine, CartView } from '~/lib/cart/cart';

export interface CartItemFacts {
    sku: string;
    name: string;
    brand: string | null;
    /** One unit, cents. */
    unitPrice: number;
}

export function ga4Item(item: CartItemFacts, quantity: number): Ga4Item {
    const out: Ga4Item = { item_id: item.sku, item_name: item.name, price: centsToValue(item.unitPrice), quantity };
    if (item.brand) out.item_brand = item.brand;
    return out;
}

export function lineFacts(line: CartLine): CartItemFacts {
    return { sku: line.sku, name: line.productName, brand: line.brand, unitPrice: line.unitPrice };
}

/** Units put in or taken out: `quantity` is how many changed, not the line's new total. */
export function cartChangeEvent(
    event: 'add_to_cart' | 'remove_from_cart',
    item: CartItemFacts,
    quantity: number,
): Ga4Event {
    return {
        event,
        ecommerce: {
            currency: 'EUR',
            value: centsToValue(item.unitPrice * quantity),
            items: [ga4Item(item, quantity)],
        },
    };
}

export function viewCartEvent(cart: CartView): Ga4Event {
    return {
        event: 'view_cart',
        ecommerce: {
            currency: 'EUR',
            value: centsToValue(cart.subTotal),
            items: cart.lines.map(line => ga4Item(lineFacts(line), line.quantity)),
        },
    };
}
