import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '~/lib/cart/cart';
import { cartWithLine, okCart } from '~/lib/cart/cart-fixtures.test-support';
import { serviceCard, washingMachine } from '~/lib/catalog/product-fixtures.test-support';
import type { CatalogProductDetail } from '~/components/catalog/product-page.fragment';

const cartServer = vi.hoisted(() => ({
    addToCart: vi.fn(),
    setCartServices: vi.fn(),
    removeAllCartServices: vi.fn(),
    clearCart: vi.fn(),
    loadCart: vi.fn(),
    adjustCartLine: vi.fn(),
    removeCartLine: vi.fn(),
    applyCoupon: vi.fn(),
    removeCoupon: vi.fn(),
    applyGiftCard: vi.fn(),
    removeGiftCard: vi.fn(),
}));
vi.mock('~/lib/cart/cart.server', () => cartServer);
const getProduct = vi.hoisted(() => vi.fn<(locale: string, code: string) => Promise<CatalogProductDetail | null>>());
vi.mock('~/lib/catalog/catalog.server', () => ({ getProduct }));

const { cartApiAction } = await import('~/lib/cart/cart-operations.server');

function washer(): CatalogProductDetail {
    return {
        ...washingMachine(),
        services: [
            serviceCard('SRV-INST-LAV', 'Installazione lavatrice', 3_900),
            serviceCard('SRV-RAEE', 'Ritiro RAEE', 1_500),
        ],
    };
}

function cartWith(attached: string[]): CartView {
    const product = washer();
    const variant = product.variants[0]!;
    return cartWithLine(
        {
            name: product.name,
            code: product.code,
            brand: product.brand,
            variantId: variant.id,
            sku: variant.sku,
            price: variant.price,
            serviceSkus: product.services.map(({ sku }) => sku),
        },
        attached,
    );
}

const ok = okCart;

function add(body: unknown, cookie?: string) {
    const request = new Request('https://negozio.example/api/cart/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
    });
    return cartApiAction('add', request, false);
}

beforeEach(() => {
    vi.restoreAllMocks();
    for (const call of Object.values(cartServer)) call.mockReset();
    getProduct.mockReset();
    getProduct.mockResolvedValue(washer());
});

describe('POST /api/cart/add with the product page services', () => {
    it('adds, then attaches exactly the ticked services in the session the add started', async () => {
        cartServer.addToCart.mockResolvedValue(
            ok(cartWith([]), { setCookie: 'vendure-token=new; Path=/', authToken: 'new' }),
        );
        cartServer.setCartServices.mockResolvedValue(ok(cartWith(['SRV-RAEE'])));
        const response = await add({
            variantId: '20',
            quantity: 1,
            productCode: 'WGG244A9II',
            serviceSkus: ['SRV-RAEE'],
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toBe('vendure-token=new; Path=/');
        expect(await response.json()).toEqual({ cart: cartWith(['SRV-RAEE']) });
        expect(getProduct).toHaveBeenCalledWith('it', 'WGG244A9II');
        expect(cartServer.setCartServices).toHaveBeenCalledWith(
            expect.objectContaining({ authToken: 'new' }),
            false,
            'WGG244A9II',
            ['SRV-RAEE'],
        );
    });

    it('unticking on the page detaches; the same services as the cart has ask nothing more', async () => {
        cartServer.addToCart.mockResolvedValue(ok(cartWith(['SRV-RAEE', 'SRV-INST-LAV'])));
        cartServer.setCartServices.mockResolvedValue(ok(cartWith(['SRV-INST-LAV'])));
        const body = { variantId: '20', quantity: 1, productCode: 'WGG244A9II', serviceSkus: ['SRV-INST-LAV'] };
        expect(await (await add(body, 'vendure-token=shopper')).json()).toEqual({ cart: cartWith(['SRV-INST-LAV']) });
        expect(cartServer.setCartServices).toHaveBeenCalledWith(expect.anything(), false, 'WGG244A9II', [
            'SRV-INST-LAV',
        ]);

        cartServer.setCartServices.mockClear();
        cartServer.addToCart.mockResolvedValue(ok(cartWith(['SRV-INST-LAV'])));
        expect((await add(body, 'vendure-token=shopper')).status).toBe(200);
        expect(cartServer.setCartServices).not.toHaveBeenCalled();
    });

    it('leaves services alone when the add names none (product cards)', async () => {
        cartServer.addToCart.mockResolvedValue(ok(cartWith(['SRV-RAEE'])));
        expect((await add({ variantId: '20', quantity: 1 })).status).toBe(200);
        expect(getProduct).not.toHaveBeenCalled();
        expect(cartServer.setCartServices).not.toHaveBeenCalled();
    });

    it.each([
        ['a service that does not apply to the product', ['SRV-INST-TVW']],
        ['an unknown service', ['SRV-RAEE', 'SRV-NOPE']],
    ])('refuses %s with an Italian message before changing anything', async (_, serviceSkus) => {
        const response = await add({ variantId: '20', quantity: 1, productCode: 'WGG244A9II', serviceSkus });
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
            error: 'servicesInvalid',
            message: 'I servizi scelti non sono disponibili per questo prodotto: il carrello non è stato modificato',
        });
        expect(cartServer.addToCart).not.toHaveBeenCalled();
    });

    it("refuses a variant that is not the product's, and an unknown product", async () => {
        const body = { variantId: '99', quantity: 1, productCode: 'WGG244A9II', serviceSkus: [] };
        expect((await add(body)).status).toBe(400);
        getProduct.mockResolvedValue(null);
        const unknown = await add({ ...body, variantId: '20', productCode: 'NOPE' });
        expect(await unknown.json()).toMatchObject({ error: 'notAddable' });
        expect(cartServer.addToCart).not.toHaveBeenCalled();
    });

    it('answers the cart the fallback left when the services are refused', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        cartServer.addToCart.mockResolvedValue(ok(cartWith([])));
        cartServer.setCartServices.mockRejectedValue(new Error('error adding the service'));
        cartServer.removeAllCartServices.mockResolvedValue(ok(cartWith([])));
        const response = await add(
            { variantId: '20', quantity: 1, productCode: 'WGG244A9II', serviceSkus: ['SRV-RAEE'] },
            'vendure-token=shopper',
        );
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({
            error: 'servicesRemoved',
            message: 'Cart Error: associated services for all products had to be removed, please try again',
            cart: cartWith([]),
        });
    });
});
