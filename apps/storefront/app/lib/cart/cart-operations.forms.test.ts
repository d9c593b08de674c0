import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, type CartView } from '~/lib/cart/cart';
import { cartWithLine, okCart } from '~/lib/cart/cart-fixtures.test-support';

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

const { productAddAction } = await import('~/lib/cart/cart-operations.server');

const washer = {
    name: 'Bosch Serie 6 lavatrice 9 kg',
    variants: [{ id: '20', sku: 'WGG244A9II', price: 69_900 }],
    services: [{ sku: 'SRV-INST-LAV' }, { sku: 'SRV-RAEE' }],
};

function cartWith(attached: string[]): CartView {
    return cartWithLine(
        {
            name: washer.name,
            code: 'WGG244A9II',
            brand: 'Bosch',
            variantId: '20',
            sku: 'WGG244A9II',
            price: 69_900,
            serviceSkus: washer.services.map(({ sku }) => sku),
        },
        attached,
    );
}

const ok = okCart;

function post(fields: Array<[string, string]>, cookie = 'vendure-token=shopper'): Request {
    const body = new URLSearchParams(fields);
    return new Request('https://negozio.example/it/p/WGG244A9II', { method: 'POST', body, headers: { cookie } });
}

/** The `message` cookie's notice and every Set-Cookie of the 303. */
function outcome(response: Response) {
    const cookies = response.headers.getSetCookie();
    const message = cookies.find(cookie => cookie.startsWith('message='));
    const raw = message ? decodeURIComponent(message.slice('message='.length, message.indexOf(';'))) : 'null';
    return {
        status: response.status,
        location: response.headers.get('location'),
        notice: JSON.parse(raw) as { message: string; type: string } | null,
        cookies,
    };
}

beforeEach(() => {
    vi.restoreAllMocks();
    for (const call of Object.values(cartServer)) call.mockReset();
});

describe('productAddAction (product page without JavaScript)', () => {
    it('adds the product, attaches the ticked services and comes back with "aggiunto al carrello"', async () => {
        cartServer.addToCart.mockResolvedValue(
            ok(cartWith([]), { setCookie: 'vendure-token=new; Path=/', authToken: 'new' }),
        );
        cartServer.setCartServices.mockResolvedValue(ok(cartWith(['SRV-RAEE'])));
        const response = await productAddAction(
            post([
                ['variantId', '20'],
                ['quantity', '1'],
                ['serviceSku', 'SRV-RAEE'],
            ]),
            'it',
            false,
            washer,
        );
        const result = outcome(response);
        expect(result).toMatchObject({
            status: 303,
            location: '/it/p/WGG244A9II',
            notice: { message: 'Bosch Serie 6 lavatrice 9 kg aggiunto al carrello', type: 'success' },
        });
        expect(result.cookies).toContain('vendure-token=new; Path=/');
        expect(cartServer.addToCart).toHaveBeenCalledWith(expect.anything(), false, '20', 1);
        // A guest's first add starts the session the services call must use.
        expect(cartServer.setCartServices).toHaveBeenCalledWith(
            expect.objectContaining({ authToken: 'new' }),
            false,
            'WGG244A9II',
            ['SRV-RAEE'],
        );
    });

    it('keeps the services attached before: an unticked box on a page that cannot show them detaches nothing', async () => {
        cartServer.addToCart.mockResolvedValue(ok(cartWith(['SRV-RAEE'])));
        cartServer.setCartServices.mockResolvedValue(ok(cartWith(['SRV-RAEE', 'SRV-INST-LAV'])));
        await productAddAction(
            post([
                ['variantId', '20'],
                ['serviceSku', 'SRV-INST-LAV'],
            ]),
            'it',
            false,
            washer,
        );
        expect(cartServer.setCartServices).toHaveBeenCalledWith(expect.anything(), false, 'WGG244A9II', [
            'SRV-RAEE',
            'SRV-INST-LAV',
        ]);

        cartServer.setCartServices.mockClear();
        const response = await productAddAction(post([['variantId', '20']]), 'it', false, washer);
        expect(outcome(response).notice?.type).toBe('success');
        expect(cartServer.setCartServices).not.toHaveBeenCalled();
    });

    it.each([
        ['a service the product does not offer', 'SRV-INST-TVW'],
        ['an unknown service', 'SRV-NOPE'],
        ['a garbled SKU', 'SRV RAEE'],
    ])('refuses %s in Italian and changes nothing', async (_, sku) => {
        const response = await productAddAction(
            post([
                ['variantId', '20'],
                ['serviceSku', 'SRV-RAEE'],
                ['serviceSku', sku],
            ]),
            'it',
            false,
            washer,
        );
        expect(outcome(response)).toMatchObject({
            status: 303,
            location: '/it/p/WGG244A9II',
            notice: {
                message:
                    'I servizi scelti non sono disponibili per questo prodotto: il carrello non è stato modificato',
                type: 'danger',
            },
        });
        expect(cartServer.addToCart).not.toHaveBeenCalled();
        expect(cartServer.setCartServices).not.toHaveBeenCalled();
    });

    it.each([
        [
            'services detached',
            'removeAllCartServices',
            'Errore del carrello: i servizi associati a tutti i prodotti sono stati rimossi, riprova',
        ],
        ['cart emptied', 'clearCart', 'Errore grave del carrello: il tuo carrello è stato svuotato'],
    ] as const)(
        'tells the shopper when the services were refused and the fallback left the %s',
        async (_, last, text) => {
            vi.spyOn(console, 'error').mockImplementation(() => undefined);
            cartServer.addToCart.mockResolvedValue(ok(cartWith([])));
            cartServer.setCartServices.mockRejectedValue(new Error('error adding the service'));
            if (last === 'removeAllCartServices') cartServer.removeAllCartServices.mockResolvedValue(ok(cartWith([])));
            else {
                cartServer.removeAllCartServices.mockRejectedValue(new Error('unreachable'));
                cartServer.clearCart.mockResolvedValue(ok(EMPTY_CART));
            }
            const response = await productAddAction(
                post([
                    ['variantId', '20'],
                    ['serviceSku', 'SRV-RAEE'],
                ]),
                'it',
                false,
                washer,
            );
            expect(outcome(response).notice).toMatchObject({ message: text, type: 'danger' });
            expect(cartServer[last]).toHaveBeenCalledTimes(1);
        },
    );

    it('attaches nothing when the add itself is refused', async () => {
        cartServer.addToCart.mockResolvedValue({
            ok: false,
            error: 'maxQuantity',
            serverMessage: 'You reached the maximum saleable quantity',
            setCookie: null,
        });
        const response = await productAddAction(
            post([
                ['variantId', '20'],
                ['serviceSku', 'SRV-RAEE'],
            ]),
            'it',
            false,
            washer,
        );
        expect(outcome(response).notice).toMatchObject({
            message: 'Hai raggiunto la quantità massima acquistabile',
            type: 'danger',
        });
        expect(cartServer.setCartServices).not.toHaveBeenCalled();
    });
});

