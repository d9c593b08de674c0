// The /api/cart endpoints over HTTP against the real commerce server (through a recording proxy): bad input is a 400
// before any call, answers are never cached, and a guest's first add starts the session cookie.
import { describe, expect, it } from 'vitest';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';
import { keyboardVariantId } from '../support/catalog-fixtures';

const shop = storefrontBehindProxy();

function post(method: string, body: unknown, cookie?: string, type = 'application/json') {
    return fetch(`${shop.storefront.origin}/api/cart/${method}`, {
        method: 'POST',
        headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
    });
}

const cartCalls = (from: number) => shop.shopApi.requests.slice(from).filter(r => /Cart[A-Z]/.test(r.query));

describe('validation', () => {
    it.each([
        ['add', { quantity: 1 }, 'variantId is required'],
        ['add', { variantId: '1', quantity: 0 }, 'quantity must be an integer from 1 to 9999'],
        ['add', { variantId: '1', quantity: 10000 }, 'quantity must be an integer from 1 to 9999'],
        ['add', { variantId: '1', quantity: 2.5 }, 'quantity must be an integer from 1 to 9999'],
        ['add', { variantId: '1', quantity: '2' }, null],
        ['add', { variantId: '1', quantity: 1, serviceSkus: ['SRV-RAEE'] }, 'productCode is required'],
        [
            'add',
            { variantId: '1', quantity: 1, productCode: 'X', serviceSkus: 'SRV-RAEE' },
            'serviceSkus must be a list of SKUs',
        ],
        ['update', { lineId: '1' }, 'quantity is required'],
        ['update', { lineId: '1', quantity: -1 }, 'quantity must be an integer from 1 to 9999'],
        ['remove', {}, 'lineId is required'],
        ['coupon', { code: '' }, 'code is required'],
        ['coupon-remove', {}, 'code is required'],
        ['gift-card', {}, 'code is required'],
        ['gift-card', { code: '   ' }, 'code is required'],
        ['gift-card', { code: 'DEMO-GIFT-0025-EURO-DEMO-GIFT-0025-EURO' }, 'code is too long'],
        ['gift-card', { code: 'DEMO;GIFT' }, 'code is not a valid gift card code'],
        ['gift-card-remove', { code: 42 }, 'code is required'],
        ['services', { serviceSkus: [] }, 'productSku is required'],
        ['services', { productSku: 'OLED55C44LA' }, 'serviceSkus is required'],
        ['services', { productSku: 'OLED55C44LA', serviceSkus: 'SRV-RAEE' }, 'serviceSkus must be a list of SKUs'],
        ['services', { productSku: 'OLED55C44LA', serviceSkus: ['SRV RAEE'] }, 'serviceSkus.0 is not a valid SKU'],
        [
            'services',
            { productSku: 'OLED55C44LA', serviceSkus: Array.from({ length: 21 }, (_, i) => `SRV-${i}`) },
            'serviceSkus must list at most 20 services',
        ],
    ])('POST /api/cart/%s %j → 400 before any call', async (method, body, error) => {
        const from = shop.shopApi.requests.length;
        const res = await post(method, body);
        if (error === null) {
            // A quantity sent as text is accepted (forms send text): the commerce server is asked for 2, a number.
            expect(res.status).toBe(200);
            expect(((await res.json()) as { cart: { totalQuantity: number } }).cart.totalQuantity).toBe(2);
            expect(cartCalls(from).some(call => call.variables.quantity === 2)).toBe(true);
            return;
        }
        expect(res.status).toBe(400);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ error });
        expect(cartCalls(from)).toEqual([]);
    });

    it('refuses a body that is not JSON', async () => {
        expect(
            (await post('add', 'variantId=1&quantity=1', undefined, 'application/x-www-form-urlencoded')).status,
        ).toBe(415);
        const broken = await post('add', '{"variantId":', undefined);
        expect(broken.status).toBe(400);
        expect(await broken.json()).toEqual({ error: 'Body is not valid JSON' });
    });

    it('refuses a change from another site, or a body that only says it is JSON, before any call', async () => {
        const from = shop.shopApi.requests.length;
        const body = JSON.stringify({ variantId: '1', quantity: 1 });
        const send = (headers: Record<string, string>) =>
            fetch(`${shop.storefront.origin}/api/cart/add`, { method: 'POST', headers, body });
        const json = { 'content-type': 'application/json' };

        const foreignOrigin = await send({ ...json, origin: 'https://attacker.example' });
        expect(foreignOrigin.status).toBe(403);
        expect(await foreignOrigin.json()).toEqual({ error: 'Requests from other sites are not accepted' });
        expect((await send({ ...json, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
        expect((await send({ ...json, 'sec-fetch-site': 'same-site' })).status).toBe(403);
        // The text/plain trick a cross-site form could send without the browser asking first.
        const plain = await send({ 'content-type': 'text/plain;application/json' });
        expect(plain.status).toBe(415);
        expect(await plain.json()).toEqual({ error: 'Send the body as application/json' });
        expect(cartCalls(from)).toEqual([]);

        // The shop's own pages: same origin, JSON with its charset.
        const own = await send({
            'content-type': 'application/json; charset=utf-8',
            origin: shop.storefront.origin,
            'sec-fetch-site': 'same-origin',
        });
        expect(own.status).toBe(200);
        expect(await own.json()).toHaveProperty('cart.totalQuantity', 1);
    });

    it('answers an unknown method with a JSON 404', async () => {
        const res = await post('explode', {});
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: 'Unknown method' });
        const get = await fetch(`${shop.storefront.origin}/api/cart/add`);
        expect(get.status).toBe(404);
    });
});

