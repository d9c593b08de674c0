/**
 * SERVER_ROLE over real HTTP: a `shop` process answers the shop API and closes the admin API and the dashboard's
 * path; an `admin` process answers the admin API and closes the shop API. (`all`, the default, is what every other
 * e2e file runs: both APIs on one port.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, TEST_SUPERADMIN, testPort } from './shop-test-environment';

const LOGIN = `mutation($u: String!, $p: String!) {
    login(username: $u, password: $p) { ... on CurrentUser { identifier } ... on ErrorResult { errorCode } }
}`;

async function post(url: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function get(url: string) {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
}

const NOT_FOUND = { status: 404, type: 'text/plain; charset=utf-8', text: 'Not Found' };

describe('SERVER_ROLE=shop: the public listener', () => {
    const port = testPort(4112);
    const base = `http://127.0.0.1:${port}`;
    const { init, destroy } = createShopTestEnvironment({ port, env: { SERVER_ROLE: 'shop' } });
    beforeAll(() => init());
    afterAll(() => destroy());

    it('answers the shop API', async () => {
        const answer = await post(`${base}/shop-api`, '{ activeChannel { code defaultLanguageCode } }');
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toEqual({
            data: { activeChannel: { code: '__default_channel__', defaultLanguageCode: 'it' } },
        });
    });

    it('answers 404 for the admin API, whatever the method or sub-path, without reaching Vendure', async () => {
        expect(
            await post(`${base}/admin-api`, LOGIN, { u: TEST_SUPERADMIN.username, p: TEST_SUPERADMIN.password }),
        ).toEqual(NOT_FOUND);
        expect(await post(`${base}/admin-api?languageCode=it`, '{ me { id } }')).toEqual(NOT_FOUND);
        expect(await get(`${base}/admin-api`)).toEqual({ status: 404, text: 'Not Found' });
    });

    it('answers 404 for the dashboard and everything under it', async () => {
        for (const path of ['/admin', '/admin/', '/admin/login', '/admin/main.js']) {
            expect([path, await get(`${base}${path}`)]).toEqual([path, { status: 404, text: 'Not Found' }]);
        }
    });

    it('still answers the health probes', async () => {
        expect((await get(`${base}/health/live`)).status).toBe(200);
    });
});

describe('SERVER_ROLE=admin: the private listener', () => {
    const port = testPort(4113);
    const base = `http://127.0.0.1:${port}`;
    const { init, destroy } = createShopTestEnvironment({ port, env: { SERVER_ROLE: 'admin' } });
    beforeAll(() => init());
    afterAll(() => destroy());

    it('lets staff log in to the admin API', async () => {
        const answer = await post(`${base}/admin-api`, LOGIN, {
            u: TEST_SUPERADMIN.username,
            p: TEST_SUPERADMIN.password,
        });
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toEqual({ data: { login: { identifier: TEST_SUPERADMIN.username } } });
    });

    it('answers 404 for the shop API', async () => {
        expect(await post(`${base}/shop-api`, '{ activeChannel { code } }')).toEqual(NOT_FOUND);
    });
});
