/**
 * The rate limits through the real shop and admin APIs on the seeded demo store, with small limits: code guesses,
 * staff logins, a cart write storm and new guest wishlists are refused with RATE_LIMITED and HTTP 429, before any work.
 */
import { TransactionalConnection } from '@vendure/core';
import { IsNull } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, TEST_SUPERADMIN, testPort } from '../../../../test/shop-test-environment';
import { Wishlist } from '../../wishlist';

const PORT = testPort(4111);
const BASE = `http://localhost:${PORT}`;

// Small limits, read by the configuration when the environment below is built.
Object.assign(process.env, {
    RATE_LIMIT_CODE_ATTEMPTS: '3',
    RATE_LIMIT_CODE_ATTEMPTS_PER_IP: '12',
    RATE_LIMIT_CART_WRITES: '5',
    RATE_LIMIT_GUEST_WISHLISTS: '3',
    RATE_LIMIT_STAFF_LOGIN_FAILURES: '3',
});

interface Answer {
    status: number;
    retryAfter: string | null;
    token: string | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
    data: Record<string, any> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
}

async function call(
    api: 'shop-api' | 'admin-api',
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
): Promise<Answer> {
    const res = await fetch(`${BASE}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Pick<Answer, 'data' | 'errors'>;
    return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        token: res.headers.get('vendure-auth-token') ?? undefined,
        ...body,
    };
}

/** A shopper keeping the session token the shop API gives, as the storefront does. */
function shopper() {
    let token: string | undefined;
    return {
        async shop(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
            const answer = await call('shop-api', query, variables, {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...headers,
            });
            token = answer.token ?? token;
            return answer;
        },
    };
}

function expectRateLimited(answer: Answer, maxWait: number) {
    expect(answer.status).toBe(429);
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = answer.errors?.[0]?.extensions?.retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxWait);
    expect(answer.retryAfter).toBe(String(retryAfter));
    expect(answer.errors?.[0]?.message).toBe(`Too many attempts: try again in ${retryAfter} seconds`);
}

const ADD_ITEM = `mutation Add($variantId: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
        __typename
        ... on Order { totalQuantity }
        ... on ErrorResult { errorCode }
    }
}`;
const COUPON = `mutation Coupon($code: String!) {
    applyCouponCode(couponCode: $code) {
        __typename
        ... on Order { couponCodes }
        ... on ErrorResult { errorCode }
    }
}`;
const GIFT_CARD = `mutation Gift($code: String!) {
    applyGiftCard(code: $code) { __typename ... on ErrorResult { errorCode } }
}`;
const ACTIVE_ORDER = `{ activeOrder { totalQuantity couponCodes } }`;
const ADD_TO_WISHLIST = `mutation Wish($sku: String!) {
    addToWishlist(sku: $sku) {
        __typename
        ... on WishlistChange { totalItems guestToken }
        ... on ErrorResult { errorCode }
    }
}`;
const LOGIN = `mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
        __typename
        ... on ErrorResult { errorCode }
    }
}`;

describe('rate limits', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let variantId: string;

    beforeAll(async () => {
        await env.init();
        const product = await call('shop-api', '{ catalogProduct(code: "920-004523") { variants { id sku } } }');
        variantId = product.data!.catalogProduct.variants[0].id;
    });

    afterAll(() => env.destroy());

    it('refuses a valid coupon once a session has tried 3 codes that do not apply', async () => {
        const giulia = shopper();
        expect((await giulia.shop(ADD_ITEM, { variantId, quantity: 1 })).data?.addItemToOrder.__typename).toBe('Order');
        for (const code of ['SCONTO50', 'GRATIS', 'BENVENUTO1']) {
            const guess = await giulia.shop(COUPON, { code });
            expect(guess.status).toBe(200);
            expect(guess.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
        }
        const valid = await giulia.shop(COUPON, { code: 'BENVENUTO10' });
        expectRateLimited(valid, 600);
        expect(valid.data).toBeNull();
        // Refused before any work: the cart has no coupon.
        expect((await giulia.shop(ACTIVE_ORDER)).data?.activeOrder.couponCodes).toEqual([]);
        // Gift cards draw on the same allowance.
        expectRateLimited(await giulia.shop(GIFT_CARD, { code: 'DEMO-GIFT-0025-EURO' }), 600);
    });

    it('lets codes that apply give their attempt back', async () => {
        const marco = shopper();
        await marco.shop(ADD_ITEM, { variantId, quantity: 1 });
        expect((await marco.shop(COUPON, { code: 'NOPE1' })).data?.applyCouponCode.errorCode).toBe(
            'COUPON_CODE_INVALID_ERROR',
        );
        expect((await marco.shop(COUPON, { code: 'NOPE2' })).data?.applyCouponCode.errorCode).toBe(
            'COUPON_CODE_INVALID_ERROR',
        );
        // Two failures and three codes that apply: five attempts, within a limit of 3 failures.
        // SPEDIZIONEGRATIS: a coupon a guest may use (BENVENUTO10 is for signed-in customers, decision 034).
        for (const code of ['SPEDIZIONEGRATIS', 'SPEDIZIONEGRATIS', 'SPEDIZIONEGRATIS']) {
            expect((await marco.shop(COUPON, { code })).data?.applyCouponCode.couponCodes).toEqual([
                'SPEDIZIONEGRATIS',
            ]);
        }
        expect((await marco.shop(COUPON, { code: 'NOPE3' })).data?.applyCouponCode.errorCode).toBe(
            'COUPON_CODE_INVALID_ERROR',
        );
        expectRateLimited(await marco.shop(COUPON, { code: 'NOPE4' }), 600);
    });

    it('stops a guesser who starts a new session for every code, by IP', async () => {
        // The tests above left 5 + 4 failed or refused attempts on this IP, out of 12; each new session gets no further.
        const answers: Answer[] = [];
        for (let i = 0; i < 5; i++) answers.push(await call('shop-api', COUPON, { code: `GUESS${i}` }));
        expect(answers.map(a => a.status)).toEqual([200, 200, 200, 429, 429]);
        expect(answers[2]!.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
        expectRateLimited(answers[4]!, 600);
    });

    it('limits a storm of cart writes on one session, refusing before any change', async () => {
        const storm = shopper();
        const ADJUST = `mutation Adjust($lineId: ID!, $quantity: Int!) {
            adjustOrderLine(orderLineId: $lineId, quantity: $quantity) { __typename ... on Order { totalQuantity } }
        }`;
        const first = await storm.shop(ADD_ITEM, { variantId, quantity: 1 });
        expect(first.data?.addItemToOrder.totalQuantity).toBe(1);
        const lineId = (await storm.shop(`{ activeOrder { lines { id } } }`)).data?.activeOrder.lines[0].id;
        const answers: Answer[] = [];
        for (const quantity of [2, 1, 2, 3, 1, 1]) answers.push(await storm.shop(ADJUST, { lineId, quantity }));
        // Five writes a minute: the add and four changes; the fifth and sixth changes are refused.
        expect(answers.map(a => a.status)).toEqual([200, 200, 200, 200, 429, 429]);
        expect(answers[3]!.data?.adjustOrderLine.totalQuantity).toBe(3);
        expectRateLimited(answers[5]!, 60);
        expect((await storm.shop(ACTIVE_ORDER)).data?.activeOrder.totalQuantity).toBe(3);
        // Another shopper's cart is not affected.
        const other = shopper();
        expect((await other.shop(ADD_ITEM, { variantId, quantity: 1 })).data?.addItemToOrder.totalQuantity).toBe(1);
    });

    it('limits new guest wishlists by IP, not adds to an existing one', async () => {
        const wishlists = env.server.app.get(TransactionalConnection).rawConnection.getRepository(Wishlist);
        const before = await wishlists.count({ where: { customerId: IsNull() } });
        const tokens: string[] = [];
        for (let i = 0; i < 3; i++) {
            const answer = await call('shop-api', ADD_TO_WISHLIST, { sku: '920-004523' });
            expect(answer.status).toBe(200);
            tokens.push(answer.data?.addToWishlist.guestToken);
        }
        const fourth = await call('shop-api', ADD_TO_WISHLIST, { sku: '920-004523' });
        expectRateLimited(fourth, 3600);
        // A made-up token starts no wishlist either.
        expectRateLimited(
            await call('shop-api', ADD_TO_WISHLIST, { sku: '920-004523' }, { 'x-wishlist-token': 'A'.repeat(43) }),
            3600,
        );
        expect(await wishlists.count({ where: { customerId: IsNull() } })).toBe(before + 3);
        // A guest who has a wishlist keeps adding to it.
        const again = await call(
            'shop-api',
            ADD_TO_WISHLIST,
            { sku: '920-004523' },
            { 'x-wishlist-token': tokens[0]! },
        );
        expect(again.status).toBe(200);
        expect(again.data?.addToWishlist.totalItems).toBe(1);
    });

    it("clears a staff username's failures on a login within the limit", async () => {
        for (let round = 0; round < 2; round++) {
            for (let i = 0; i < 2; i++) {
                const wrong = await call('admin-api', LOGIN, { username: TEST_SUPERADMIN.username, password: 'wrong' });
                expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
            }
            const right = await call('admin-api', LOGIN, TEST_SUPERADMIN);
            expect(right.data?.login.__typename).toBe('CurrentUser');
        }
    });

    it('refuses the right staff password after 3 wrong ones, for that username only', async () => {
        for (let i = 0; i < 3; i++) {
            const wrong = await call('admin-api', LOGIN, {
                username: TEST_SUPERADMIN.username,
                password: `wrong-${i}`,
            });
            expect(wrong.status).toBe(200);
            expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const right = await call('admin-api', LOGIN, TEST_SUPERADMIN);
        expectRateLimited(right, 900);
        expect(right.token).toBeUndefined();
        // The same refusal through authenticate, and another username is still answered.
        const viaAuthenticate = await call(
            'admin-api',
            `mutation { authenticate(input: { native: { username: "${TEST_SUPERADMIN.username}", password: "${TEST_SUPERADMIN.password}" } }) { __typename } }`,
        );
        expectRateLimited(viaAuthenticate, 900);
        const other = await call('admin-api', LOGIN, { username: 'mario.rossi', password: 'wrong' });
        expect(other.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
    });
});
