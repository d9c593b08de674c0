import { describe, expect, it } from 'vitest';
import { signCustomerToken } from '~/lib/account/customer-token.server';
import { runGuards } from '~/lib/guards/route-guards.server';

const customer = { id: '7', firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.it' };

function request(cookie?: string) {
    return new Request('http://shop.test/it/my-account', cookie ? { headers: { cookie } } : {});
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
    try {
        await promise;
    } catch (error) {
        return error;
    }
    throw new Error('expected the guard to stop the request');
}

describe('route guards', () => {
    it("'is-authenticated' sends shoppers without the customer cookie home with the login modal open", async () => {
        const response = (await thrown(
            runGuards(['is-authenticated'], { request: request(), params: { locale: 'it' } }),
        )) as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get('Location')).toBe('/it?login=1');
    });

    it("'is-authenticated' lets customers through", async () => {
        const token = await signCustomerToken(customer);
        await expect(
            runGuards(['is-authenticated'], { request: request(`customer=${token}`), params: { locale: 'it' } }),
        ).resolves.toBeUndefined();
    });

    it("'is-authenticated' treats a forged or expired customer cookie as missing", async () => {
        const expired = await signCustomerToken(customer, Date.now() - 400 * 24 * 3600 * 1000);
        for (const cookie of ['customer=token123', `customer=${expired}`]) {
            const response = (await thrown(
                runGuards(['is-authenticated'], { request: request(cookie), params: { locale: 'it' } }),
            )) as Response;
            expect(response.headers.get('Location')).toBe('/it?login=1');
        }
    });

    it("'checkout' sends a shopper without a cart back to the cart with a notice", async () => {
        const response = (await thrown(
            runGuards(['checkout'], {
                request: new Request('http://shop.test/it/checkout/payment'),
                params: { locale: 'it' },
            }),
        )) as Response;
        expect(response.status).toBe(303);
        expect(response.headers.get('Location')).toBe('/it/cart');
        expect(decodeURIComponent(response.headers.get('Set-Cookie') ?? '')).toContain('Il tuo carrello è vuoto');
    });

    it("'redirect' sends the shopper to the locale home", async () => {
        const response = (await thrown(
            runGuards(['redirect'], { request: request(), params: { locale: 'it' } }),
        )) as Response;
        expect(response.headers.get('Location')).toBe('/it');
    });

    it("an unknown guard answers 500 'Unknown middleware'", async () => {
        const error = (await thrown(runGuards(['nope'], { request: request(), params: {} }))) as {
            data: unknown;
            init: { status: number };
        };
        expect(error.init.status).toBe(500);
        expect(error.data).toBe('Unknown middleware');
    });
});
