/**
 * What both payment providers share (decision 033): starting an attempt on the active order (a Vendure Payment in the
 * state Redirected, recorded before the shopper leaves, with the units it holds from other shoppers), sending an order
 * back to editing when the shopper changes it during payment, releasing abandoned payments and unsettled financing,
 * and the payment work lock. Each provider's service (nexi-xpay.service.ts, findomestic.service.ts) builds its
 * redirect and applies its own answers on top of it.
 */
import { Inject, Injectable } from '@nestjs/common';
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

import { GIFT_CARD_NOT_COVERED } from '../../gift-card/constants';
import { AttemptMetadata } from '../config/payment-handlers';
import {
    ATTEMPT_HOLD_MS,
    EXPIRED,
    FINANCING_RELEASE_MS,
    FINANCING_REVIEW_MS,
    FINDOMESTIC_METHOD,
    loggerCtx,
    PAYMENT_START_MESSAGES,
    PAYMENTS_PLUGIN_OPTIONS,
    PaymentStartErrorCode,
    REDIRECTED,
} from '../constants';
import { newCodTrans } from '../nexi/xpay-protocol';
import { PaymentsPluginOptions } from '../types';
import { PendingAttempt, registerAttempt } from './attempt-registry';
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

export const UNVERIFIED: PaymentOutcome = {
    verified: false,
    outcome: null,
    messageKey: null,
    orderCode: null,
    orderState: null,
};

/** What a provider adds to the shared start of an attempt. */
export interface AttemptProvider<S> {
    /** The PaymentMethod's code. */
    method: string;
    /** A refusal of the provider's own, checked with the order locked before it moves (Findomestic's range). */
    refusal?(order: Order): StartRefusal | undefined;
    /** What the attempt records beyond its lines (Findomestic's token hashes), and what only the redirect carries. */
    prepare(): { record: Partial<Pick<PendingAttempt, 'returnTokenHash' | 'callbackTokenHash'>>; secrets: S };
    /** Where the shopper goes to pay the recorded attempt. */
    redirect(attempt: { order: Order; transactionId: string; amountCents: number }, secrets: S): PaymentRedirect;
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
export class StartRefusal extends Error {
    constructor(
        readonly code: PaymentStartErrorCode,
        readonly detail?: string,
        /** The coupon codes Vendure found spent meanwhile: removed from the cart once the start has rolled back. */
        readonly removedCouponCodes: string[] = [],
    ) {
        super(code);
    }
}

export function startError(code: PaymentStartErrorCode): PaymentStartError {
    return { __typename: 'PaymentStartError', errorCode: code, message: PAYMENT_START_MESSAGES[code] };
}

export function metadataOf(payment: Payment): AttemptMetadata {
    return (payment.metadata ?? {}) as AttemptMetadata;
}

/** The list the GraphQL API carries, as the provider's query or form: a repeated name stays repeated (and refused). */
export function toParams(params: ReadonlyArray<{ name: string; value: string }>): URLSearchParams {
    const search = new URLSearchParams();
    for (const { name, value } of params) search.append(name, value);
    return search;
}

@Injectable()
export class PaymentAttemptsService {
    private readonly lock = new SerialLock();

    constructor(
        private connection: TransactionalConnection,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private paymentService: PaymentService,
        private productVariantService: ProductVariantService,
        @Inject(PAYMENTS_PLUGIN_OPTIONS) private options: PaymentsPluginOptions,
    ) {}

    /**
     * Payment work one piece at a time in this process: starting an attempt, applying a provider's answer, going back
     * to editing and releasing all read and change the same order and stock rows (serial-lock.ts).
     */
    run<T>(work: () => Promise<T>): Promise<T> {
        return this.lock.run(work);
    }

    // ---- Starting an attempt ----------------------------------------------------------------------------------

