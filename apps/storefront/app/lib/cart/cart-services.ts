// requirements §4 / §8: changing a product's attached services must never leave the cart half changed. If the change is refused,
// every service is detached so the notes and the lines agree again; if even that fails, the cart is emptied.
import type { CartView } from '~/lib/cart/cart';
import { servicesForPrice, type BandedService } from '~/lib/catalog/service-bands';

/** What one commerce call gave: the cart after it, or a failure (refused or unreachable). */
export type ServiceStep = { ok: true; cart: CartView } | { ok: false };

export type ServicesOutcome =
    /** The services are as asked. */
    | { kind: 'done'; cart: CartView }
    /** The change failed; every service of every product was detached instead. */
    | { kind: 'servicesRemoved'; cart: CartView }
    /** Detaching failed too; the cart was emptied. */
    | { kind: 'cartCleared'; cart: CartView }
    /** Not even emptying worked: the commerce server is out of reach, nothing is known about the cart. */
    | { kind: 'failed' };

export interface ServiceCalls {
    setServices: () => Promise<ServiceStep>;
    removeAllServices: () => Promise<ServiceStep>;
    clearCart: () => Promise<ServiceStep>;
}

/** A call that throws counts as a failed step: the fallback must run whatever went wrong. */
async function step(call: () => Promise<ServiceStep>): Promise<ServiceStep> {
    try {
        return await call();
    } catch {
        return { ok: false };
    }
}

export async function changeServices(calls: ServiceCalls): Promise<ServicesOutcome> {
    const set = await step(calls.setServices);
    if (set.ok) return { kind: 'done', cart: set.cart };
    const removed = await step(calls.removeAllServices);
    if (removed.ok) return { kind: 'servicesRemoved', cart: removed.cart };
    const cleared = await step(calls.clearCart);
    if (cleared.ok) return { kind: 'cartCleared', cart: cleared.cart };
    return { kind: 'failed' };
}

/** What a product page offers: its variants and the services that apply to it (the catalog's product). */
export interface ServiceOfferOf {
    variants: ReadonlyArray<{ id: string; sku: string; price: number }>;
    services: ReadonlyArray<{ sku: string } & BandedService>;
}

export type ServiceChoice = { ok: true; productSku: string } | { ok: false; reason: 'variant' | 'services' };

/**
 * Services chosen with a product must be among those its page offers for the variant's price band, and the variant
 * one of its own; the product line's SKU is what the cart notes key them by.
 */
export function checkServiceChoice(
    product: ServiceOfferOf | null,
    variantId: string,
    serviceSkus: readonly string[],
): ServiceChoice {
    const variant = product?.variants.find(candidate => candidate.id === variantId);
    if (!product || !variant) return { ok: false, reason: 'variant' };
    const offered = new Set(servicesForPrice(product.services, variant.price).map(service => service.sku));
    if (!serviceSkus.every(sku => offered.has(sku))) return { ok: false, reason: 'services' };
    return { ok: true, productSku: variant.sku };
}

/**
 * The services the product line must have once added: `exact` the chosen ones (a page showing what is attached),
 * `merge` the attached ones plus the chosen ones (a page that cannot show them: without JavaScript). Null when the cart
 * has them already, so no services call is needed.
 */
export function servicesToSet(
    cart: CartView,
    productSku: string,
    chosen: readonly string[],
    mode: 'exact' | 'merge',
): string[] | null {
    const line = cart.lines.find(candidate => candidate.sku === productSku);
    const attached = line?.services.filter(service => service.attached).map(service => service.sku) ?? [];
    const wanted = [...new Set(mode === 'exact' ? chosen : [...attached, ...chosen])];
    const same = wanted.length === attached.length && wanted.every(sku => attached.includes(sku));
    return same ? null : wanted;
}
