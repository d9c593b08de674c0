import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, type CartLine, type CartView } from '~/lib/cart/cart';
import { changeServices, checkServiceChoice, servicesToSet, type ServiceStep } from '~/lib/cart/cart-services';

const withServices: CartView = { ...EMPTY_CART, totalQuantity: 2, subTotal: 129_900, total: 129_900 };
const withoutServices: CartView = { ...EMPTY_CART, totalQuantity: 1, subTotal: 119_900, total: 119_900 };

const ok = (cart: CartView) => vi.fn(async (): Promise<ServiceStep> => ({ ok: true, cart }));
const refused = () => vi.fn(async (): Promise<ServiceStep> => ({ ok: false }));
const throwing = () =>
    vi.fn(async (): Promise<ServiceStep> => {
        throw new Error('Commerce server unreachable');
    });

describe('changeServices', () => {
    it('answers the new cart and touches nothing else when the services are set', async () => {
        const calls = {
            setServices: ok(withServices),
            removeAllServices: ok(withoutServices),
            clearCart: ok(EMPTY_CART),
        };
        expect(await changeServices(calls)).toEqual({ kind: 'done', cart: withServices });
        expect(calls.removeAllServices).not.toHaveBeenCalled();
        expect(calls.clearCart).not.toHaveBeenCalled();
    });

    it.each([
        ['refused', refused],
        ['throwing', throwing],
    ])('detaches every service when setting them is %s, and does not clear the cart', async (_, failing) => {
        const calls = { setServices: failing(), removeAllServices: ok(withoutServices), clearCart: ok(EMPTY_CART) };
        expect(await changeServices(calls)).toEqual({ kind: 'servicesRemoved', cart: withoutServices });
        expect(calls.removeAllServices).toHaveBeenCalledTimes(1);
        expect(calls.clearCart).not.toHaveBeenCalled();
    });

    it('empties the cart when detaching the services fails too', async () => {
        const calls = { setServices: refused(), removeAllServices: throwing(), clearCart: ok(EMPTY_CART) };
        expect(await changeServices(calls)).toEqual({ kind: 'cartCleared', cart: EMPTY_CART });
        expect(calls.setServices).toHaveBeenCalledTimes(1);
        expect(calls.removeAllServices).toHaveBeenCalledTimes(1);
        expect(calls.clearCart).toHaveBeenCalledTimes(1);
    });

    it('reports a failure, not an empty cart, when even emptying fails', async () => {
        const calls = { setServices: throwing(), removeAllServices: refused(), clearCart: throwing() };
        expect(await changeServices(calls)).toEqual({ kind: 'failed' });
        expect(calls.clearCart).toHaveBeenCalledTimes(1);
    });
});

const washer = {
    variants: [{ id: '20', sku: 'WGG244A9II', price: 69_900 }],
    services: [{ sku: 'SRV-INST-LAV' }, { sku: 'SRV-RAEE' }, { sku: 'SRV-GAR3-GED' }],
};

/** Two variants either side of 800 €, and two warranty tiers split there. */
const phone = {
    variants: [
        { id: '41', sku: 'S25-128', price: 79_900 },
        { id: '42', sku: 'S25-256', price: 86_900 },
    ],
    services: [
        { sku: 'SRV-GAR-800', servicePriceAbove: null, servicePriceUpTo: 80_000 },
        { sku: 'SRV-GAR-1000', servicePriceAbove: 80_000, servicePriceUpTo: 100_000 },
    ],
};