const { cartPageAction } = await import('~/lib/cart/cart-operations.server');

function cartPost(fields: Array<[string, string]>, cookie = 'vendure-token=shopper'): Request {
    const body = new URLSearchParams(fields);
    return new Request('https://negozio.example/it/cart', { method: 'POST', body, headers: { cookie } });
}

describe('cartPageAction (cart page without JavaScript)', () => {
    it('answers an invalid gift card code with 400, the error beside the field and the code as typed', async () => {
        const answer = await cartPageAction(
            cartPost([
                ['intent', 'gift-card'],
                ['code', 'DEMO;GIFT'],
            ]),
            'it',
            false,
        );
        expect(answer).not.toBeInstanceOf(Response);
        const { data, init } = answer as unknown as {
            data: { form: string; result: { status: string; initialValue: unknown; error: Record<string, string[]> } };
            init: { status: number };
        };
        expect(init.status).toBe(400);
        expect(data.form).toBe('cart-gift-card');
        expect(data.result.status).toBe('error');
        expect(data.result.initialValue).toEqual({ intent: 'gift-card', code: 'DEMO;GIFT' });
        expect(data.result.error).toEqual({ code: ['is not a valid gift card code'] });
        expect(cartServer.applyGiftCard).not.toHaveBeenCalled();
    });

    it('answers a quantity that is not a number with 400 for that line', async () => {
        const answer = await cartPageAction(
            cartPost([
                ['intent', 'update'],
                ['lineId', '7'],
                ['quantity', 'tre'],
                ['step', '0'],
            ]),
            'it',
            false,
        );
        const { data, init } = answer as unknown as {
            data: { form: string; result: { error: Record<string, string[]> } };
            init: { status: number };
        };
        expect(init.status).toBe(400);
        expect(data.form).toBe('cart-update-7');
        expect(data.result.error).toEqual({ quantity: ['is not a whole number'] });
        expect(cartServer.adjustCartLine).not.toHaveBeenCalled();
    });

    it('adds the step of the button pressed to the quantity shown, never below 1', async () => {
        cartServer.loadCart.mockResolvedValue(ok(cartWith([])));
        cartServer.adjustCartLine.mockResolvedValue(ok(cartWith([])));
        const up = await cartPageAction(
            cartPost([
                ['intent', 'update'],
                ['lineId', 'line-1'],
                ['quantity', '2'],
                ['step', '1'],
            ]),
            'it',
            false,
        );
        expect(outcome(up as Response)).toMatchObject({ status: 303, location: '/it/cart' });
        expect(cartServer.adjustCartLine).toHaveBeenLastCalledWith(expect.anything(), false, 'line-1', 3);
        await cartPageAction(
            cartPost([
                ['intent', 'update'],
                ['lineId', 'line-1'],
                ['quantity', '1'],
                ['step', '-1'],
            ]),
            'it',
            false,
        );
        expect(cartServer.adjustCartLine).toHaveBeenLastCalledWith(expect.anything(), false, 'line-1', 1);
    });

    it('applies a coupon and comes back to the cart with "applicato"', async () => {
        cartServer.applyCoupon.mockResolvedValue(ok(cartWith([])));
        const response = await cartPageAction(
            cartPost([
                ['intent', 'coupon'],
                ['code', ' benvenuto10 '],
            ]),
            'it',
            false,
        );
        expect(outcome(response as Response)).toMatchObject({
            status: 303,
            location: '/it/cart',
            notice: { message: 'Codice sconto BENVENUTO10 applicato', type: 'success' },
        });
        expect(cartServer.applyCoupon).toHaveBeenCalledWith(expect.anything(), false, 'benvenuto10');
    });

    it('tells a refused coupon by its catalog text', async () => {
        cartServer.applyCoupon.mockResolvedValue({
            ok: false,
            error: 'couponInvalid',
            serverMessage: 'Coupon code "NOPE" is not valid',
            setCookie: null,
        });
        const response = await cartPageAction(
            cartPost([
                ['intent', 'coupon'],
                ['code', 'NOPE'],
            ]),
            'it',
            false,
        );
        expect(outcome(response as Response).notice).toMatchObject({
            message: 'Il codice sconto non è valido',
            type: 'danger',
        });
    });

    it('sends an unknown intent straight back', async () => {
        const response = await cartPageAction(cartPost([['intent', 'explode']]), 'it', false);
        expect(outcome(response as Response)).toMatchObject({ status: 303, location: '/it/cart', notice: null });
    });
});
