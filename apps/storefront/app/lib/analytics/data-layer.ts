// The one way events reach the tag manager's data layer, in GA4 e-commerce shape (../reference: GA4 events).
// Consent gating will live here too, so no screen pushes to window.dataLayer directly.

export interface Ga4Item {
    item_id: string;
    item_name: string;
    item_brand?: string;
    item_category?: string;
    item_variant?: string;
    item_list_id?: string;
    item_list_name?: string;
    index?: number;
    price?: number;
    discount?: number;
    quantity?: number;
}

export type Ga4Event =
    | { event: 'view_item_list'; ecommerce: { item_list_id: string; item_list_name: string; items: Ga4Item[] } }
    | { event: 'view_item'; ecommerce: { currency: 'EUR'; value: number; items: Ga4Item[] } }
    | { event: 'search'; search_term: string }
    | {
          event: 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'view_cart';
          ecommerce: { currency: 'EUR'; value: number; items: Ga4Item[] };
      }
    | CheckoutEvent
    | CustomerDataEvent;

/** The checkout's funnel (../reference: GA4 events): value is the order total in euros, VAT included. */
export interface CheckoutEvent {
    event: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';
    ecommerce: {
        currency: 'EUR';
        value: number;
        items: Ga4Item[];
        shipping_tier?: string;
        payment_type?: string;
        transaction_id?: string;
        shipping?: number;
        tax?: number;
        coupon?: string;
    };
}

/** requirements §3 analytics customer data: who is browsing, on every page (customer-data.ts builds it). */
export type CustomerDataEvent =
    | { event: 'customer_data'; customerLoggedIn: 1; firstname: string; lastname: string; email: string }
    | {
          event: 'customer_data';
          customerLoggedIn: 0;
          customerId: 0;
          customerGroupId: '1';
          customerGroupCode: 'GENERAL';
      };

declare global {
    interface Window {
        dataLayer?: unknown[];
    }
}

/** GA4 wants euros as numbers; the shop keeps cents. */
export function centsToValue(cents: number): number {
    return Math.round(cents) / 100;
}

export function pushEvent(event: Ga4Event): void {
    if (typeof window === 'undefined') return;
    try {
        window.dataLayer = window.dataLayer ?? [];
        // GA4 asks to clear the previous ecommerce object before pushing a new one.
        if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
        window.dataLayer.push(event);
    } catch (error) {
        // Analytics failures only log warnings (requirements §8).
        console.warn('[analytics] push failed', error);
    }
}
