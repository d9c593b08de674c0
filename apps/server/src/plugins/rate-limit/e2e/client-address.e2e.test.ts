/**
 * Whose address a request is counted by (decision 022), through the real shop and admin APIs: X-Forwarded-For only
 * from the configured proxies (here the storefront at 127.0.0.1), so one shopper's bad codes do not lock out another
 * behind the same storefront, and a direct client cannot choose its address; sign-in failures counted per account from
 * every address; new guest wishlists sized for many shoppers behind one carrier's address, and bounded per session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, TEST_SUPERADMIN, testPort } from '../../../../test/shop-test-environment';
import { LOGIN, REGISTER, registration } from '../../customer-accounts/e2e/account-client';
import { AddressedAnswer, postFrom } from './from-address';

const PORT = testPort(4161);
const SHOP_API = `http://127.0.0.1:${PORT}/shop-api`;
const ADMIN_API = `http://127.0.0.1:${PORT}/admin-api`;
/** The storefront, the one proxy this server believes. */
const STOREFRONT = '127.0.0.1';
/** A client calling the API directly, from an address that is no configured proxy. */
const DIRECT = '127.0.0.2';

// Small code and staff limits; the sign-in budget per account and the guest wishlist limits keep their defaults
// (20 failures per account, 300 new wishlists per address, 5 per session).
Object.assign(process.env, {
    RATE_LIMIT_CODE_ATTEMPTS: '3',
    RATE_LIMIT_CODE_ATTEMPTS_PER_IP: '6',
    RATE_LIMIT_STAFF_LOGIN_FAILURES: '3',
});

const COUPON = `mutation Coupon($code: String!) {
    applyCouponCode(couponCode: $code) {
        __typename
        ... on Order { couponCodes }
        ... on ErrorResult { errorCode }
    }
}`;
const ADD_ITEM = `mutation Add($variantId: ID!) {
    addItemToOrder(productVariantId: $variantId, quantity: 1) { __typename }
}`;
const ADD_TO_WISHLIST = `mutation Wish($sku: String!) {
    addToWishlist(sku: $sku) {
        __typename
        ... on WishlistChange { totalItems guestToken }
        ... on ErrorResult { errorCode }
    }
}`;

function expectRateLimited(answer: AddressedAnswer) {
    expect(answer.status).toBe(429);
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
}

/** A shopper of the storefront: every call comes from the storefront, with the shopper's address forwarded. */
function shopperBehindStorefront(address: string) {
    let token: string | undefined;
    return {
        async shop(query: string, variables: Record<string, unknown> = {}) {
            const answer = await postFrom(STOREFRONT, SHOP_API, query, variables, {
                'x-forwarded-for': address,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
            });
            token = answer.token ?? token;
            return answer;
        },
    };
}

describe('client addresses and the budgets counted by them', () => {
    const env = createShopTestEnvironment({ port: PORT, env: { TRUSTED_PROXIES: STOREFRONT } });
    let variantId: string;

    beforeAll(async () => {
        await env.init();
        const product = await postFrom(
            STOREFRONT,
            SHOP_API,
            '{ catalogProduct(code: "920-004523") { variants { id } } }',
        );
        variantId = product.data!.catalogProduct.variants[0].id;
    });

    afterAll(() => env.destroy());

    it("does not lock a shopper out of coupons for another shopper's bad codes behind the same storefront", async () => {
        // Two sessions of one guesser at 203.0.113.10 use up that address's 6 attempts; a third session is refused.
        for (let round = 0; round < 2; round++) {
            const guesser = shopperBehindStorefront('203.0.113.10');
            for (let i = 0; i < 3; i++) {
                const guess = await guesser.shop(COUPON, { code: `INDOVINA${round}${i}` });
                expect(guess.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
            }
        }
        expectRateLimited(await shopperBehindStorefront('203.0.113.10').shop(COUPON, { code: 'INDOVINA99' }));

        // Another shopper of the same storefront applies a coupon.
        const giulia = shopperBehindStorefront('203.0.113.20');
        expect((await giulia.shop(ADD_ITEM, { variantId })).data?.addItemToOrder.__typename).toBe('Order');
        const applied = await giulia.shop(COUPON, { code: 'SPEDIZIONEGRATIS' });
        expect(applied.status).toBe(200);
        expect(applied.data?.applyCouponCode.couponCodes).toEqual(['SPEDIZIONEGRATIS']);
    });

    it('counts a direct client by its own address, whatever X-Forwarded-For it sends', async () => {
        // A new forged address for every wrong staff password: the limit of 3 per username and address still holds.
        for (let i = 0; i < 3; i++) {
            const wrong = await postFrom(
                DIRECT,
                ADMIN_API,
                LOGIN,
                { username: TEST_SUPERADMIN.username, password: `sbagliata-${i}` },
                { 'x-forwarded-for': `198.51.100.${i + 1}` },
            );
            expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const right = await postFrom(DIRECT, ADMIN_API, LOGIN, TEST_SUPERADMIN, {
            'x-forwarded-for': '198.51.100.200',
        });
        expectRateLimited(right);
        expect(right.token).toBeUndefined();
        // The lock is the direct client's: staff signing in from elsewhere are let in.
        const elsewhere = await postFrom('127.0.0.3', ADMIN_API, LOGIN, TEST_SUPERADMIN);
        expect(elsewhere.data?.login.__typename).toBe('CurrentUser');
    });

    it('stops password guesses on one account spread over many addresses after 20, the right password too', async () => {
        const email = 'chiara.conti@example.it';
        const registered = await postFrom(STOREFRONT, SHOP_API, REGISTER, registration(email));
        expect(registered.data?.registerShopCustomer.__typename).toBe('Success');

        const answers: AddressedAnswer[] = [];
        for (let i = 0; i < 30; i++) {
            // One guess from each of 30 addresses: no address meets its own limit of 10.
            answers.push(
                await postFrom(`127.0.1.${i + 1}`, SHOP_API, LOGIN, { username: email, password: `Tentativo${i}!` }),
            );
        }
        expect(answers.slice(0, 20).map(a => a.data?.login.errorCode)).toEqual(
            Array(20).fill('INVALID_CREDENTIALS_ERROR'),
        );
        expect(answers.slice(20).map(a => a.status)).toEqual(Array(10).fill(429));
        const right = await postFrom('127.0.1.100', SHOP_API, LOGIN, { username: email, password: 'Bicicletta7!' });
        expectRateLimited(right);
        expect(right.token).toBeUndefined();
        // Another account is answered as before.
        const other = await postFrom('127.0.1.100', SHOP_API, LOGIN, {
            username: 'altro.cliente@example.it',
            password: 'Tentativo!',
        });
        expect(other.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
    });

    it("lets 25 shoppers behind one carrier's address each start a guest wishlist; one session starts at most 5", async () => {
        for (let i = 0; i < 25; i++) {
            const answer = await shopperBehindStorefront('192.0.2.50').shop(ADD_TO_WISHLIST, { sku: '920-004523' });
            expect(answer.status).toBe(200);
            expect(answer.data?.addToWishlist.totalItems).toBe(1);
        }
        // A client that keeps its session but drops the wishlist token each time.
        const hoarder = shopperBehindStorefront('192.0.2.50');
        expect((await hoarder.shop(ADD_ITEM, { variantId })).data?.addItemToOrder.__typename).toBe('Order');
        const answers: AddressedAnswer[] = [];
        for (let i = 0; i < 6; i++) answers.push(await hoarder.shop(ADD_TO_WISHLIST, { sku: '920-004523' }));
        expect(answers.map(a => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
        expectRateLimited(answers[5]!);
    });
});
