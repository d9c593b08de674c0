/** Gift cards and coupons through the real shop and admin APIs, up to a placed and paid order. */
import { LanguageCode, PaymentMethodHandler, Surcharge } from '@vendure/core';
import gql from 'graphql-tag';
import { EntitySubscriberInterface, EventSubscriber } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { GIFT_CARD_ERROR_MESSAGE, GIFT_CARD_NOT_APPLIED_MESSAGE } from '../constants';
import {
    ACTIVE_ORDER,
    ADD_ITEM,
    CartOrder,
    ORDER_FIELDS,
    REMOVE_LINE,
    UPDATE_VARIANTS,
    VARIANTS_BY_SKU,
} from '../../cart/e2e/cart-documents';

const PORT = testPort(4110);

/** Pays any amount at once: the checkout under test is the gift card's, not a payment provider's. */
const testPaymentHandler = new PaymentMethodHandler({
    code: 'cart-test-payment',
    description: [{ languageCode: LanguageCode.en, value: 'Test payment' }],
    args: {},
    createPayment: (_ctx, _order, amount) => ({ amount, state: 'Settled' as const, transactionId: 'test' }),
    settlePayment: () => ({ success: true }),
});

/**
 * While `delayMs` is set, every surcharge insert waits that long before it is written, as on a busy database server:
 * requests arriving meanwhile read the cart before it, which is when two applications of one card would both pass.
 */
@EventSubscriber()
class SlowSurchargeInserts implements EntitySubscriberInterface<Surcharge> {
    static delayMs = 0;

    listenTo() {
        return Surcharge;
    }

    async beforeInsert() {
        if (SlowSurchargeInserts.delayMs > 0) {
            await new Promise(resolve => setTimeout(resolve, SlowSurchargeInserts.delayMs));
        }
    }
}

const GIFT_CARD_FIELDS = gql`
    fragment Card on GiftCard {
        id
        code
        initialBalance
        balance
        currencyCode
        expiresAt
        enabled
    }
`;
const CREATE_CARD = gql`
    mutation Create($input: CreateGiftCardInput!) {
        createGiftCard(input: $input) {
            ...Card
        }
    }
    ${GIFT_CARD_FIELDS}
`;
const UPDATE_CARD = gql`
    mutation Update($input: UpdateGiftCardInput!) {
        updateGiftCard(input: $input) {
            ...Card
        }
    }
    ${GIFT_CARD_FIELDS}
`;
const DELETE_CARD = gql`
    mutation Delete($id: ID!) {
        deleteGiftCard(id: $id)
    }
`;
const GET_CARD = gql`
    query Card($id: ID!) {
        giftCard(id: $id) {
            ...Card
        }
    }
    ${GIFT_CARD_FIELDS}
`;
const LEDGER = gql`
    query Ledger($id: ID!) {
        giftCard(id: $id) {
            initialBalance
            balance
            ledger {
                id
                createdAt
                orderCode
                amount
                currencyCode
            }
        }
    }
`;
const LIST_CARDS = gql`
    query Cards {
        giftCards(options: { sort: { id: ASC } }) {
            totalItems
            items {
                ...Card
            }
        }
    }
    ${GIFT_CARD_FIELDS}
`;
const APPLY = gql`
    mutation Apply($code: String!) {
        applyGiftCard(code: $code) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
            ... on GiftCardExpiredError {
                expiredAt
            }
        }
    }
    ${ORDER_FIELDS}
`;
const REMOVE = gql`
    mutation Remove($code: String!) {
        removeGiftCard(code: $code) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;
const APPLY_COUPON = gql`
    mutation Coupon($code: String!) {
        applyCouponCode(couponCode: $code) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
            ... on CouponCodeRefusedError {
                couponCode
                reason
                minimumAmount
                missingAmount
            }
        }
    }
    ${ORDER_FIELDS}
`;
const REMOVE_COUPON = gql`
    mutation RemoveCoupon($code: String!) {
        removeCouponCode(couponCode: $code) {
            ...CartOrder
        }
    }
    ${ORDER_FIELDS}
