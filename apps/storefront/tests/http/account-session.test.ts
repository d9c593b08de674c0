// The signed-in session over HTTP against the production build and the real commerce server: an ended `customer`
// cookie clears the session's cookies and leaves one warning (requirements §4), the account area's guard, and the
// account forms' refusals (another site's post, an unknown form, bad input) as 4xx answers, never a 500.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphqlCall, registerCustomer, shopApiUrl, TEST_PASSWORD } from '../support/shop-accounts';
import { startStorefront, TEST_SESSION_SECRET, type StorefrontProcess } from '../support/storefront-process';

let storefront: StorefrontProcess;

beforeAll(async () => {
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: inject('shopApiUrl') });
});

afterAll(async () => {
    await storefront?.stop();
});

async function token(expiresAt: number, secret = TEST_SESSION_SECRET): Promise<string> {
    return new SignJWT({ given_name: 'Mario', family_name: 'Rossi', email: 'mario.rossi@example.it' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
}

function get(path: string, cookie?: string) {
    return fetch(`${storefront.origin}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${storefront.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
    });
}

/** The warning as the page carries it (in the notification's data; the apostrophe may be escaped). */
const WARNING = /Non sei autorizzato, effettua l(?:'|&#x27;|\\u0027)accesso\./;

describe('an ended customer session', () => {
    const now = () => Math.floor(Date.now() / 1000);

    it.each([
        ['expired', async () => token(now() - 1)],
        ['signed with another secret', async () => token(now() + 3600, 'another-secret-of-at-least-32-characters!')],
        ['unreadable', async () => 'not-a-token'],
    ])('%s: the cookies go, the warning shows once', async (_name, make) => {
        const res = await get(
            '/it',
            `customer=${await make()}; vendure-token=abc123; segments=x; cart=y; currency=EUR`,
        );
        expect(res.status).toBe(200);
        const cookies = res.headers.getSetCookie();
        for (const name of ['customer', 'vendure-token', 'cart', 'segments']) {
            expect(cookies.find(cookie => cookie.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
        }
        const message = cookies.find(cookie => cookie.startsWith('message='));
        expect(decodeURIComponent(message ?? '')).toContain('"type":"warning"');
        expect(decodeURIComponent(message ?? '')).toContain("Non sei autorizzato, effettua l'accesso.");
        const html = await res.text();
        expect(html).toMatch(WARNING);
        // The page is a guest's: the header offers to sign in.
        expect(html).toContain('data-signed-in="false"');
    });

    it('a valid token is a signed-in customer: the header shows the account', async () => {
        const res = await get('/it', `customer=${await token(now() + 3600)}`);
        expect(res.headers.getSetCookie().some(cookie => cookie.startsWith('customer='))).toBe(false);
        const html = await res.text();
        expect(html).toContain('data-signed-in="true"');
        expect(html).not.toMatch(WARNING);
    });
});

describe('the account area', () => {
    it('sends a shopper without the customer cookie home with the login modal open (is-authenticated)', async () => {
        for (const path of ['/it/my-account', '/it/MyAccount', '/it/my-account/cronologia-ordini']) {
            const res = await get(path);
            expect(res.status, path).toBe(302);
            expect(res.headers.get('location')).toBe('/it?login=1');
        }
    });

    it('ends a session the commerce server no longer knows: cookies cleared, warning, home to sign in', async () => {
        const res = await get('/it/my-account', `customer=${await token(now() + 3600)}`);
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/it?login=1');
        const cookies = res.headers.getSetCookie();
        expect(cookies.find(cookie => cookie.startsWith('customer=;'))).toMatch(/Max-Age=0/);
        expect(decodeURIComponent(cookies.find(cookie => cookie.startsWith('message=')) ?? '')).toContain(
            "Non sei autorizzato, effettua l'accesso.",
        );
    });

    function now() {
        return Math.floor(Date.now() / 1000);
    }
});

describe('the account forms refuse what they cannot take, with a 4xx', () => {
    it("refuses another site's post before reading it", async () => {
        const form = { intent: 'login', username: 'mario@example.it', password: 'x' };
        // Another Origin: React Router's own check refuses the action (400) before it runs.
        const foreign = await post('/it/login', form, { origin: 'https://attacker.example' });
        expect(foreign.status).toBe(400);
        // The browser's word alone (Sec-Fetch-Site, no Origin): the shop's check refuses it (403).
        const crossSite = await post('/it/login', form, { 'sec-fetch-site': 'cross-site' });
        expect(crossSite.status).toBe(403);
        const logout = await post('/it/logout', {}, { 'sec-fetch-site': 'cross-site' });
        expect(logout.status).toBe(403);
        for (const res of [foreign, crossSite, logout]) expect(res.headers.getSetCookie()).toEqual([]);
    });

    it('answers an unknown form or missing fields with 400, and wrong credentials with 401', async () => {
        expect((await post('/it/login', { intent: 'nope' })).status).toBe(400);
        expect((await post('/it/login', { intent: 'reset-password', token: 'x', password: 'y' })).status).toBe(400);
        const empty = await post('/it/login', { intent: 'login' });
        expect(empty.status).toBe(400);
        const wrong = await post('/it/login', {
            intent: 'login',
            username: 'nessuno@example.it',
            password: 'Sbagliata#1',
        });
        expect(wrong.status).toBe(401);
        expect(await wrong.text()).toContain('Email o password non corretti.');
    });

    it('answers a sign-in past the limit for one address with 429 and the Italian notice, never a 500', async () => {
        const form = { intent: 'login', username: `limite.${Date.now()}@example.it`, password: 'Sbagliata#1' };
        const statuses: number[] = [];
        let last = '';
        // The commerce server counts 10 failures per address in 15 minutes (decision 022); the 11th is refused.
        for (let attempt = 0; attempt < 11; attempt++) {
            const res = await post('/it/login', form);
            statuses.push(res.status);
            last = await res.text();
        }
        expect(statuses).toEqual([...Array(10).fill(401), 429]);
        expect(last).toContain('Troppi tentativi. Riprova tra qualche minuto.');
    });

    it('answers a sign-out link (GET) with 404: only a post signs out', async () => {
        expect((await get('/it/logout')).status).toBe(404);
    });

    it('refuses a body larger than a form needs with 413', async () => {
        const res = await post('/it/login', { intent: 'login', username: 'a'.repeat(300_000), password: 'x' });
        expect(res.status).toBe(413);
    });
});

describe('the commerce session follows the customer session', () => {
    const email = `sessione.${Date.now()}@example.it`;

    beforeAll(async () => {
        await registerCustomer(email);
    });

    async function signIn() {
        const res = await post('/it/login', { intent: 'login', username: email, password: TEST_PASSWORD });
        expect(res.status).toBe(303);
        const cookies = res.headers.getSetCookie();
        const pair = (name: string) => cookies.find(cookie => cookie.startsWith(`${name}=`))!.split(';')[0]!;
        return { cookies, customer: pair('customer'), token: pair('vendure-token') };
    }

    async function activeCustomerOf(tokenPair: string) {
        const token = decodeURIComponent(tokenPair.slice(tokenPair.indexOf('=') + 1)).replace(/^s\./, '');
        const answer = await graphqlCall<{ activeCustomer: { emailAddress: string } | null }>(
            shopApiUrl(),
            '{ activeCustomer { emailAddress } }',
            {},
            token,
        );
        return answer.data.activeCustomer?.emailAddress ?? null;
    }

    it("gives the token's cookie the customer cookie's lifetime", async () => {
        const { cookies } = await signIn();
        const maxAge = (name: string) => /Max-Age=(\d+)/.exec(cookies.find(c => c.startsWith(`${name}=`))!)?.[1];
        expect(maxAge('customer')).toBe(String(30 * 24 * 3600));
        expect(maxAge('vendure-token')).toBe(String(30 * 24 * 3600));
    });

    it('ends the signed-in commerce session once the customer cookie is gone', async () => {
        const { token } = await signIn();
        expect(await activeCustomerOf(token)).toBe(email);
        const res = await get('/it', token);
        expect(res.status).toBe(200);
        const cookies = res.headers.getSetCookie();
        expect(cookies.find(cookie => cookie.startsWith('vendure-token=;'))).toMatch(/Max-Age=0/);
        expect(await res.text()).toContain('data-signed-in="false"');
        // Logged out on the commerce server too: the token opens nothing any more.
        expect(await activeCustomerOf(token)).toBeNull();
    });

    it("leaves a guest's cart session alone", async () => {
        const res = await get('/it', 'vendure-token=abc123');
        expect(res.headers.getSetCookie().some(cookie => cookie.startsWith('vendure-token='))).toBe(false);
    });
});