describe('a guest cart', () => {
    it('is empty without a session, and never asks the commerce server', async () => {
        const from = shop.shopApi.requests.length;
        const res = await fetch(`${shop.storefront.origin}/api/cart/load`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({
            cart: {
                lines: [],
                totalQuantity: 0,
                subTotal: 0,
                shipping: null,
                total: 0,
                vat: 0,
                vatRates: [],
                couponCodes: [],
                discounts: [],
                giftCards: [],
                giftCardTotal: 0,
            },
        });
        expect(cartCalls(from)).toEqual([]);
    });

    it('changing a line without a session is a 404, not a server error', async () => {
        const res = await post('update', { lineId: '1', quantity: 2 });
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: 'lineNotFound' });
    });

    it('the first add sets the session cookie; the cart then follows it', async () => {
        const res = await post('add', { variantId: await keyboardVariantId(), quantity: 2 });
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const setCookie = res.headers.get('set-cookie') ?? '';
        // The commerce session's cookie lasts as long as the customer session: 30 days (decision 064).
        expect(setCookie).toMatch(/^vendure-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/);
        const { cart } = (await res.json()) as {
            cart: { totalQuantity: number; lines: Array<Record<string, unknown>> };
        };
        expect(cart.totalQuantity).toBe(2);
        expect(cart.lines[0]).toMatchObject({
            sku: '920-004523',
            productName: 'Logitech MK270 tastiera e mouse wireless',
            productCode: '920-004523',
            brand: 'Logitech',
            quantity: 2,
            unitPrice: 2999,
            linePrice: 5998,
        });
        const cookie = setCookie.split(';')[0] as string;
        const loaded = await fetch(`${shop.storefront.origin}/api/cart/load`, { headers: { cookie } });
        expect(((await loaded.json()) as { cart: { totalQuantity: number } }).cart.totalQuantity).toBe(2);
        // The token travels as a bearer header, never in the commerce server's cookie header.
        const last = shop.shopApi.requests.filter(r => r.query.includes('CartActiveOrder')).at(-1);
        expect(last?.headers.authorization).toBe(`Bearer ${cookie.slice('vendure-token='.length)}`);

        // Beyond the 3 in stock: requirements §8 maximum saleable quantity, as a 409 with the catalog key.
        const lineId = cart.lines[0]!.id as string;
        const tooMany = await post('update', { lineId, quantity: 4 }, cookie);
        expect(tooMany.status).toBe(409);
        expect(await tooMany.json()).toMatchObject({ error: 'maxQuantity' });

        // Another shopper's line id does not exist in this cart: a 4xx, never a 500.
        const foreign = await post('remove', { lineId: '999999' }, cookie);
        expect(foreign.status).toBe(409);

        const removed = await post('remove', { lineId }, cookie);
        expect(removed.status).toBe(200);
        expect(((await removed.json()) as { cart: { lines: unknown[] } }).cart.lines).toEqual([]);
    });

    it('an unknown coupon is refused with its own message', async () => {
        const res = await post('coupon', { code: 'NONESISTE' });
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ error: 'couponInvalid' });
    });
});

