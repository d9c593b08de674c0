/**
 * Checkout's payments (decision 033): starting an attempt on the active order (XPay's signed form or Findomestic's
 * link, recorded on a Vendure Payment before the shopper leaves), applying the providers' verified answers exactly
 * once, and sending an order back to editing when the shopper changes it during payment.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { FinancingPlan } from '@shop/rules';
import {
    ActiveOrderService,
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    Payment,
    PaymentMethod,
    PaymentService,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { AttemptMetadata } from '../config/payment-handlers';
import { GIFT_CARD_NOT_COVERED } from '../../gift-card/constants';
import {
    ATTEMPT_HOLD_MS,
    EXPIRED,
    FINANCING_RELEASE_MS,
    FINANCING_REVIEW_MS,
    FINDOMESTIC_CALLBACK_ROUTE,
    FINDOMESTIC_LENDER,
    FINDOMESTIC_METHOD,
    LATE_REFUND,
    loggerCtx,
    NEXI_XPAY_METHOD,
    PAYMENT_START_MESSAGES,
    PAYMENTS_PLUGIN_OPTIONS,
    PaymentStartErrorCode,
    REDIRECTED,
    STOREFRONT_PATHS,
    SUPERSEDED_REASONS,
} from '../constants';
import {
    financingRedirect,
    hashToken,
    isFinanceable,
    newCallbackToken,
    readCallback,
    readReturn,
    readToken,
    tokenMatchesHash,
    withToken,
} from '../findomestic/findomestic-protocol';
import {
    isCodTrans,
    newCodTrans,
    OUTCOME_BY_ESITO,
    paymentMessageKey,
    paymentRequest,
    verifyResult,
    XpayEsito,
} from '../nexi/xpay-protocol';
import { singleParam } from '../query-params';
import { PaymentsPluginOptions } from '../types';
import { registerAttempt } from './attempt-registry';
import { SerialLock } from './serial-lock';

export interface PaymentRedirect {
    __typename: 'PaymentRedirect';
    method: 'POST' | 'GET';
    action: string;
    fields: Array<{ name: string; value: string }>;
}

export interface PaymentStartError {
    __typename: 'PaymentStartError';
    errorCode: PaymentStartErrorCode;
    message: string;
}

export interface PaymentOutcome {
    verified: boolean;
    outcome: string | null;
    messageKey: string | null;
    orderCode: string | null;
    orderState: string | null;
}

export type PaymentResultSource = 'RETURN' | 'NOTIFICATION';

export interface FinancingTerms {
    lender: string;
    minCents: number;
    maxCents: number;
    plans: FinancingPlan[];
}

const UNVERIFIED: PaymentOutcome = {
    verified: false,
    outcome: null,
    messageKey: null,
    orderCode: null,
    orderState: null,
};

/** A card success that came after its attempt expired, to be applied in a transaction of its own. */
interface LateSuccess {
    paymentId: ID;
    result: NonNullable<AttemptMetadata['result']>;
}

/** Thrown inside a late success's transaction so that everything it changed rolls back; the money is then refunded. */
class LateRefusal extends Error {
    constructor(readonly reason: string) {
        super(reason);
    }
}

/** The order's lines as one string, by variant (`12x2,15x1`): what an attempt was for, compared on a late success. */
export function orderLinesKey(order: Pick<Order, 'lines'>): string {
    const quantities = new Map<string, number>();
    for (const line of order.lines) {
        const key = String(line.productVariantId);
        quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
    }
    return [...quantities]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, quantity]) => `${id}x${quantity}`)
        .join(',');
}

/** Thrown inside startPayment's transaction so that everything it changed rolls back, then answered as an error. */
class StartRefusal extends Error {
    constructor(
        readonly code: PaymentStartErrorCode,
        readonly detail?: string,
        /** The coupon codes Vendure found spent meanwhile: removed from the cart once the start has rolled back. */
        readonly removedCouponCodes: string[] = [],
    ) {
        super(code);
    }
}

function startError(code: PaymentStartErrorCode): PaymentStartError {
    return { __typename: 'PaymentStartError', errorCode: code, message: PAYMENT_START_MESSAGES[code] };
}

function metadataOf(payment: Payment): AttemptMetadata {
    return (payment.metadata ?? {}) as AttemptMetadata;
}

/** The list the GraphQL API carries, as the provider's query or form: a repeated name stays repeated (and refused). */
function toParams(params: ReadonlyArray<{ name: string; value: string }>): URLSearchParams {
    const search = new URLSearchParams();
    for (const { name, value } of params) search.append(name, value);
    return search;
}

@Injectable()
export class CheckoutPaymentService {
    private readonly lock = new SerialLock();

    constructor(
        private connection: TransactionalConnection,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private paymentService: PaymentService,
        private productVariantService: ProductVariantService,
        @Inject(PAYMENTS_PLUGIN_OPTIONS) private options: PaymentsPluginOptions,
    ) {}

    // ---- Starting an attempt ----------------------------------------------------------------------------------

