// SPEC §4 / §8: changing a product's attached services must never leave the cart half changed. If the change is refused,
// every service is detached so the notes and the lines agree again; if even that fails, the cart is emptied.
import type { CartView } from '~/lib/cart/cart';

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
