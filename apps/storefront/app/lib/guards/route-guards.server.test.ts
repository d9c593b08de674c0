import { describe, expect, it, vi } from 'vitest';
import { runGuards } from '~/lib/guards/route-guards.server';

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
    it("'is-authenticated' sends shoppers without the customer cookie to /", async () => {
        const response = (await thrown(
            runGuards(['is-authenticated'], { request: request(), params: { locale: 'it' } }),
        )) as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get('Location')).toBe('/');
    });

    it("'is-authenticated' lets customers through", async () => {
        await expect(
            runGuards(['is-authenticated'], { request: request('customer=token123'), params: { locale: 'it' } }),
        ).resolves.toBeUndefined();
    });

    it("'checkout' is a placeholder that says so", async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        await runGuards(['checkout'], { request: request(), params: { locale: 'it' } });
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be implemented'));
        warn.mockRestore();
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
