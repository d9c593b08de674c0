// callApi over real HTTP: a small server on 127.0.0.1 plays the storefront's /api endpoints.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, trackedAction, UNREACHABLE } from '~/lib/api/api-client';

interface Seen {
    method?: string;
    url?: string;
    contentType?: string;
    body: string;
}

let server: http.Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
    server = http.createServer((request, response) => {
        let body = '';
        request.on('data', chunk => (body += chunk));
        request.on('end', () => {
            seen.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], body });
            if (request.url?.startsWith('/api/cart/html')) {
                response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
                return;
            }
            const status = request.url?.startsWith('/api/cart/update') ? 409 : 200;
            response
                .writeHead(status, { 'content-type': 'application/json' })
                .end(
                    JSON.stringify(
                        status === 409 ? { error: 'outdated', message: 'changed' } : { cart: { echo: body } },
                    ),
                );
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

const post = (path: string, body: unknown) =>
    new Request(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
    });

describe('callApi', () => {
    it('sends a change as JSON without the submission mark and hands the answer to the one waiting for it', async () => {
        const { action, answer } = trackedAction<{ cart: { echo: string } }>('/api/cart/add');
        expect(action).toMatch(/^\/api\/cart\/add\?_submission=\d+$/);
        const returned = await callApi(post(action, { variantId: '7', quantity: 1 }));
        expect(returned).toEqual({ cart: { echo: '{"variantId":"7","quantity":1}' } });
        await expect(answer).resolves.toEqual(returned);
        const request = seen.at(-1);
        expect(request).toMatchObject({ method: 'POST', url: '/api/cart/add', contentType: 'application/json' });
    });

    it('passes a refusal through as the server worded it', async () => {
        const returned = await callApi(post('/api/cart/update', { lineId: '1', quantity: 2 }));
        expect(returned).toEqual({ error: 'outdated', message: 'changed' });
    });

    it('reads a load as a GET without a body', async () => {
        await callApi(new Request(`${origin}/api/cart/load`));
        expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/cart/load', body: '' });
    });

    it('answers as unreachable when the answer is not JSON, or when there is no answer at all', async () => {
        expect(await callApi(post('/api/cart/html', {}))).toEqual(UNREACHABLE);
        const closed = http.createServer();
        await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve));
        const port = (closed.address() as AddressInfo).port;
        await new Promise<void>(resolve => closed.close(() => resolve()));
        const { action, answer } = trackedAction('/api/cart/add');
        const returned = await callApi(
            new Request(`http://127.0.0.1:${port}${action}`, { method: 'POST', body: '{}' }),
        );
        expect(returned).toEqual(UNREACHABLE);
        await expect(answer).resolves.toEqual(UNREACHABLE);
    });
});