describe('gift cards and services', () => {
    async function guestWithKeyboard(): Promise<string> {
        const res = await post('add', { variantId: await keyboardVariantId(), quantity: 1 });
        expect(res.status).toBe(200);
        return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    }

    it('without a session, removing a gift card or setting services is a 404 and asks nothing', async () => {
        const from = shop.shopApi.requests.length;
        const removed = await post('gift-card-remove', { code: 'DEMO-GIFT-0025-EURO' });
        expect(removed.status).toBe(404);
        expect(removed.headers.get('cache-control')).toBe('no-store');
        expect(await removed.json()).toMatchObject({ error: 'lineNotFound' });
        const services = await post('services', { productSku: 'OLED55C44LA', serviceSkus: ['SRV-RAEE'] });
        expect(services.status).toBe(404);
        expect(cartCalls(from)).toEqual([]);
    });

    it('applies a 25 € gift card as a negative amount, refuses an expired one with its date, and removes it', async () => {
        const cookie = await guestWithKeyboard();
        const applied = await post('gift-card', { code: 'demo-gift-0025-euro' }, cookie);
        expect(applied.status).toBe(200);
        expect(applied.headers.get('cache-control')).toBe('no-store');
        const { cart } = (await applied.json()) as {
            cart: { subTotal: number; shipping: number; giftCardTotal: number; total: number; giftCards: unknown[] };
        };
        // The keyboard costs 29,99 € and 5 € shipping (under 100 €): the card takes its whole 25 €.
        expect(cart.giftCards).toEqual([{ code: 'DEMO-GIFT-0025-EURO', amount: -2500 }]);
        expect(cart).toMatchObject({ subTotal: 2999, shipping: 500, giftCardTotal: -2500, total: 999 });

        const expired = await post('gift-card', { code: 'DEMO-GIFT-SCAD-UTA0' }, cookie);
        expect(expired.status).toBe(409);
        expect(await expired.json()).toMatchObject({
            error: 'giftCardExpired',
            values: { date: '31 dicembre 2024' },
        });

        const removed = await post('gift-card-remove', { code: 'DEMO-GIFT-0025-EURO' }, cookie);
        expect(removed.status).toBe(200);
        const after = ((await removed.json()) as { cart: { total: number; giftCards: unknown[] } }).cart;
        expect(after.giftCards).toEqual([]);
        expect(after.total).toBe(2999 + 500);

        const notThere = await post('gift-card-remove', { code: 'DEMO-GIFT-0025-EURO' }, cookie);
        expect(notThere.status).toBe(409);
    });

    it("the product page's add attaches the ticked services; one that does not apply is refused before any call", async () => {
        const id = await keyboardVariantId();
        const from = shop.shopApi.requests.length;
        const body = { variantId: id, quantity: 1, productCode: '920-004523' };
        const refused = await post('add', { ...body, serviceSkus: ['SRV-GAR2-300', 'SRV-INST-TVW'] });
        expect(refused.status).toBe(400);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        expect(await refused.json()).toEqual({
            error: 'servicesInvalid',
            message: 'I servizi scelti non sono disponibili per questo prodotto: il carrello non è stato modificato',
        });
        expect(cartCalls(from)).toEqual([]);

        // A guest's first add: the services are set in the session the add started.
        const added = await post('add', { ...body, serviceSkus: ['SRV-GAR2-300'] });
        expect(added.status).toBe(200);
        expect(added.headers.get('set-cookie')).toMatch(/^vendure-token=/);
        const { cart } = (await added.json()) as {
            cart: { lines: Array<{ sku: string; services: Array<{ sku: string; attached: boolean }> }> };
        };
        expect(cart.lines.map(line => line.sku)).toEqual(['920-004523']);
        expect(cart.lines[0]!.services.filter(service => service.attached).map(service => service.sku)).toEqual([
            'SRV-GAR2-300',
        ]);
        expect(cartCalls(from).map(r => /mutation (\w+)/.exec(r.query)?.[1])).toEqual([
            'CartAddItem',
            'CartSetServices',
        ]);
    });

    it('a refused service change detaches every service and answers the cart it left', async () => {
        const cookie = await guestWithKeyboard();
        const from = shop.shopApi.requests.length;
        // A TV service does not belong to a keyboard: the commerce server refuses it.
        const res = await post('services', { productSku: '920-004523', serviceSkus: ['SRV-INST-TVW'] }, cookie);
        expect(res.status).toBe(409);
        const body = (await res.json()) as { error: string; message: string; cart: { totalQuantity: number } };
        expect(body).toMatchObject({
            error: 'servicesRemoved',
            message: 'Cart Error: associated services for all products had to be removed, please try again',
        });
        expect(body.cart.totalQuantity).toBe(1);
        expect(cartCalls(from).map(r => /mutation (\w+)/.exec(r.query)?.[1])).toEqual([
            'CartSetServices',
            'CartRemoveAllServices',
        ]);
    });
});