    async startPayment(ctx: RequestContext, method: string): Promise<PaymentRedirect | PaymentStartError> {
        if (method !== NEXI_XPAY_METHOD && method !== FINDOMESTIC_METHOD)
            return startError('PAYMENT_METHOD_UNAVAILABLE');
        if (!(await this.methodEnabled(ctx, method))) return startError('PAYMENT_METHOD_UNAVAILABLE');
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active) return startError('ORDER_NOT_PAYABLE');
        try {
            return await this.lock.run(() =>
                this.connection.withTransaction(ctx, tx => this.startInTransaction(tx, active.id, method)),
            );
        } catch (error) {
            if (error instanceof StartRefusal) {
                if (error.removedCouponCodes.length > 0) {
                    await this.removeSpentCoupons(ctx, active.id, error.removedCouponCodes);
                }
                Logger.verbose(
                    `startPayment(${method}) on order ${active.code} refused: ${error.code}` +
                        (error.detail ? ` (${error.detail})` : ''),
                    loggerCtx,
                );
                return startError(error.code);
            }
            throw error;
        }
    }

    /**
     * The coupons Vendure found used up as the order went to payment come off the cart, in a transaction of their own
     * (the start's rolled back): the shopper sees the cart's new total and why, and the next start is not refused again.
     */
    private async removeSpentCoupons(ctx: RequestContext, orderId: ID, codes: string[]): Promise<void> {
        await this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                await this.lockOrderRow(tx, orderId);
                for (const code of codes) {
                    const removed = await this.orderService.removeCouponCode(tx, orderId, code);
                    if (!removed) Logger.warn(`Coupon ${code} could not be removed from order ${orderId}`, loggerCtx);
                }
            }),
        );
    }

    /** What instalment estimates are made from, while shoppers can choose Findomestic in this channel. */
    async financingTerms(ctx: RequestContext): Promise<FinancingTerms | null> {
        if (!(await this.methodEnabled(ctx, FINDOMESTIC_METHOD))) return null;
        const { minCents, maxCents, plans } = this.options.findomestic;
        return { lender: FINDOMESTIC_LENDER, minCents, maxCents, plans };
    }

    private async methodEnabled(ctx: RequestContext, code: string): Promise<boolean> {
        const method = await this.connection
            .getRepository(ctx, PaymentMethod)
            .createQueryBuilder('method')
            .innerJoin('method.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('method.code = :code', { code })
            .andWhere('method.enabled = :enabled', { enabled: true })
            .getOne();
        return Boolean(method);
    }

    private async startInTransaction(ctx: RequestContext, orderId: ID, method: string): Promise<PaymentRedirect> {
        await this.lockOrderRow(ctx, orderId);
        let order = await this.orderService.findOne(ctx, orderId);
        if (!order || !order.active || (order.state !== 'AddingItems' && order.state !== 'ArrangingPayment')) {
            throw new StartRefusal('ORDER_NOT_PAYABLE', `state ${order?.state}`);
        }
        const customer = order.customer;
        const address = order.shippingAddress;
        if (
            order.lines.length === 0 ||
            !customer?.emailAddress ||
            !address?.streetLine1 ||
            !address.countryCode ||
            order.shippingLines.length === 0
        ) {
            throw new StartRefusal('ORDER_NOT_PAYABLE', 'missing products, email, address or shipping method');
        }
        const payments = await this.orderService.getOrderPayments(ctx, order.id);
        if (payments.some(payment => payment.state === 'Authorized' || payment.state === 'Settled')) {
            throw new StartRefusal('ALREADY_PAID', 'an earlier attempt was paid');
        }
        await this.checkStock(ctx, order);
        if (method === FINDOMESTIC_METHOD && !isFinanceable(order.totalWithTax, this.options.findomestic)) {
            throw new StartRefusal('NOT_FINANCEABLE', `total ${order.totalWithTax}`);
        }
        if (order.state === 'AddingItems') {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
            if (isGraphQlErrorResult(moved)) {
                throw new StartRefusal(
                    moved.transitionError === GIFT_CARD_NOT_COVERED ? 'GIFT_CARD_USED_UP' : 'ORDER_NOT_PAYABLE',
                    moved.transitionError,
                );
            }
        }
        await this.cancelOpenAttempts(ctx, order.id, 'new-attempt');
        order = (await this.orderService.findOne(ctx, order.id)) as Order;

        const transactionId = newCodTrans(order.code);
        // Two tokens: the return's, which the shopper's browser carries back and only shows the attempt's state, and
        // the callback's, which only the callback URL carries (decision 059).
        const tokens =
            method === FINDOMESTIC_METHOD
                ? { returnToken: newCallbackToken(), callbackToken: newCallbackToken() }
                : null;
        registerAttempt(ctx, {
            transactionId,
            lines: orderLinesKey(order),
            ...(tokens
                ? {
                      returnTokenHash: hashToken(tokens.returnToken),
                      callbackTokenHash: hashToken(tokens.callbackToken),
                  }
                : {}),
        });
        const added = await this.orderService.addPaymentToOrder(ctx, order.id, { method, metadata: {} });
        if (isGraphQlErrorResult(added)) {
            if (added.__typename === 'CouponRemovedDuringCheckoutError') {
                const removed = (added as { removedCouponCodes?: string[] }).removedCouponCodes ?? [];
                throw new StartRefusal('COUPON_NO_LONGER_VALID', `used up: ${removed.join(', ')}`, removed);
            }
            throw new StartRefusal(
                added.__typename === 'IneligiblePaymentMethodError' ? 'NOT_FINANCEABLE' : 'ORDER_NOT_PAYABLE',
                added.message,
            );
        }
        const payment = await this.findPayment(ctx, { transactionId, method });
        if (!payment || payment.state !== REDIRECTED) {
            throw new StartRefusal('PAYMENT_METHOD_UNAVAILABLE', 'the attempt was not recorded');
        }
        const amountCents = payment.amount;
        if (amountCents <= 0) throw new StartRefusal('ORDER_NOT_PAYABLE', 'nothing to pay');
        const origin = this.options.storefrontOrigin;

        if (method === NEXI_XPAY_METHOD) {
            const form = paymentRequest({
                endpoint: this.options.xpay.endpoint,
                alias: this.options.xpay.alias,
                macKey: this.options.xpay.macKey,
                codTrans: transactionId,
                amountCents,
                currency: 'EUR',
                returnUrl: `${origin}${STOREFRONT_PATHS.xpayReturn}`,
                cancelUrl: `${origin}${STOREFRONT_PATHS.xpayReturn}`,
                notifyUrl: `${origin}${STOREFRONT_PATHS.xpayNotification}`,
                email: customer.emailAddress,
                description: `Ordine ${order.code}`,
            });
            Logger.info(
                `Card payment ${transactionId} started for order ${order.code}: ${amountCents} cents`,
                loggerCtx,
            );
            return {
                __typename: 'PaymentRedirect',
                method: 'POST',
                action: form.action,
                fields: Object.entries(form.fields).map(([name, value]) => ({ name, value })),
            };
        }
        const link = financingRedirect({
            baseUrl: this.options.findomestic.webAppUrl,
            tvei: this.options.findomestic.tvei,
            prf: this.options.findomestic.prf,
            amountCents,
            cartId: order.code,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.emailAddress,
            returnUrl: withToken(`${origin}${STOREFRONT_PATHS.findomesticReturn}`, tokens!.returnToken),
            callbackUrl: withToken(`${this.options.serverOrigin}/${FINDOMESTIC_CALLBACK_ROUTE}`, tokens!.callbackToken),
        });
        Logger.info(`Financing ${transactionId} started for order ${order.code}: ${amountCents} cents`, loggerCtx);
        return { __typename: 'PaymentRedirect', method: 'GET', action: link, fields: [] };
    }

    /**
     * The order's quantities against saleable stock less what other shoppers' open attempts hold, with the variants'
     * stock rows locked on PostgreSQL (in id order, so two checkouts sharing variants cannot deadlock): of two shoppers
     * starting to pay for the last unit, the second is refused.
     */
    private async checkStock(ctx: RequestContext, order: Order): Promise<void> {
        const wanted = new Map<string, { quantity: number; line: Order['lines'][number] }>();
        for (const line of order.lines) {
            const key = String(line.productVariantId);
            wanted.set(key, { quantity: (wanted.get(key)?.quantity ?? 0) + line.quantity, line });
        }
        await this.lockStockRows(ctx, order);
        const held = await this.heldByOtherAttempts(ctx, order.id);
        for (const [variantId, { quantity, line }] of wanted) {
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, line.productVariant);
            if (quantity > saleable - (held.get(variantId) ?? 0)) {
                throw new StartRefusal('INSUFFICIENT_STOCK', line.productVariant.sku);
            }
        }
    }

    /** Units in other orders whose payment attempt is open (Redirected, recent): they may be paid for any moment. */
    private async heldByOtherAttempts(ctx: RequestContext, orderId: ID): Promise<Map<string, number>> {
        const open = await this.connection.getRepository(ctx, Payment).find({
            where: { state: REDIRECTED, order: { state: 'ArrangingPayment' } },
            relations: { order: { lines: true } },
        });
        const since = Date.now() - ATTEMPT_HOLD_MS;
        const orders = new Map<string, Order>();
        for (const payment of open) {
            if (String(payment.order.id) === String(orderId)) continue;
            if (new Date(payment.createdAt).getTime() < since) continue;
            orders.set(String(payment.order.id), payment.order);
        }
        const held = new Map<string, number>();
        for (const other of orders.values()) {
            for (const line of other.lines) {
                const key = String(line.productVariantId);
                held.set(key, (held.get(key) ?? 0) + line.quantity);
            }
        }
        return held;
    }

    private async cancelOpenAttempts(ctx: RequestContext, orderId: ID, because: string): Promise<void> {
        const payments = await this.connection
            .getRepository(ctx, Payment)
            .find({ where: { order: { id: orderId }, state: REDIRECTED } });
        for (const payment of payments) {
            payment.metadata = { ...metadataOf(payment), cancelledBecause: because };
            await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
            await this.paymentService.cancelPayment(ctx, payment.id);
        }
    }

    /** The variants' stock rows, on PostgreSQL, in id order (so two checkouts sharing variants cannot deadlock). */
    private async lockStockRows(ctx: RequestContext, order: Order): Promise<void> {
        const manager = this.connection.getRepository(ctx, Order).manager;
        if (manager.connection.options.type === 'postgres') {
            const variantIds = [...new Set(order.lines.map(line => Number(line.productVariantId)))];
            await manager.query(
                'SELECT "id" FROM "stock_level" WHERE "productVariantId" = ANY($1) ORDER BY "id" FOR UPDATE',
                [variantIds],
            );
        }
    }

    private async lockOrderRow(ctx: RequestContext, orderId: ID): Promise<void> {
        const manager = this.connection.getRepository(ctx, Order).manager;
        if (manager.connection.options.type === 'postgres') {
            await manager.query('SELECT "id" FROM "order" WHERE "id" = $1 FOR UPDATE', [orderId]);
        }
    }

    // ---- Back to editing --------------------------------------------------------------------------------------

    /**
     * Before a change to the session's order: an order waiting for payment goes back to AddingItems and its open
     * attempts are cancelled, so the change applies and the next payment is for the changed order.
     */
    async backToEditing(ctx: RequestContext): Promise<void> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active || active.state !== 'ArrangingPayment') return;
        await this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                await this.lockOrderRow(tx, active.id);
                const order = await this.orderService.findOne(tx, active.id);
                if (!order || !order.active || order.state !== 'ArrangingPayment') return;
                await this.cancelOpenAttempts(tx, order.id, 'order-changed');
                const moved = await this.orderService.transitionToState(tx, order.id, 'AddingItems');
                if (isGraphQlErrorResult(moved)) {
                    Logger.warn(`Order ${order.code} could not go back to editing: ${moved.message}`, loggerCtx);
                } else {
                    Logger.verbose(`Order ${order.code} back to editing from ArrangingPayment`, loggerCtx);
                }
            }),
        );
    }

    // ---- Abandoned payments -----------------------------------------------------------------------------------

    /**
     * Gives abandoned payments back to their carts (the scheduled task, payments.plugin.ts): an order waiting for
     * payment whose last activity (its newest attempt, or the order itself when it has none) is older than the card
     * hold, or than FINANCING_RELEASE_MS while a financing application has not come back at all, has its open attempts
     * cancelled as `expired` and goes back to AddingItems, so its gift cards get their balance back and the shopper
     * finds the cart as it was. An order with an answered financing attempt (in review) or an authorised payment is
     * not abandoned. Each order is released in its own transaction with its row locked and everything checked again,
     * so a second run, here or on another server, changes nothing more. `now` is a parameter for the tests.
     */
    async releaseAbandoned(ctx: RequestContext, now = Date.now()): Promise<string[]> {
        const waiting = await this.connection.getRepository(ctx, Order).find({
            where: { state: 'ArrangingPayment', active: true },
            relations: { payments: true },
        });
        const released: string[] = [];
        for (const candidate of waiting.filter(order => releaseDue(order, now))) {
            try {
                const done = await this.lock.run(() =>
                    this.connection.withTransaction(ctx, async tx => {
                        await this.lockOrderRow(tx, candidate.id);
                        const order = await this.connection
                            .getRepository(tx, Order)
                            .findOne({ where: { id: candidate.id }, relations: { payments: true } });
                        if (!order?.active || order.state !== 'ArrangingPayment' || !releaseDue(order, now)) {
                            return false;
                        }
                        await this.cancelOpenAttempts(tx, order.id, EXPIRED);
                        const moved = await this.orderService.transitionToState(tx, order.id, 'AddingItems');
                        if (isGraphQlErrorResult(moved)) throw new Error(moved.message);
                        return true;
                    }),
                );
                if (done) {
                    released.push(candidate.code);
                    Logger.info(`Order ${candidate.code} abandoned at payment: back to the cart`, loggerCtx);
                }
            } catch (error) {
                Logger.warn(
                    `Order ${candidate.code} abandoned at payment could not be released: ${(error as Error).message}`,
                    loggerCtx,
                );
            }
        }
        released.push(...(await this.releaseUnsettledReviews(ctx, now)));
        return released;
    }

    /**
     * Orders placed "in valutazione" (Findomestic's callback approved; the payment Authorized, stock allocated) that
     * staff have not settled within FINANCING_REVIEW_MS of the approval: the payment and the order are cancelled and
     * the stock goes back on sale. Each in its own transaction with its row locked and checked again.
     */
    private async releaseUnsettledReviews(ctx: RequestContext, now: number): Promise<string[]> {
        const inReview = await this.connection.getRepository(ctx, Order).find({
            where: { state: 'PaymentAuthorized', payments: { method: FINDOMESTIC_METHOD, state: 'Authorized' } },
            relations: { payments: true },
        });
        const released: string[] = [];
        for (const candidate of inReview.filter(order => reviewDue(order, now))) {
            try {
                const done = await this.lock.run(() =>
                    this.connection.withTransaction(ctx, async tx => {
                        await this.lockOrderRow(tx, candidate.id);
                        const order = await this.connection
                            .getRepository(tx, Order)
                            .findOne({ where: { id: candidate.id }, relations: { payments: true } });
                        if (order?.state !== 'PaymentAuthorized' || !reviewDue(order, now)) return false;
                        for (const payment of order.payments.filter(p => p.state === 'Authorized')) {
                            await this.saveMetadata(tx, payment, { ...metadataOf(payment), cancelledBecause: EXPIRED });
                            await this.transitionPayment(tx, payment, 'Cancelled');
                        }
                        const cancelled = await this.orderService.cancelOrder(tx, {
                            orderId: order.id,
                            reason: 'Finanziamento Findomestic non confermato entro il termine',
                            cancelShipping: true,
                        });
                        if (isGraphQlErrorResult(cancelled)) throw new Error(cancelled.message);
                        return true;
                    }),
                );
                if (done) {
                    released.push(candidate.code);
                    Logger.warn(
                        `Order ${candidate.code}: financing approved but not settled within the review time: cancelled`,
                        loggerCtx,
                    );
                }
            } catch (error) {
                Logger.warn(
                    `Order ${candidate.code} in review could not be released: ${(error as Error).message}`,
                    loggerCtx,
                );
            }
        }
        return released;
    }

    // ---- XPay's answers ---------------------------------------------------------------------------------------

    async applyCardPaymentResult(
        ctx: RequestContext,
        source: PaymentResultSource,
        list: ReadonlyArray<{ name: string; value: string }>,
    ): Promise<PaymentOutcome> {
        const params = toParams(list);
        const codTrans = singleParam(params, 'codTrans');
        if (typeof codTrans !== 'string' || !isCodTrans(codTrans)) {
            Logger.warn(`XPay ${source.toLowerCase()} without a usable codTrans: ignored`, loggerCtx);
            return UNVERIFIED;
        }
        return this.lock.run(async () => {
            const applied = await this.connection.withTransaction(
                ctx,
                async (tx): Promise<PaymentOutcome | LateSuccess> => {
                    const found = await this.findPayment(tx, { transactionId: codTrans, method: NEXI_XPAY_METHOD });
                    if (!found) {
                        Logger.warn(
                            `XPay ${source.toLowerCase()} for unknown codTrans ${codTrans}: ignored`,
                            loggerCtx,
                        );
                        return UNVERIFIED;
                    }
                    await this.lockOrderRow(tx, found.order.id);
                    const payment = (await this.findPayment(tx, { id: found.id })) as Payment;
                    const recorded = metadataOf(payment);
                    const verification = verifyResult(
                        params,
                        { codTrans, amountCents: recorded.amount, currency: recorded.currency },
                        this.options.xpay.macKey,
                    );
                    if (!verification.ok) {
                        Logger.warn(
                            `XPay ${source.toLowerCase()} for ${codTrans} not verified (${verification.reason}): ignored`,
                            loggerCtx,
                        );
                        return UNVERIFIED;
                    }
                    const { esito } = verification;
                    const result = {
                        source: source.toLowerCase(),
                        esito,
                        ...(verification.codAut ? { codAut: verification.codAut } : {}),
                        ...(verification.message ? { message: verification.message } : {}),
                        data: verification.data,
                        orario: verification.orario,
                    };
                    const previous = recorded.result?.esito;
                    if (payment.state === 'Cancelled' && SUPERSEDED_REASONS.has(recorded.cancelledBecause ?? '')) {
                        if (recorded.needsRefund) {
                            if (previous !== esito) {
                                Logger.warn(
                                    `XPay ${codTrans} of order ${payment.order.code}: ${esito} (${source.toLowerCase()}) ` +
                                        `after the recorded late ${previous}, due for refund: not applied`,
                                    loggerCtx,
                                );
                            }
                            return this.lateRefundOutcome(tx, payment);
                        }
                        if (esito === 'OK' && !recorded.result) return { paymentId: payment.id, result };
                    }
                    if (
                        payment.state === REDIRECTED ||
                        (payment.state === 'Authorized' && previous === 'PEN' && esito !== 'PEN')
                    ) {
                        if (payment.state === 'Authorized' && esito !== 'OK') {
                            // A pending payment refused later: the order is placed, so staff decide (refund, cancel).
                            Logger.error(
                                `XPay ${codTrans} of order ${payment.order.code} was pending and is now ${esito}: ` +
                                    'the order stays as it is for staff to cancel',
                                loggerCtx,
                            );
                            return this.cardOutcome(tx, payment, previous as XpayEsito);
                        }
                        await this.saveMetadata(tx, payment, { ...recorded, result });
                        await this.moveCardPayment(tx, payment, esito);
                        Logger.info(
                            `XPay ${codTrans} of order ${payment.order.code}: ${esito} (${source.toLowerCase()})`,
                            loggerCtx,
                        );
                        return this.cardOutcome(tx, payment, esito, verification.message);
                    }
                    if (previous === esito) return this.cardOutcome(tx, payment, esito, recorded.result?.message);
                    const level = esito === 'OK' || esito === 'PEN' ? 'error' : 'warn';
                    Logger[level](
                        `XPay ${codTrans} of order ${payment.order.code}: ${esito} (${source.toLowerCase()}) contradicts ` +
                            `the attempt's recorded ${previous ?? payment.state}` +
                            (recorded.cancelledBecause
                                ? ` (cancelled by the shop: ${recorded.cancelledBecause})`
                                : '') +
                            ': not applied, for staff to check',
                        loggerCtx,
                    );
                    return this.cardOutcome(tx, payment, previous as XpayEsito | undefined, recorded.result?.message);
                },
            );
            return 'verified' in applied ? applied : this.applyLateSuccess(ctx, codTrans, applied);
        });
    }

    /**
     * The shopper paid on an attempt the shop had released as expired. The order takes the payment if it is still
     * the one paid for: open (the cart again, or at payment with no payment covering it), the same lines and total,
     * each line's units in saleable stock (other shoppers' open attempts do not count against money already taken),
     * and its gift cards can be spent again. Then the order goes back to payment and is placed, Settled, as any
     * payment; any newer open attempt is cancelled. Otherwise (or if placing fails) everything is rolled back and the
     * payment is recorded for staff to refund by hand (`needsRefund`), with a warning in the log.
     */
    private async applyLateSuccess(ctx: RequestContext, codTrans: string, late: LateSuccess): Promise<PaymentOutcome> {
        try {
            return await this.connection.withTransaction(ctx, async tx => {
                const { payment, recorded, applied } = await this.lockLatePayment(tx, late.paymentId);
                if (applied) return applied;
                let order = await this.orderService.findOne(tx, payment.order.id);
                if (!order?.active || (order.state !== 'AddingItems' && order.state !== 'ArrangingPayment')) {
                    throw new LateRefusal(`the order is ${order?.active === false ? 'closed' : order?.state}`);
                }
                const others = await this.connection
                    .getRepository(tx, Payment)
                    .find({ where: { order: { id: order.id } } });
                if (others.some(other => other.state === 'Authorized' || other.state === 'Settled')) {
                    throw new LateRefusal('another payment covers the order');
                }
                if (recorded.lines !== undefined && recorded.lines !== orderLinesKey(order)) {
                    throw new LateRefusal('the cart changed');
                }
                if (order.totalWithTax !== payment.amount) {
                    throw new LateRefusal(`the total is now ${order.totalWithTax}, not ${payment.amount}`);
                }
                await this.lockStockRows(tx, order);
                for (const line of order.lines) {
                    const wanted = order.lines
                        .filter(other => String(other.productVariantId) === String(line.productVariantId))
                        .reduce((sum, other) => sum + other.quantity, 0);
                    const saleable = await this.productVariantService.getSaleableStockLevel(tx, line.productVariant);
                    if (wanted > saleable) throw new LateRefusal(`${line.productVariant.sku} is out of stock`);
                }
                if (order.state === 'AddingItems') {
                    const moved = await this.orderService.transitionToState(tx, order.id, 'ArrangingPayment');
                    if (isGraphQlErrorResult(moved)) {
                        throw new LateRefusal(`the order cannot go to payment: ${moved.transitionError}`);
                    }
                    order = (await this.orderService.findOne(tx, order.id)) as Order;
                    if (order.totalWithTax !== payment.amount) {
                        throw new LateRefusal(`the total is now ${order.totalWithTax}, not ${payment.amount}`);
                    }
                }
                await this.cancelOpenAttempts(tx, order.id, 'paid-by-earlier-attempt');
                await this.saveMetadata(tx, payment, { ...recorded, result: late.result, lateSuccess: 'settled' });
                await this.transitionPayment(tx, payment, 'Settled');
                const placed = await this.orderService.findOne(tx, order.id);
                if (placed?.state !== 'PaymentSettled') throw new LateRefusal(`the order is ${placed?.state}`);
                Logger.warn(
                    `XPay ${codTrans} of order ${order.code}: paid after the attempt was cancelled ` +
                        `(${recorded.cancelledBecause}); the order was unchanged and is placed`,
                    loggerCtx,
                );
                return this.cardOutcome(tx, payment, 'OK');
            });
        } catch (error) {
            const reason = error instanceof LateRefusal ? error.reason : `placing failed: ${(error as Error).message}`;
            return this.connection.withTransaction(ctx, async tx => {
                const { payment, recorded, applied } = await this.lockLatePayment(tx, late.paymentId);
                if (applied) return applied;
                await this.saveMetadata(tx, payment, {
                    ...recorded,
                    result: late.result,
                    needsRefund: true,
                    refundReason: reason,
                });
                Logger.warn(
                    `XPay ${codTrans} of order ${payment.order.code}: paid (${payment.amount} cents) after the attempt ` +
                        `was cancelled (${recorded.cancelledBecause}), but ${reason}: not applied, recorded for staff ` +
                        'to refund',
                    loggerCtx,
                );
                return this.lateRefundOutcome(tx, payment);
            });
        }
    }

    /**
     * The late attempt's payment read again with its order row locked, and the outcome already given when another
     * server applied the answer meanwhile (the payment left Cancelled, or its result is recorded).
     */
    private async lockLatePayment(
        tx: RequestContext,
        paymentId: ID,
    ): Promise<{ payment: Payment; recorded: AttemptMetadata; applied?: PaymentOutcome }> {
        const found = (await this.findPayment(tx, { id: paymentId })) as Payment;
        await this.lockOrderRow(tx, found.order.id);
        const payment = (await this.findPayment(tx, { id: paymentId })) as Payment;
        const recorded = metadataOf(payment);
        if (payment.state === 'Cancelled' && !recorded.result) return { payment, recorded };
        const applied = recorded.needsRefund
            ? await this.lateRefundOutcome(tx, payment)
            : await this.cardOutcome(tx, payment, recorded.result?.esito as XpayEsito | undefined);
        return { payment, recorded, applied };
    }

    private async lateRefundOutcome(ctx: RequestContext, payment: Payment): Promise<PaymentOutcome> {
        const order = await this.orderService.findOne(ctx, payment.order.id);
        return {
            verified: true,
            ...LATE_REFUND,
            orderCode: order?.code ?? null,
            orderState: order?.state ?? null,
        };
    }

    private async moveCardPayment(ctx: RequestContext, payment: Payment, esito: XpayEsito): Promise<void> {
        switch (esito) {
            case 'OK':
                await this.transitionPayment(ctx, payment, 'Settled');
                return;
            case 'PEN':
                await this.transitionPayment(ctx, payment, 'Authorized');
                return;
            case 'ANNULLO':
                await this.transitionPayment(ctx, payment, 'Cancelled');
                return;
            case 'KO':
            case 'ERRORE':
                await this.transitionPayment(ctx, payment, 'Declined');
                return;
        }
    }

    private async cardOutcome(
        ctx: RequestContext,
        payment: Payment,
        esito: XpayEsito | undefined,
        message?: string,
    ): Promise<PaymentOutcome> {
        const order = await this.orderService.findOne(ctx, payment.order.id);
        return {
            verified: true,
            outcome: esito ? OUTCOME_BY_ESITO[esito] : 'cancelled',
            messageKey: esito ? paymentMessageKey(esito, message) : null,
            orderCode: order?.code ?? null,
            orderState: order?.state ?? null,
        };
    }

    // ---- Findomestic's answers --------------------------------------------------------------------------------

    /**
     * Findomestic's callback (the plugin's controller, only from FINDOMESTIC_CALLBACK_SOURCES): the decision, found
     * by the callback URL's own token, which the first decisive callback consumes. Approval AUTHORISES: the order is
     * placed "in valutazione" with its stock allocated, and staff settle it once Findomestic has confirmed the
     * financing (or it is released after FINANCING_REVIEW_MS); a refusal declines the attempt and the order stays
     * payable (decision 059).
     */
    async applyFinancingCallback(ctx: RequestContext, params: URLSearchParams): Promise<PaymentOutcome> {
        const token = readToken(params);
        const decision = readCallback(params);
        if (!token || decision === 'malformed') {
            Logger.warn(`Findomestic callback without a usable token or code: ignored`, loggerCtx);
            return UNVERIFIED;
        }
        return this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                const payment = await this.findFinancingPayment(tx, 'callbackTokenHash', token);
                if (!payment) return UNVERIFIED;
                const recorded = metadataOf(payment);
                if (recorded.tokenConsumed) {
                    Logger.warn(
                        `Findomestic callback for order ${payment.order.code} with a used token: ignored`,
                        loggerCtx,
                    );
                    return UNVERIFIED;
                }
                const code = singleParam(params, 'codiceEsitoFindomestic') as string;
                await this.saveMetadata(tx, payment, {
                    ...recorded,
                    tokenConsumed: true,
                    result: { source: 'callback', esito: code.trim() },
                });
                if (payment.state !== REDIRECTED) {
                    Logger.error(
                        `Findomestic ${decision} for order ${payment.order.code}, whose attempt is ${payment.state}` +
                            (recorded.cancelledBecause ? ` (${recorded.cancelledBecause})` : '') +
                            ': not applied, for staff to check',
                        loggerCtx,
                    );
                } else if (decision === 'approved') {
                    await this.transitionPayment(tx, payment, 'Authorized');
                } else {
                    await this.transitionPayment(tx, payment, 'Declined');
                }
                Logger.info(`Findomestic callback for order ${payment.order.code}: ${decision}`, loggerCtx);
                return this.financingOutcome(tx, payment.id);
            }),
        );
    }

    /**
     * The shopper's return from Findomestic: unsigned, so it changes nothing. It finds the attempt by the return URL's
     * token and reports what the shop knows: `awaiting` until the callback has come, then `in-review` (authorised,
     * staff settle), `approved` (settled), `refused` or `cancelled`.
     */
    async applyFinancingReturn(
        ctx: RequestContext,
        list: ReadonlyArray<{ name: string; value: string }>,
    ): Promise<PaymentOutcome> {
        const params = toParams(list);
        const token = readToken(params);
        if (!token || readReturn(params) === 'malformed') return UNVERIFIED;
        const payment = await this.findFinancingPayment(ctx, 'returnTokenHash', token);
        if (!payment) return UNVERIFIED;
        return this.financingOutcome(ctx, payment.id);
    }

    private async findFinancingPayment(
        ctx: RequestContext,
        field: 'returnTokenHash' | 'callbackTokenHash',
        token: string,
    ): Promise<Payment | undefined> {
        const hash = hashToken(token);
        // The hash is hex: safe inside the pattern. The match itself is then confirmed in constant time.
        const candidate = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.method = :method', { method: FINDOMESTIC_METHOD })
            .andWhere('payment.metadata LIKE :pattern', { pattern: `%"${field}":"${hash}"%` })
            .getOne();
        if (!candidate) {
            Logger.warn('Findomestic answer with an unknown token: ignored', loggerCtx);
            return undefined;
        }
        const found = await this.findPayment(ctx, { id: candidate.id });
        if (!found || !tokenMatchesHash(token, metadataOf(found)[field] ?? '')) return undefined;
        if (field === 'returnTokenHash') return found;
        await this.lockOrderRow(ctx, found.order.id);
        return (await this.findPayment(ctx, { id: found.id })) ?? undefined;
    }

    private async financingOutcome(ctx: RequestContext, paymentId: ID): Promise<PaymentOutcome> {
        const payment = (await this.findPayment(ctx, { id: paymentId })) as Payment;
        const recorded = metadataOf(payment);
        const refusedByCallback = recorded.result?.source === 'callback' && recorded.result.esito !== '0';
        let outcome: string;
        switch (payment.state) {
            case 'Settled':
                outcome = 'approved';
                break;
            case 'Authorized':
                outcome = 'in-review';
                break;
            case 'Declined':
                outcome = 'refused';
                break;
            case REDIRECTED:
                outcome = 'awaiting';
                break;
            default:
                outcome = refusedByCallback ? 'refused' : 'cancelled';
        }
        const order = await this.orderService.findOne(ctx, payment.order.id);
        return {
            verified: true,
            outcome,
            messageKey: outcome === 'refused' ? 'paymentFailed' : null,
            orderCode: order?.code ?? null,
            orderState: order?.state ?? null,
        };
    }

    // ---- Shared -----------------------------------------------------------------------------------------------

    private findPayment(ctx: RequestContext, where: { id?: ID; transactionId?: string; method?: string }) {
        return this.connection.getRepository(ctx, Payment).findOne({ where, relations: { order: true } });
    }

    private async saveMetadata(ctx: RequestContext, payment: Payment, metadata: AttemptMetadata): Promise<void> {
        payment.metadata = metadata;
        await this.connection
            .getRepository(ctx, Payment)
            .update(payment.id, { metadata: metadata as Payment['metadata'] });
    }

    /** Moves the payment; Vendure's payment process then moves the order (placed when the total is covered). */
    private async transitionPayment(
        ctx: RequestContext,
        payment: Payment,
        state: 'Settled' | 'Authorized' | 'Declined' | 'Cancelled',
    ): Promise<void> {
        const moved = await this.paymentService.transitionToState(ctx, payment.id, state);
        if (isGraphQlErrorResult(moved)) {
            throw new Error(`Payment ${payment.id} could not move from ${payment.state} to ${state}: ${moved.message}`);
        }
        if (moved.state !== state) {
            throw new Error(`Payment ${payment.id} moved to ${moved.state} instead of ${state}`);
        }
    }
}