describe('checkServiceChoice', () => {
    it("accepts the product's own variant with services its page offers, keyed by the variant's SKU", () => {
        expect(checkServiceChoice(washer, '20', ['SRV-RAEE', 'SRV-INST-LAV'])).toEqual({
            ok: true,
            productSku: 'WGG244A9II',
        });
        expect(checkServiceChoice(washer, '20', [])).toEqual({ ok: true, productSku: 'WGG244A9II' });
    });

    it('refuses a service the product does not offer, or one that does not exist', () => {
        expect(checkServiceChoice(washer, '20', ['SRV-RAEE', 'SRV-INST-TVW'])).toEqual({
            ok: false,
            reason: 'services',
        });
        expect(checkServiceChoice(washer, '20', ['SRV-NOPE'])).toEqual({ ok: false, reason: 'services' });
    });

    it("accepts only the tier of the variant's price band", () => {
        expect(checkServiceChoice(phone, '41', ['SRV-GAR-800'])).toEqual({ ok: true, productSku: 'S25-128' });
        expect(checkServiceChoice(phone, '41', ['SRV-GAR-1000'])).toEqual({ ok: false, reason: 'services' });
        expect(checkServiceChoice(phone, '42', ['SRV-GAR-1000'])).toEqual({ ok: true, productSku: 'S25-256' });
        expect(checkServiceChoice(phone, '42', ['SRV-GAR-800', 'SRV-GAR-1000'])).toEqual({
            ok: false,
            reason: 'services',
        });
    });

    it('refuses a variant of another product, and an unknown product', () => {
        expect(checkServiceChoice(washer, '21', [])).toEqual({ ok: false, reason: 'variant' });
        expect(checkServiceChoice(null, '20', [])).toEqual({ ok: false, reason: 'variant' });
    });
});

function cartWith(sku: string, attached: string[], offered: string[] = []): CartView {
    const line: CartLine = {
        id: '1',
        quantity: 1,
        variantId: '20',
        sku,
        merchantSku: null,
        variantName: sku,
        productName: sku,
        productCode: sku,
        brand: null,
        image: null,
        unitPrice: 69_900,
        linePrice: 69_900,
        regularUnitPrice: null,
        stockLevel: 'IN_STOCK',
        services: [
            ...attached.map(service => ({
                sku: service,
                name: service,
                unitPrice: 1_500,
                attached: true,
                linePrice: 1_500,
            })),
            ...offered.map(service => ({
                sku: service,
                name: service,
                unitPrice: 1_500,
                attached: false,
                linePrice: null,
            })),
        ],
    };
    return { ...EMPTY_CART, lines: [line], totalQuantity: 1 };
}

describe('servicesToSet', () => {
    it('exact: the ticked services, whatever was attached; null when the cart has exactly those', () => {
        const cart = cartWith('WGG244A9II', ['SRV-RAEE'], ['SRV-INST-LAV']);
        expect(servicesToSet(cart, 'WGG244A9II', ['SRV-INST-LAV'], 'exact')).toEqual(['SRV-INST-LAV']);
        expect(servicesToSet(cart, 'WGG244A9II', [], 'exact')).toEqual([]);
        expect(servicesToSet(cart, 'WGG244A9II', ['SRV-RAEE'], 'exact')).toBeNull();
    });

    it('merge: the attached services stay and the ticked ones join them', () => {
        const cart = cartWith('WGG244A9II', ['SRV-RAEE'], ['SRV-INST-LAV']);
        expect(servicesToSet(cart, 'WGG244A9II', ['SRV-INST-LAV'], 'merge')).toEqual(['SRV-RAEE', 'SRV-INST-LAV']);
        expect(servicesToSet(cart, 'WGG244A9II', [], 'merge')).toBeNull();
        expect(servicesToSet(cart, 'WGG244A9II', ['SRV-RAEE'], 'merge')).toBeNull();
    });

    it('asks nothing for a product added without services and none ticked', () => {
        expect(servicesToSet(cartWith('WGG244A9II', []), 'WGG244A9II', [], 'exact')).toBeNull();
        expect(servicesToSet(EMPTY_CART, 'WGG244A9II', [], 'merge')).toBeNull();
        expect(servicesToSet(EMPTY_CART, 'WGG244A9II', ['SRV-RAEE'], 'exact')).toEqual(['SRV-RAEE']);
    });
});