`;
const CHECKOUT_DETAILS = gql`
    mutation Details($email: String! = "giulia.bianchi@example.it") {
        setCustomerForOrder(input: { emailAddress: $email, firstName: "Giulia", lastName: "Bianchi" }) {
            ... on Order {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
        setOrderShippingAddress(
            input: {
                fullName: "Giulia Bianchi"
                streetLine1: "Via Roma 1"
                city: "Milano"
                postalCode: "20100"
                countryCode: "IT"
            }
        ) {
            ... on Order {
                id
            }
        }
    }
`;
const SHIPPING_METHODS = gql`
    query Methods {
        eligibleShippingMethods {
            id
            code
        }
    }
`;
const SET_SHIPPING = gql`
    mutation Shipping($id: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $id) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;
const TRANSITION = gql`
    mutation Transition($state: String!) {
        transitionOrderToState(state: $state) {
            ...CartOrder
            ... on OrderStateTransitionError {
                errorCode
                message
                transitionError
            }
        }
    }
    ${ORDER_FIELDS}
`;
const ADD_PAYMENT = gql`
    mutation Pay {
        addPaymentToOrder(input: { method: "cart-test-payment", metadata: {} }) {
            ...CartOrder
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
    ${ORDER_FIELDS}
`;
const CREATE_PAYMENT_METHOD = gql`
    mutation PaymentMethod {
        createPaymentMethod(
            input: {
                code: "cart-test-payment"
                enabled: true
                handler: { code: "cart-test-payment", arguments: [] }
                translations: [{ languageCode: it, name: "Pagamento di prova" }]
            }
        ) {
            id
        }
    }
`;

/**
 * A 10 % coupon once per customer, as the demo's BENVENUTO10 without its first-order rule (decision 034), so these
 * tests read a percentage coupon on guests' carts.
 */
const CREATE_PERCENT_COUPON = gql`
    mutation PercentCoupon {
        createPromotion(
            input: {
                enabled: true
                couponCode: "DIECI10"
                perCustomerUsageLimit: 1
                conditions: []
                actions: [{ code: "order_percentage_discount", arguments: [{ name: "discount", value: "10" }] }]
                translations: [{ languageCode: it, name: "Dieci per cento" }]
            }
        ) {
            ... on Promotion {
                id
            }
        }
    }
`;

type LedgerEntry = { id: string; createdAt: string; orderCode: string; amount: number; currencyCode: string };
type Card = {
    id: string;
    code: string;
    initialBalance: number;
    balance: number;
    currencyCode: string;
    expiresAt: string | null;
    enabled: boolean;
};
/** Prices include VAT in this channel, as shoppers see them. */
type Variant = { id: string; sku: string; priceWithTax: number };

describe('gift card plugin: gift cards and coupons', () => {
    const { adminClient, shopClient, config, init, destroy } = createShopTestEnvironment({ port: PORT });
    config.paymentOptions.paymentMethodHandlers.push(testPaymentHandler);
    config.dbConnectionOptions = {
        ...config.dbConnectionOptions,
        subscribers: [
            ...((config.dbConnectionOptions.subscribers as Array<string | (new () => unknown)>) ?? []),
            SlowSurchargeInserts,
        ],
    };
    let phone: Variant;
    let tv: Variant;
    /** Under the 100 € free-shipping threshold. */
    let kettle: Variant;

    async function variant(sku: string): Promise<Variant> {
        const { productVariants } = await adminClient.query<{ productVariants: { items: Variant[] } }>(
            VARIANTS_BY_SKU,
            { sku },
        );
        return productVariants.items[0];
    }

    async function createCard(code: string, initialBalance: number, extra: Record<string, unknown> = {}) {
        const { createGiftCard } = await adminClient.query<{ createGiftCard: Card }>(CREATE_CARD, {
            input: { code, initialBalance, ...extra },
        });
        return createGiftCard;
    }

    async function card(id: string): Promise<Card> {
        const { giftCard } = await adminClient.query<{ giftCard: Card }>(GET_CARD, { id });
        return giftCard;
    }

    /** The card's ledger, checked against its balance: every euro that left the card is in it, and no other. */
    async function ledger(id: string): Promise<Array<Pick<LedgerEntry, 'orderCode' | 'amount' | 'currencyCode'>>> {
        const { giftCard } = await adminClient.query<{
            giftCard: { initialBalance: number; balance: number; ledger: LedgerEntry[] };
        }>(LEDGER, { id });
        const spent = giftCard.ledger.reduce((sum, entry) => sum + entry.amount, 0);
        expect(giftCard.balance).toBe(giftCard.initialBalance - spent);
        for (const entry of giftCard.ledger) {
            expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(10 * 60_000);
        }
        return giftCard.ledger.map(({ orderCode, amount, currencyCode }) => ({ orderCode, amount, currencyCode }));
    }

    async function freshCart(...variants: Array<[Variant, number]>): Promise<CartOrder> {
        await shopClient.asAnonymousUser();
        let order: CartOrder | undefined;
        for (const [item, quantity] of variants) {
            ({ addItemToOrder: order } = await shopClient.query<{ addItemToOrder: CartOrder }>(ADD_ITEM, {
                variantId: item.id,
                quantity,
            }));
        }
        return order!;
    }

    /** The answer of applying a card that must be refused: GiftCardError, by code, with requirements §8's one message. */
    async function expectRefused(code: string) {
        const { applyGiftCard } = await shopClient.query<{ applyGiftCard: unknown }>(APPLY, { code });
        expect(applyGiftCard, code).toEqual({ errorCode: 'GIFT_CARD_ERROR', message: GIFT_CARD_ERROR_MESSAGE });
    }

    async function apply(code: string): Promise<CartOrder> {
        const { applyGiftCard } = await shopClient.query<{ applyGiftCard: CartOrder }>(APPLY, { code });
        return applyGiftCard;
    }

    async function activeOrder(): Promise<CartOrder> {
        const { activeOrder } = await shopClient.query<{ activeOrder: CartOrder }>(ACTIVE_ORDER);
        return activeOrder;
    }

    /** Customer, address, the shipping method: what ArrangingPayment needs. */
    async function readyForPayment(email?: string): Promise<CartOrder> {
        await shopClient.query(CHECKOUT_DETAILS, email ? { email } : {});
        const { eligibleShippingMethods } = await shopClient.query<{ eligibleShippingMethods: Array<{ id: string }> }>(
            SHIPPING_METHODS,
        );
        const { setOrderShippingMethod } = await shopClient.query<{ setOrderShippingMethod: CartOrder }>(SET_SHIPPING, {
            id: [eligibleShippingMethods[0].id],
        });
        return setOrderShippingMethod;
    }

    function giftCardAmount(order: CartOrder): number {
        const amount = -order.surcharges
            .filter(s => s.sku.startsWith('GIFTCARD:'))
            .reduce((sum, s) => sum + s.priceWithTax, 0);
        // The typed field tells the same as the surcharges it is read from.
        expect(order.giftCards.reduce((sum, card) => sum + card.amount, 0)).toBe(amount);
        return amount;
    }

    beforeAll(async () => {
        await init();
        await adminClient.asSuperAdmin();
        await adminClient.query(CREATE_PAYMENT_METHOD);
        await adminClient.query(CREATE_PERCENT_COUPON);
        phone = await variant('SM-A165F');
        tv = await variant('OLED55C44LA');
        kettle = await variant('ARI1358');
        await adminClient.query(UPDATE_VARIANTS, { input: [{ id: tv.id, stockOnHand: 100 }] });
    });

    afterAll(async () => {
        await destroy();
    });

    describe('staff', () => {
        it('lists the seeded demo cards', async () => {
            const { giftCards } = await adminClient.query<{ giftCards: { items: Card[] } }>(LIST_CARDS);
            expect(giftCards.items.map(c => c.code)).toEqual(
                expect.arrayContaining(['DEMO-GIFT-0025-EURO', 'DEMO-GIFT-0100-EURO', 'DEMO-GIFT-SCAD-UTA0']),
            );
        });

        it('creates a card from a typed code, in euro, and refuses a malformed or repeated code', async () => {
            const created = await createCard('stfa-aaaa-bbbb-0001', 2500);
            expect(created).toMatchObject({
                code: 'STFA-AAAA-BBBB-0001',
                initialBalance: 2500,
                balance: 2500,
                currencyCode: 'EUR',
                enabled: true,
                expiresAt: null,
            });
            await expect(createCard('STFAAAAABBBB0001', 100)).rejects.toThrow('already exists');
            await expect(createCard('SHORT-CODE', 100)).rejects.toThrow('16 letters and digits');
            await expect(createCard('STFA-AAAA-BBBB-0002', -5)).rejects.toThrow('whole number of cents');
        });

        it('makes a random code when none is given', async () => {
            const created = await createCard(null as never, 1000);
            expect(created.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
        });

        it('keeps gift cards and their ledgers from anonymous callers of the admin API', async () => {
            const { giftCards } = await adminClient.query<{ giftCards: { items: Card[] } }>(LIST_CARDS);
            await adminClient.asAnonymousUser();
            await expect(adminClient.query(LIST_CARDS)).rejects.toThrow(
                'You are not currently authorized to perform this action',
            );
            await expect(adminClient.query(LEDGER, { id: giftCards.items[0].id })).rejects.toThrow(
                'You are not currently authorized to perform this action',
            );
            await adminClient.asSuperAdmin();
        });

        it('shows an empty ledger for a card never spent', async () => {
            const created = await createCard('LEDG-ERNE-VERU-SED0', 1500);
            expect(await ledger(created.id)).toEqual([]);
        });

        it('writes a balance set by staff to the ledger, with no order code', async () => {
            const created = await createCard('STAF-FBAL-ANCE-0001', 5000);
            await adminClient.query(UPDATE_CARD, { input: { id: created.id, balance: 3000 } });
            await adminClient.query(UPDATE_CARD, { input: { id: created.id, balance: 4500 } });
            // The same balance again moves nothing.
            await adminClient.query(UPDATE_CARD, { input: { id: created.id, balance: 4500 } });
            expect(await ledger(created.id)).toEqual([
                { orderCode: null, amount: 2000, currencyCode: 'EUR' },
                { orderCode: null, amount: -1500, currencyCode: 'EUR' },
            ]);
        });

        it('deletes a card never used, and keeps a used one (disable it instead)', async () => {
            const unused = await createCard('NEVE-RUSE-D000-0001', 1000);
            expect(await adminClient.query(DELETE_CARD, { id: unused.id })).toEqual({ deleteGiftCard: true });
            const used = await createCard('USED-CARD-0000-0001', 1000);
            await adminClient.query(UPDATE_CARD, { input: { id: used.id, balance: 500 } });
            await expect(adminClient.query(DELETE_CARD, { id: used.id })).rejects.toThrow(
                'A gift card that has been used cannot be deleted: disable it instead',
            );
            expect((await card(used.id)).balance).toBe(500);
        });
    });

    describe('applying to the cart', () => {
        it('takes min(balance, total) off the cart as a negative surcharge, with or without dashes', async () => {
            const cart = await freshCart([phone, 1]);
            const before = cart.totalWithTax;
            const order = await apply('demogift0025euro');
            expect(order.surcharges).toEqual([
                expect.objectContaining({ sku: 'GIFTCARD:DEMO-GIFT-0025-EURO', priceWithTax: -2500 }),
            ]);
            expect(order.giftCards).toEqual([{ code: 'DEMO-GIFT-0025-EURO', amount: 2500 }]);
            expect(order.totalWithTax).toBe(before - 2500);
        });

        it('answers one message for every refused code', async () => {
            const disabled = await createCard('DISA-BLED-0000-0001', 1000, { enabled: false });
            const empty = await createCard('EMPT-YCAR-D000-0001', 1000);
            await adminClient.query(UPDATE_CARD, { input: { id: empty.id, balance: 0 } });
            for (const code of [
                'NOPE-NOPE-NOPE-NOPE',
                'not a code',
                disabled.code,
                empty.code,
                'DEMO-GIFT-0025-EURO',
            ]) {
                await expectRefused(code);
            }
            expect((await activeOrder()).surcharges).toHaveLength(1);
        });

        it('tells an expired card apart, with the moment it expired, and leaves the cart as it was', async () => {
            const before = await activeOrder();
            for (const code of ['DEMO-GIFT-SCAD-UTA0', 'demogiftscaduta0']) {
                const { applyGiftCard } = await shopClient.query<{ applyGiftCard: unknown }>(APPLY, { code });
                expect(applyGiftCard).toEqual({
                    errorCode: 'GIFT_CARD_EXPIRED_ERROR',
                    message: 'This gift card expired on 2024-12-31T23:00:00.000Z',
                    expiredAt: '2024-12-31T23:00:00.000Z',
                });
            }
            // Disabled, it is refused as any other code: only a card that could be spent but for its date says so.
            const expiredDisabled = await createCard('SCAD-UTAD-ISAB-0001', 1000, {
                expiresAt: '2025-06-30T22:00:00.000Z',
                enabled: false,
            });
            await expectRefused(expiredDisabled.code);
            const after = await activeOrder();
            expect(after.surcharges).toEqual(before.surcharges);
            expect(after.totalWithTax).toBe(before.totalWithTax);
        });

        it('removes an applied card and gives the total back', async () => {
            const { removeGiftCard } = await shopClient.query<{ removeGiftCard: CartOrder }>(REMOVE, {
                code: 'DEMO-GIFT-0025-EURO',
            });
            expect(removeGiftCard.surcharges).toEqual([]);
            expect(removeGiftCard.giftCards).toEqual([]);
            expect(removeGiftCard.totalWithTax).toBe(phone.priceWithTax);
            const { removeGiftCard: notThere } = await shopClient.query<{ removeGiftCard: unknown }>(REMOVE, {
                code: 'DEMO-GIFT-0025-EURO',
            });
            expect(notThere).toEqual({
                errorCode: 'GIFT_CARD_NOT_APPLIED_ERROR',
                message: GIFT_CARD_NOT_APPLIED_MESSAGE,
            });
        });

        it('never takes off more than the total, and follows the total as the cart changes', async () => {
            const big = await createCard('BIGC-ARD0-0000-0001', 1_000_000);
            await freshCart([phone, 1]);
            let order = await apply(big.code);
            expect(giftCardAmount(order)).toBe(phone.priceWithTax);
            expect(order.totalWithTax).toBe(0);

            ({ addItemToOrder: order } = await shopClient.query<{ addItemToOrder: CartOrder }>(ADD_ITEM, {
                variantId: tv.id,
                quantity: 1,
            }));
            expect(giftCardAmount(order)).toBe(phone.priceWithTax + tv.priceWithTax);
            expect(order.totalWithTax).toBe(0);

            const tvLine = order.lines.find(line => line.productVariant.id === tv.id)!;
            ({ removeOrderLine: order } = await shopClient.query<{ removeOrderLine: CartOrder }>(REMOVE_LINE, {
                lineId: tvLine.id,
            }));
            expect(giftCardAmount(order)).toBe(phone.priceWithTax);
            expect(order.totalWithTax).toBe(0);
            expect(giftCardAmount(await activeOrder())).toBe(phone.priceWithTax);
            // Nothing is spent while the order is a cart.
            expect((await card(big.id)).balance).toBe(1_000_000);
        });

        it('refuses a card already applied to the cart', async () => {
            await expectRefused('BIGC-ARD0-0000-0001');
        });

        it('applies a card once when five requests ask at the same moment, and the cart goes on to a paid order', async () => {
            const gift = await createCard('ONCE-ONLY-FIVE-0001', 1000);
            const cart = await freshCart([phone, 1]);
            SlowSurchargeInserts.delayMs = 300;
            const answers = await Promise.all(
                Array.from({ length: 5 }, () =>
                    shopClient.query<{ applyGiftCard: CartOrder | { errorCode: string } }>(APPLY, { code: gift.code }),
                ),
            ).finally(() => {
                SlowSurchargeInserts.delayMs = 0;
            });
            const applied = answers.filter(answer => !('errorCode' in answer.applyGiftCard));
            const refused = answers.filter(answer => 'errorCode' in answer.applyGiftCard);
            expect(applied).toHaveLength(1);
            expect(refused.map(answer => answer.applyGiftCard)).toEqual(
                Array.from({ length: 4 }, () => ({ errorCode: 'GIFT_CARD_ERROR', message: GIFT_CARD_ERROR_MESSAGE })),
            );

            let order = await activeOrder();
            expect(order.surcharges).toEqual([
                expect.objectContaining({ sku: 'GIFTCARD:ONCE-ONLY-FIVE-0001', priceWithTax: -1000 }),
            ]);
            expect(order.giftCards).toEqual([{ code: 'ONCE-ONLY-FIVE-0001', amount: 1000 }]);
            expect(order.subTotalWithTax).toBe(cart.subTotalWithTax - 1000);
            expect(order.totalWithTax).toBe(cart.totalWithTax - 1000);

            // The cart still changes, and the one application follows it up to the paid order.
            ({ addItemToOrder: order } = await shopClient.query<{ addItemToOrder: CartOrder }>(ADD_ITEM, {
                variantId: kettle.id,
                quantity: 1,
            }));
            expect(giftCardAmount(order)).toBe(1000);
            expect(order.totalWithTax).toBe(phone.priceWithTax + kettle.priceWithTax - 1000);
            const ready = await readyForPayment();
            expect(giftCardAmount(ready)).toBe(1000);
            expect(ready.totalWithTax).toBe(phone.priceWithTax + kettle.priceWithTax + ready.shippingWithTax - 1000);
            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            const { addPaymentToOrder } = await shopClient.query<{ addPaymentToOrder: CartOrder }>(ADD_PAYMENT);
            expect(addPaymentToOrder.state).toBe('PaymentSettled');
            expect(addPaymentToOrder.totalWithTax).toBe(ready.totalWithTax);
            expect(await ledger(gift.id)).toEqual([{ orderCode: ready.code, amount: 1000, currencyCode: 'EUR' }]);
        });

        it('refuses by code to apply or remove a card without a cart', async () => {
            await shopClient.asAnonymousUser();
            await expectRefused('DEMO-GIFT-0100-EURO');
            const { removeGiftCard } = await shopClient.query<{ removeGiftCard: unknown }>(REMOVE, {
                code: 'DEMO-GIFT-0100-EURO',
            });
            expect(removeGiftCard).toEqual({
                errorCode: 'GIFT_CARD_NOT_APPLIED_ERROR',
                message: GIFT_CARD_NOT_APPLIED_MESSAGE,
            });
        });
    });

    describe('spending the balance', () => {
        it('spends the applied amount when the order goes to payment, and the rest is paid', async () => {
            const gift = await createCard('SPEN-DTHI-SCAR-D001', 5000);
            await freshCart([phone, 1]);
            await apply(gift.code);
            const ready = await readyForPayment();
            expect(giftCardAmount(ready)).toBe(5000);
            const { transitionOrderToState } = await shopClient.query<{ transitionOrderToState: CartOrder }>(
                TRANSITION,
                { state: 'ArrangingPayment' },
            );
            expect(transitionOrderToState.state).toBe('ArrangingPayment');
            expect((await card(gift.id)).balance).toBe(0);
            const spent = [{ orderCode: ready.code, amount: 5000, currencyCode: 'EUR' }];
            expect(await ledger(gift.id)).toEqual(spent);

            const { addPaymentToOrder } = await shopClient.query<{ addPaymentToOrder: CartOrder }>(ADD_PAYMENT);
            expect(addPaymentToOrder.state).toBe('PaymentSettled');
            expect(addPaymentToOrder.totalWithTax).toBe(ready.totalWithTax);
            expect(giftCardAmount(addPaymentToOrder)).toBe(5000);
            expect((await card(gift.id)).balance).toBe(0);
            // Placing the order moves nothing more.
            expect(await ledger(gift.id)).toEqual(spent);
        });

        it('gives the amount back when the shopper returns to the cart', async () => {
            const gift = await createCard('BACK-TOCA-RT00-0001', 3000);
            await freshCart([phone, 1]);
            await apply(gift.code);
            const { code } = await readyForPayment();
            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            expect((await card(gift.id)).balance).toBe(0);
            const { transitionOrderToState } = await shopClient.query<{ transitionOrderToState: CartOrder }>(
                TRANSITION,
                { state: 'AddingItems' },
            );
            expect(transitionOrderToState.state).toBe('AddingItems');
            expect((await card(gift.id)).balance).toBe(3000);
            expect(await ledger(gift.id)).toEqual([
                { orderCode: code, amount: 3000, currencyCode: 'EUR' },
                { orderCode: code, amount: -3000, currencyCode: 'EUR' },
            ]);
        });

        it('gives the spend back when a coupon reopens the order, and spends the new total on the way to payment', async () => {
            const gift = await createCard('PART-BACK-0000-0001', 50_000);
            await freshCart([phone, 1]);
            await apply(gift.code);
            const ready = await readyForPayment();
            const spent = giftCardAmount(ready);
            expect(spent).toBe(phone.priceWithTax + ready.shippingWithTax);
            expect(ready.totalWithTax).toBe(0);
            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            expect((await card(gift.id)).balance).toBe(50_000 - spent);

            // A change while the order waits for payment takes it back to the cart first (decision 033), which gives
            // the card's spend back whole; the card stays applied to the new total.
            const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'DIECI10',
            });
            const discount = Math.round(phone.priceWithTax / 10);
            expect(applyCouponCode.state).toBe('AddingItems');
            expect(applyCouponCode.discounts.map(d => d.amountWithTax)).toEqual([-discount]);
            const applied = giftCardAmount(applyCouponCode);
            expect(applied).toBe(phone.priceWithTax - discount + applyCouponCode.shippingWithTax);
            expect(applyCouponCode.totalWithTax).toBe(0);
            expect((await card(gift.id)).balance).toBe(50_000);

            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            expect((await card(gift.id)).balance).toBe(50_000 - applied);
            expect(await ledger(gift.id)).toEqual([
                { orderCode: ready.code, amount: spent, currencyCode: 'EUR' },
                { orderCode: ready.code, amount: -spent, currencyCode: 'EUR' },
                { orderCode: ready.code, amount: applied, currencyCode: 'EUR' },
            ]);
        });

        it('covers exactly goods and shipping, on the cart and once the shipping method is set, and spends no more', async () => {
            const gift = await createCard('SHIP-PING-0000-0001', 10_000);
            await freshCart([kettle, 1]);
            // The cart carries its shipping from the first product (decision 034): the card covers it already.
            const applied = await apply(gift.code);
            expect(applied.shippingWithTax).toBe(500);
            expect(giftCardAmount(applied)).toBe(kettle.priceWithTax + 500);
            expect(applied.totalWithTax).toBe(0);
            const ready = await readyForPayment();
            expect(ready.shippingWithTax).toBeGreaterThan(0);
            expect(giftCardAmount(ready)).toBe(kettle.priceWithTax + ready.shippingWithTax);
            expect(ready.subTotalWithTax).toBe(kettle.priceWithTax - giftCardAmount(ready));
            expect(ready.totalWithTax).toBe(0);
            expect(await activeOrder()).toEqual(ready);

            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            expect(await ledger(gift.id)).toEqual([
                { orderCode: ready.code, amount: kettle.priceWithTax + ready.shippingWithTax, currencyCode: 'EUR' },
            ]);
        });

        it('never takes free shipping away: the threshold reads the goods, not what the card leaves', async () => {
            expect(phone.priceWithTax).toBeGreaterThanOrEqual(10_000);
            const gift = await createCard('SPED-GRAT-ISSI-MA01', phone.priceWithTax - 1_000);
            await freshCart([phone, 1]);
            await apply(gift.code);
            const ready = await readyForPayment();
            expect(ready.shippingWithTax).toBe(0);
            expect(ready.totalWithTax).toBe(1_000);
        });

        it('lets only one of two carts spend the same balance', async () => {
            const gift = await createCard('ONLY-ONCE-0000-0001', 4000);
            await freshCart([phone, 1]);
            await apply(gift.code);
            await readyForPayment();
            const firstToken = shopClient.getAuthToken();

            await freshCart([phone, 1]);
            await apply(gift.code);
            await readyForPayment();
            const secondToken = shopClient.getAuthToken();

            shopClient.setAuthToken(firstToken);
            const first = await shopClient.query<{ transitionOrderToState: CartOrder }>(TRANSITION, {
                state: 'ArrangingPayment',
            });
            expect(first.transitionOrderToState.state).toBe('ArrangingPayment');
            const firstCode = first.transitionOrderToState.code;

            shopClient.setAuthToken(secondToken);
            const second = await shopClient.query<{
                transitionOrderToState: { errorCode: string; message: string; transitionError: string };
            }>(TRANSITION, { state: 'ArrangingPayment' });
            expect(second.transitionOrderToState.errorCode).toBe('ORDER_STATE_TRANSITION_ERROR');
            // Told apart by its code; the message is requirements §8's sentence.
            expect(second.transitionOrderToState.transitionError).toBe('GIFT_CARD_NOT_COVERED');
            expect(second.transitionOrderToState.message).toBe(GIFT_CARD_ERROR_MESSAGE);
            expect((await activeOrder()).state).toBe('AddingItems');
            expect((await card(gift.id)).balance).toBe(0);
            // The refused reservation left no trace.
            expect(await ledger(gift.id)).toEqual([{ orderCode: firstCode, amount: 4000, currencyCode: 'EUR' }]);
        });
    });

    describe('coupons', () => {
        it('applies and removes a percentage coupon, whatever the letter case', async () => {
            const cart = await freshCart([phone, 1]);
            const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'dieci10',
            });
            expect(applyCouponCode.couponCodes).toEqual(['DIECI10']);
            expect(applyCouponCode.totalWithTax).toBe(cart.totalWithTax - Math.round(phone.priceWithTax / 10));
            const { removeCouponCode } = await shopClient.query<{ removeCouponCode: CartOrder }>(REMOVE_COUPON, {
                code: 'DIECI10',
            });
            expect(removeCouponCode.couponCodes).toEqual([]);
            expect(removeCouponCode.totalWithTax).toBe(cart.totalWithTax);
        });

        it('takes 50 € off from 500 € only, and refuses it below with what is missing', async () => {
            await freshCart([phone, 1]);
            const small = await shopClient.query<{ applyCouponCode: unknown }>(APPLY_COUPON, { code: 'risparmia50' });
            expect(small.applyCouponCode).toEqual({
                errorCode: 'COUPON_CODE_REFUSED_ERROR',
                message: 'Coupon RISPARMIA50 is for orders from a minimum amount: add more to use it',
                couponCode: 'RISPARMIA50',
                reason: 'MINIMUM_ORDER_AMOUNT',
                minimumAmount: 50_000,
                missingAmount: 50_000 - phone.priceWithTax,
            });
            const refusedCart = await activeOrder();
            expect(refusedCart.couponCodes).toEqual([]);
            expect(refusedCart.totalWithTax).toBe(phone.priceWithTax);
            const cart = await freshCart([tv, 1]);
            const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'RISPARMIA50',
            });
            expect(applyCouponCode.totalWithTax).toBe(cart.totalWithTax - 5000);
        });

        describe('with a gift card, which is payment and changes no promotion', () => {
            /** A cart just above RISPARMIA50's 500 € threshold. */
            const JUST_ABOVE = 50_100;
            let item: Variant;

            beforeAll(async () => {
                item = await variant('CMCH202EL');
                await adminClient.query(UPDATE_VARIANTS, { input: [{ id: item.id, price: JUST_ABOVE }] });
                item = await variant('CMCH202EL');
                expect(item.priceWithTax).toBe(JUST_ABOVE);
            });

            function expectRisparmia50(order: CartOrder) {
                expect(order.couponCodes).toEqual(['RISPARMIA50']);
                expect(order.discounts).toEqual([{ description: '50 € di sconto da 500 €', amountWithTax: -5000 }]);
            }

            it('keeps RISPARMIA50 when a card applied after it takes the rest below 500 €', async () => {
                const gift = await createCard('THRE-SHOL-D000-0001', 5000);
                await freshCart([item, 1]);
                const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                    code: 'RISPARMIA50',
                });
                expectRisparmia50(applyCouponCode);
                const order = await apply(gift.code);
                expectRisparmia50(order);
                expect(giftCardAmount(order)).toBe(5000);
                expect(order.totalWithTax).toBe(JUST_ABOVE - 5000 - 5000);
                expectRisparmia50(await activeOrder());
            });

            it('applies RISPARMIA50 to a cart already holding a card, up to the placed order', async () => {
                const gift = await createCard('THRE-SHOL-D000-0002', 5000);
                await freshCart([item, 1]);
                await apply(gift.code);
                const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                    code: 'RISPARMIA50',
                });
                expectRisparmia50(applyCouponCode);
                expect(applyCouponCode.totalWithTax).toBe(JUST_ABOVE - 5000 - 5000);

                const ready = await readyForPayment();
                expectRisparmia50(ready);
                expect(ready.shippingWithTax).toBe(0);
                await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
                const { addPaymentToOrder } = await shopClient.query<{ addPaymentToOrder: CartOrder }>(ADD_PAYMENT);
                expect(addPaymentToOrder.state).toBe('PaymentSettled');
                expectRisparmia50(addPaymentToOrder);
                expect(addPaymentToOrder.totalWithTax).toBe(JUST_ABOVE - 5000 - 5000);
                expect(await ledger(gift.id)).toEqual([{ orderCode: ready.code, amount: 5000, currencyCode: 'EUR' }]);
            });

            it('keeps the whole 50 € off when the card covers all the rest', async () => {
                const gift = await createCard('THRE-SHOL-D000-0003', 100_000);
                await freshCart([item, 1]);
                await shopClient.query(APPLY_COUPON, { code: 'RISPARMIA50' });
                const order = await apply(gift.code);
                expectRisparmia50(order);
                expect(giftCardAmount(order)).toBe(JUST_ABOVE - 5000);
                expect(order.totalWithTax).toBe(0);
            });

            it('reckons a percentage coupon on the goods, not on what is left after the card', async () => {
                const gift = await createCard('THRE-SHOL-D000-0004', 10_000);
                await freshCart([phone, 1]);
                await shopClient.query(APPLY_COUPON, { code: 'DIECI10' });
                const order = await apply(gift.code);
                const discount = Math.round(phone.priceWithTax / 10);
                expect(order.discounts.map(d => d.amountWithTax)).toEqual([-discount]);
                expect(order.totalWithTax).toBe(phone.priceWithTax - discount - 10_000);
            });

            it('still refuses RISPARMIA50 below 500 € of goods, card or not', async () => {
                const gift = await createCard('THRE-SHOL-D000-0005', 5000);
                await freshCart([phone, 1]);
                await apply(gift.code);
                const { applyCouponCode } = await shopClient.query<{
                    applyCouponCode: { reason: string; missingAmount: number };
                }>(APPLY_COUPON, { code: 'RISPARMIA50' });
                // What is missing counts the goods: the card pays, it does not take goods off.
                expect(applyCouponCode).toMatchObject({
                    reason: 'MINIMUM_ORDER_AMOUNT',
                    missingAmount: 50_000 - phone.priceWithTax,
                });
                const order = await activeOrder();
                expect(order.couponCodes).toEqual([]);
                expect(order.discounts).toEqual([]);
                expect(order.totalWithTax).toBe(phone.priceWithTax - 5000);
            });
        });

        it('makes shipping free', async () => {
            await freshCart([kettle, 1]);
            const ready = await readyForPayment();
            expect(ready.shippingWithTax).toBeGreaterThan(0);
            const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'SPEDIZIONEGRATIS',
            });
            expect(applyCouponCode.totalWithTax).toBe(ready.totalWithTax - ready.shippingWithTax);
        });

        it('takes each coupon once per customer, counting a guest by the email of the placed order', async () => {
            const email = 'marco.neri@example.it';
            const discount = Math.round(phone.priceWithTax / 10);
            await freshCart([phone, 1]);
            await shopClient.query(APPLY_COUPON, { code: 'DIECI10' });
            const ready = await readyForPayment(email);
            expect(ready.couponCodes).toEqual(['DIECI10']);
            await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
            const { addPaymentToOrder } = await shopClient.query<{ addPaymentToOrder: CartOrder }>(ADD_PAYMENT);
            expect(addPaymentToOrder.state).toBe('PaymentSettled');
            expect(addPaymentToOrder.discounts.map(d => d.amountWithTax)).toEqual([-discount]);

            // A new guest cart takes the code while nobody is known…
            const cart = await freshCart([phone, 1]);
            const { applyCouponCode } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'DIECI10',
            });
            expect(applyCouponCode.totalWithTax).toBe(cart.totalWithTax - discount);
            // …and loses it once the email is that of the customer who already used it.
            const again = await readyForPayment(email);
            expect(again.couponCodes).toEqual([]);
            expect(again.discounts).toEqual([]);
            expect(again.totalWithTax).toBe(phone.priceWithTax + again.shippingWithTax);
            const refused = await shopClient.query<{ applyCouponCode: { errorCode: string; message: string } }>(
                APPLY_COUPON,
                { code: 'DIECI10' },
            );
            expect(refused.applyCouponCode).toEqual({
                errorCode: 'COUPON_CODE_LIMIT_ERROR',
                message: 'Coupon code cannot be used more than once per customer',
            });

            // Another customer still has it.
            await freshCart([phone, 1]);
            await readyForPayment('lucia.gallo@example.it');
            const { applyCouponCode: other } = await shopClient.query<{ applyCouponCode: CartOrder }>(APPLY_COUPON, {
                code: 'DIECI10',
            });
            expect(other.couponCodes).toEqual(['DIECI10']);
        });

        it("answers Vendure's error for an unknown code", async () => {
            const { applyCouponCode } = await shopClient.query<{
                applyCouponCode: { errorCode: string; message: string };
            }>(APPLY_COUPON, { code: 'NONESISTE' });
            expect(applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
            expect(applyCouponCode.message).toBe('Coupon code "NONESISTE" is not valid');
        });
    });
});