/**
 * Whether an order placed in review is due for release at `now`: its only covering payment is a financing Findomestic
 * approved (Authorized) longer than FINANCING_REVIEW_MS ago, and nothing settled it.
 */
function reviewDue(order: Order, now: number): boolean {
    const payments = order.payments ?? [];
    if (payments.some(payment => payment.state === 'Settled')) return false;
    const authorized = payments.filter(payment => payment.state === 'Authorized');
    if (authorized.length === 0 || authorized.some(payment => payment.method !== FINDOMESTIC_METHOD)) return false;
    return authorized.every(payment => now - new Date(payment.updatedAt).getTime() >= FINANCING_REVIEW_MS);
}

/**
 * Whether an order waiting for payment is abandoned at `now`: nothing has happened to it (its newest attempt, or the
 * order itself) for the card hold, or for FINANCING_RELEASE_MS while a financing application is out with no answer.
 * An answered financing attempt (in review) or an authorised or settled payment means it is not abandoned.
 */
function releaseDue(order: Order, now: number): boolean {
    const payments = order.payments ?? [];
    if (payments.some(payment => payment.state === 'Authorized' || payment.state === 'Settled')) return false;
    const openFinancing = payments.filter(
        payment => payment.state === REDIRECTED && payment.method === FINDOMESTIC_METHOD,
    );
    if (openFinancing.some(payment => metadataOf(payment).result || metadataOf(payment).tokenConsumed)) return false;
    const window = openFinancing.length > 0 ? FINANCING_RELEASE_MS : ATTEMPT_HOLD_MS;
    const lastActivity = Math.max(
        new Date(order.updatedAt).getTime(),
        ...payments.map(payment => new Date(payment.updatedAt).getTime()),
    );
    return now - lastActivity >= window;
}
