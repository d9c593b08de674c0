/**
 * Attached services by the product's price band: a warranty "for products from 300 to 1.000 €" is offered with, and
 * may be attached to, a product whose price is in that band only, so tiers of one kind with bands that do not
 * overlap exclude each other (a 799 € phone gets the 300–1.000 € warranty, not the up-to-300 € one as well).
 * The commerce server's catalog and cart and the storefront's product page and cart all apply it.
 */

/** Prices in integer cents, VAT included; a missing bound does not limit. */
export interface ServicePriceBand {
    /** The product must cost more than this. */
    above: number | null;
    /** The product must cost at most this. */
    upTo: number | null;
}

/** Whether a product at `price` may have a service with this band (a service without a band applies at any price). */
export function inServicePriceBand(band: ServicePriceBand | null | undefined, price: number): boolean {
    if (!band) return true;
    if (band.above !== null && !(price > band.above)) return false;
    if (band.upTo !== null && !(price <= band.upTo)) return false;
    return true;
}
