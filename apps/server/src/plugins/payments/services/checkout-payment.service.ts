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
import {
    ATTEMPT_HOLD_MS,
    FINDOMESTIC_LENDER,
    FINDOMESTIC_METHOD,
    loggerCtx,
    NEXI_XPAY_METHOD,
    PAYMENT_START_MESSAGES,
    PAYMENTS_PLUGIN_OPTIONS,
    PaymentStartErrorCode,
    REDIRECTED,
    STOREFRONT_PATHS,
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

/** Thrown inside startPayment's transaction so that everything it changed rolls back, then answered as an error. */
class StartRefusal extends Error {
    constructor(
        readonly code: PaymentStartErrorCode,
        readonly detail?: string,
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
        await this.checkStock(ctx, order);
        if (method === FINDOMESTIC_METHOD && !isFinanceable(order.totalWithTax, this.options.findomestic)) {
            throw new StartRefusal('NOT_FINANCEABLE', `total ${order.totalWithTax}`);
        }
        if (order.state === 'AddingItems') {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
            if (isGraphQlErrorResult(moved)) throw new StartRefusal('ORDER_NOT_PAYABLE', moved.transitionError);
        }
        await this.cancelOpenAttempts(ctx, order.id, 'new-attempt');
        order = (await this.orderService.findOne(ctx, order.id)) as Order;

        const transactionId = newCodTrans(order.code);
        const token = method === FINDOMESTIC_METHOD ? newCallbackToken() : undefined;
        registerAttempt(ctx, { transactionId, ...(token ? { tokenHash: hashToken(token) } : {}) });
        const added = await this.orderService.addPaymentToOrder(ctx, order.id, { method, metadata: {} });
        if (isGraphQlErrorResult(added)) {
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
            returnUrl: withToken(`${origin}${STOREFRONT_PATHS.findomesticReturn}`, token as string),
            callbackUrl: withToken(`${origin}${STOREFRONT_PATHS.findomesticCallback}`, token as string),
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
        const manager = this.connection.getRepository(ctx, Order).manager;
        if (manager.connection.options.type === 'postgres') {
            await manager.query(
                'SELECT "id" FROM "stock_level" WHERE "productVariantId" = ANY($1) ORDER BY "id" FOR UPDATE',
                [[...wanted.keys()].map(Number)],
            );
        }
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
        return this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                const found = await this.findPayment(tx, { transactionId: codTrans, method: NEXI_XPAY_METHOD });
                if (!found) {
                    Logger.warn(`XPay ${source.toLowerCase()} for unknown codTrans ${codTrans}: ignored`, loggerCtx);
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
                        (recorded.cancelledBecause ? ` (cancelled by the shop: ${recorded.cancelledBecause})` : '') +
                        ': not applied, for staff to check',
                    loggerCtx,
                );
                return this.cardOutcome(tx, payment, previous as XpayEsito | undefined, recorded.result?.message);
            }),
        );
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

    /** Findomestic's callback: the decision. Single use: the first decisive callback consumes the token. */
    async applyFinancingCallback(
        ctx: RequestContext,
        list: ReadonlyArray<{ name: string; value: string }>,
    ): Promise<PaymentOutcome> {
        const params = toParams(list);
        const token = readToken(params);
        const decision = readCallback(params);
        if (!token || decision === 'malformed') {
            Logger.warn(`Findomestic callback without a usable token or code: ignored`, loggerCtx);
            return UNVERIFIED;
        }
        return this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                const payment = await this.findFinancingPayment(tx, token);
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
                const open = payment.state === REDIRECTED || payment.state === 'Authorized';
                if (!open) {
                    Logger.error(
                        `Findomestic ${decision} for order ${payment.order.code}, whose attempt is ${payment.state}` +
                            (recorded.cancelledBecause ? ` (${recorded.cancelledBecause})` : '') +
                            ': not applied, for staff to check',
                        loggerCtx,
                    );
                } else if (decision === 'approved') {
                    await this.transitionPayment(tx, payment, 'Settled');
                } else if (payment.state === REDIRECTED) {
                    await this.transitionPayment(tx, payment, 'Declined');
                } else {
                    // Placed while in review: refused now, so the order is cancelled and its stock released.
                    await this.transitionPayment(tx, payment, 'Cancelled');
                    const cancelled = await this.orderService.cancelOrder(tx, {
                        orderId: payment.order.id,
                        reason: 'Finanziamento rifiutato da Findomestic',
                        cancelShipping: true,
                    });
                    if (isGraphQlErrorResult(cancelled)) {
                        Logger.error(
                            `Order ${payment.order.code}: financing refused but the order could not be cancelled: ` +
                                cancelled.message,
                            loggerCtx,
                        );
                    }
                }
                Logger.info(`Findomestic callback for order ${payment.order.code}: ${decision}`, loggerCtx);
                return this.financingOutcome(tx, payment.id);
            }),
        );
    }

    /**
     * The shopper's return from Findomestic: display only. `esito=OK` with no callback yet places the order with its
     * payment Authorized, in review (never paid); a refusal or a cancellation with no callback closes the attempt so
     * the shopper can pay another way. After the callback it only reports what was recorded.
     */
    async applyFinancingReturn(
        ctx: RequestContext,
        list: ReadonlyArray<{ name: string; value: string }>,
    ): Promise<PaymentOutcome> {
        const params = toParams(list);
        const token = readToken(params);
        const answer = readReturn(params);
        if (!token || answer === 'malformed') return UNVERIFIED;
        return this.lock.run(() =>
            this.connection.withTransaction(ctx, async tx => {
                const payment = await this.findFinancingPayment(tx, token);
                if (!payment) return UNVERIFIED;
                const recorded = metadataOf(payment);
                if (payment.state === REDIRECTED && !recorded.tokenConsumed) {
                    if (answer === 'in-review') {
                        await this.saveMetadata(tx, payment, {
                            ...recorded,
                            result: { source: 'return', esito: 'OK' },
                        });
                        await this.transitionPayment(tx, payment, 'Authorized');
                    } else {
                        await this.saveMetadata(tx, payment, { ...recorded, cancelledBecause: `financing-${answer}` });
                        await this.transitionPayment(tx, payment, 'Cancelled');
                    }
                    Logger.info(`Findomestic return for order ${payment.order.code}: ${answer}`, loggerCtx);
                }
                return this.financingOutcome(tx, payment.id);
            }),
        );
    }

    private async findFinancingPayment(ctx: RequestContext, token: string): Promise<Payment | undefined> {
        const hash = hashToken(token);
        // The hash is hex: safe inside the pattern. The match itself is then confirmed in constant time.
        const candidate = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.method = :method', { method: FINDOMESTIC_METHOD })
            .andWhere('payment.metadata LIKE :pattern', { pattern: `%"tokenHash":"${hash}"%` })
            .getOne();
        if (!candidate) {
            Logger.warn('Findomestic answer with an unknown token: ignored', loggerCtx);
            return undefined;
        }
        const found = await this.findPayment(ctx, { id: candidate.id });
        if (!found || !tokenMatchesHash(token, metadataOf(found).tokenHash ?? '')) return undefined;
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
            default:
                outcome =
                    refusedByCallback || recorded.cancelledBecause === 'financing-refused' ? 'refused' : 'cancelled';
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
