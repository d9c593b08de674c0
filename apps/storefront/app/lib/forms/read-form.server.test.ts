import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readForm } from '~/lib/forms/read-form.server';

async function thrown(request: Request): Promise<unknown> {
    try {
        await readForm(request);
    } catch (error) {
        return error;
    }
    throw new Error('readForm accepted the body');
}

describe('readForm', () => {
    it('gives the form of a form post', async () => {
        const request = new Request('http://shop.test/it/cart', {
            method: 'POST',
            body: new URLSearchParams({ intent: 'coupon', code: 'X' }),
        });
        expect((await readForm(request)).get('intent')).toBe('coupon');
    });

    it('throws a route error response with the status and the reason the error page shows', async () => {
        const json = await thrown(
            new Request('http://shop.test/it/cart', {
                method: 'POST',
                body: '{}',
                headers: { 'content-type': 'application/json' },
            }),
        );
        // data() thrown from an action: React Router turns it into the error boundary's route error response.
        const { type, init, data } = json as { type: string; init: ResponseInit; data: unknown };
        expect(type).toBe('DataWithResponseInit');
        expect(init.status).toBe(415);
        expect(data).toEqual({ reason: 'unsupportedType' });
        expect(isRouteErrorResponse(json)).toBe(false);

        const broken = (await thrown(
            new Request('http://shop.test/it/cart', {
                method: 'POST',
                body: 'x',
                headers: { 'content-type': 'multipart/form-data; boundary=b' },
            }),
        )) as { init: ResponseInit; data: unknown };
        expect(broken.init.status).toBe(400);
        expect(broken.data).toEqual({ reason: 'malformed' });
    });
});