    /**
     * A new attempt on the session's active order, for the provider: the order locked and checked (contents, payer,
     * address, shipping, nothing paid yet, stock less other shoppers' open attempts), moved to ArrangingPayment (its
     * gift cards spent), earlier open attempts cancelled, the attempt recorded through Vendure's addPaymentToOrder for
     * the server's own total, and the provider's redirect. Any refusal rolls everything back and is answered by code.
     */
    async start<S>(ctx: RequestContext, provider: AttemptProvider<S>): Promise<PaymentRedirect | PaymentStartError> {
        const { method } = provider;
        if (!(await this.methodEnabled(ctx, method))) return startError('PAYMENT_METHOD_UNAVAILABLE');
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!active) return startError('ORDER_NOT_PAYABLE');
        try {
            return await this.lock.run(() =>
                this.connection.withTransaction(ctx, tx => this.startInTransaction(tx, active.id, provider)),
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

    async methodEnabled(ctx: RequestContext, code: string): Promise<boolean> {
        const method = await this.connection
            .getRepository(ctx, PaymentMethod)
            .createQueryBuilder('method')
            .innerJoin('method.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('method.code = :code', { code })
            .andWhere('method.enabled = :enabled', { enabled: true })
            .getOne();
        return Boolean(method);
    }

    private async startInTransaction<S>(
        ctx: RequestContext,
        orderId: ID,
        provider: AttemptProvider<S>,
    ): Promise<PaymentRedirect> {
        const { method } = provider;
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
        const refusal = provider.refusal?.(order);
        if (refusal) throw refusal;
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
        const { record, secrets } = provider.prepare();
        registerAttempt(ctx, { transactionId, lines: orderLinesKey(order), ...record });
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
        return provider.redirect({ order, transactionId, amountCents }, secrets);
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

    async cancelOpenAttempts(ctx: RequestContext, orderId: ID, because: string): Promise<void> {
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
    async lockStockRows(ctx: RequestContext, order: Order): Promise<void> {
        const manager = this.connection.getRepository(ctx, Order).manager;
        if (manager.connection.options.type === 'postgres') {
            const variantIds = [...new Set(order.lines.map(line => Number(line.productVariantId)))];
            await manager.query(
                'SELECT "id" FROM "stock_level" WHERE "productVariantId" = ANY($1) ORDER BY "id" FOR UPDATE',
                [variantIds],
            );
        }
    }

    async lockOrderRow(ctx: RequestContext, orderId: ID): Promise<void> {
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
        const released = await this.releaseEach(
            ctx,
            waiting.filter(order => releaseDue(order, now)),
            async (tx, order) => {
                if (!order.active || order.state !== 'ArrangingPayment' || !releaseDue(order, now)) return false;
                await this.cancelOpenAttempts(tx, order.id, EXPIRED);
                const moved = await this.orderService.transitionToState(tx, order.id, 'AddingItems');
                if (isGraphQlErrorResult(moved)) throw new Error(moved.message);
                return true;
            },
            {
                done: code => Logger.info(`Order ${code} abandoned at payment: back to the cart`, loggerCtx),
                failed: (code, message) =>
                    Logger.warn(`Order ${code} abandoned at payment could not be released: ${message}`, loggerCtx),
            },
        );
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
        return this.releaseEach(
            ctx,
            inReview.filter(order => reviewDue(order, now)),
            async (tx, order) => {
                if (order.state !== 'PaymentAuthorized' || !reviewDue(order, now)) return false;
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
            },
            {
                done: code =>
                    Logger.warn(
                        `Order ${code}: financing approved but not settled within the review time: cancelled`,
                        loggerCtx,
                    ),
                failed: (code, message) =>
                    Logger.warn(`Order ${code} in review could not be released: ${message}`, loggerCtx),
            },
        );
    }

    /**
     * Releases each candidate in its own transaction with its row locked and the order read again with its payments,
     * so a second run, here or on another server, changes nothing more; `release` answers whether it changed it.
     * One order that cannot be released is logged and the others go on. Answers the codes of the released orders.
     */
    private async releaseEach(
        ctx: RequestContext,
        candidates: Order[],
        release: (tx: RequestContext, order: Order) => Promise<boolean>,
        log: { done: (code: string) => void; failed: (code: string, message: string) => void },
    ): Promise<string[]> {
        const released: string[] = [];
        for (const candidate of candidates) {
            try {
                const done = await this.lock.run(() =>
                    this.connection.withTransaction(ctx, async tx => {
                        await this.lockOrderRow(tx, candidate.id);
                        const order = await this.connection
                            .getRepository(tx, Order)
                            .findOne({ where: { id: candidate.id }, relations: { payments: true } });
                        return order ? release(tx, order) : false;
                    }),
                );
                if (done) {
                    released.push(candidate.code);
                    log.done(candidate.code);
                }
            } catch (error) {
                log.failed(candidate.code, (error as Error).message);
            }
        }
        return released;
    }

    // ---- Shared -----------------------------------------------------------------------------------------------

    findPayment(ctx: RequestContext, where: { id?: ID; transactionId?: string; method?: string }) {
        return this.connection.getRepository(ctx, Payment).findOne({ where, relations: { order: true } });
    }

    async saveMetadata(ctx: RequestContext, payment: Payment, metadata: AttemptMetadata): Promise<void> {
        payment.metadata = metadata;
        await this.connection
            .getRepository(ctx, Payment)
            .update(payment.id, { metadata: metadata as Payment['metadata'] });
    }

    /** Moves the payment; Vendure's payment process then moves the order (placed when the total is covered). */
    async transitionPayment(
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
