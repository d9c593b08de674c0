/**
 * Card payments on Nexi XPay's hosted page (decisions 032, 033): the signed form that sends the shopper there, and
 * XPay's verified answers — the shopper's return and the server-to-server notification (nexi-xpay.controller.ts) —
 * applied exactly once, including a success that comes for an attempt the shop had already cancelled.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    Payment,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { AttemptMetadata } from '../config/payment-handlers';
import {
    LATE_REFUND,
    loggerCtx,
    NEXI_XPAY_METHOD,
    PAYMENTS_PLUGIN_OPTIONS,
    REDIRECTED,
    STOREFRONT_PATHS,
    SUPERSEDED_REASONS,
    XPAY_NOTIFICATION_ROUTE,
} from '../constants';
import {
    isCodTrans,
    OUTCOME_BY_ESITO,
    paymentMessageKey,
    paymentRequest,
    verifyResult,
    XpayEsito,
} from '../nexi/xpay-protocol';
import { singleParam } from '../query-params';
import { PaymentsPluginOptions } from '../types';
import {
    metadataOf,
    orderLinesKey,
    PaymentAttemptsService,
    PaymentOutcome,
    PaymentRedirect,
    PaymentStartError,
    UNVERIFIED,
} from './payment-attempts.service';

/** Which of XPay's two answers: the shopper's return or the server-to-server notification. */
export type PaymentResultSource = 'RETURN' | 'NOTIFICATION';

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

@Injectable()
export class NexiXpayService {
    constructor(
        private attempts: PaymentAttemptsService,
        private connection: TransactionalConnection,
        private orderService: OrderService,
        private productVariantService: ProductVariantService,
        @Inject(PAYMENTS_PLUGIN_OPTIONS) private options: PaymentsPluginOptions,
    ) {}

    /** A new card attempt on the active order: XPay's form for the server's total, signed here. */
    startPayment(ctx: RequestContext): Promise<PaymentRedirect | PaymentStartError> {
        const { storefrontOrigin, serverOrigin, xpay } = this.options;
        return this.attempts.start(ctx, {
            method: NEXI_XPAY_METHOD,
            prepare: () => ({ record: {}, secrets: undefined }),
            redirect: ({ order, transactionId, amountCents }) => {
                const form = paymentRequest({
                    endpoint: xpay.endpoint,
                    alias: xpay.alias,
                    macKey: xpay.macKey,
                    codTrans: transactionId,
                    amountCents,
                    currency: 'EUR',
                    returnUrl: `${storefrontOrigin}${STOREFRONT_PATHS.xpayReturn}`,
                    cancelUrl: `${storefrontOrigin}${STOREFRONT_PATHS.xpayReturn}`,
                    notifyUrl: `${serverOrigin}/${XPAY_NOTIFICATION_ROUTE}`,
                    email: order.customer!.emailAddress,
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
            },
        });
    }

    /**
     * XPay's answer, the shopper's return (the query) or the notification (the POST body the controller received):
     * found by codTrans, verified with the recorded amount and currency, applied once in a transaction with the order
     * row locked; a success for an attempt the shop had cancelled goes to applyLateSuccess.
     */
    async applyResult(
        ctx: RequestContext,
        source: PaymentResultSource,
        params: URLSearchParams,
    ): Promise<PaymentOutcome> {
        const codTrans = singleParam(params, 'codTrans');
        if (typeof codTrans !== 'string' || !isCodTrans(codTrans)) {
            Logger.warn(`XPay ${source.toLowerCase()} without a usable codTrans: ignored`, loggerCtx);
            return UNVERIFIED;
        }
        return this.attempts.run(async () => {
            const applied = await this.connection.withTransaction(
                ctx,
                async (tx): Promise<PaymentOutcome | LateSuccess> => {
                    const found = await this.attempts.findPayment(tx, {
                        transactionId: codTrans,
                        method: NEXI_XPAY_METHOD,
                    });
                    if (!found) {
                        Logger.warn(
                            `XPay ${source.toLowerCase()} for unknown codTrans ${codTrans}: ignored`,
                            loggerCtx,
                        );
                        return UNVERIFIED;
                    }
                    await this.attempts.lockOrderRow(tx, found.order.id);
                    const payment = (await this.attempts.findPayment(tx, { id: found.id })) as Payment;
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
                        await this.attempts.saveMetadata(tx, payment, { ...recorded, result });
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
                await this.attempts.lockStockRows(tx, order);
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
                await this.attempts.cancelOpenAttempts(tx, order.id, 'paid-by-earlier-attempt');
                await this.attempts.saveMetadata(tx, payment, {
                    ...recorded,
                    result: late.result,
                    lateSuccess: 'settled',
                });
                await this.attempts.transitionPayment(tx, payment, 'Settled');
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
                await this.attempts.saveMetadata(tx, payment, {
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
        const found = (await this.attempts.findPayment(tx, { id: paymentId })) as Payment;
        await this.attempts.lockOrderRow(tx, found.order.id);
        const payment = (await this.attempts.findPayment(tx, { id: paymentId })) as Payment;
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
                await this.attempts.transitionPayment(ctx, payment, 'Settled');
                return;
            case 'PEN':
                await this.attempts.transitionPayment(ctx, payment, 'Authorized');
                return;
            case 'ANNULLO':
                await this.attempts.transitionPayment(ctx, payment, 'Cancelled');
                return;
            case 'KO':
            case 'ERRORE':
                await this.attempts.transitionPayment(ctx, payment, 'Declined');
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
}
