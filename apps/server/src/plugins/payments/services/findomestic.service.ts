/**
 * Consumer credit with Findomestic (decisions 032, 033, 059): the link that sends the shopper to the application, with
 * two tokens of ours (the return's and the callback's), Findomestic's callback (findomestic.controller.ts), which
 * authorises, and the shopper's unsigned return, which only reports.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { FinancingPlan } from '@shop/rules';
import { ID, Logger, OrderService, Payment, RequestContext, TransactionalConnection } from '@vendure/core';

import {
    FINDOMESTIC_CALLBACK_ROUTE,
    FINDOMESTIC_LENDER,
    FINDOMESTIC_METHOD,
    loggerCtx,
    PAYMENTS_PLUGIN_OPTIONS,
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
import { singleParam } from '../query-params';
import { PaymentsPluginOptions } from '../types';
import {
    metadataOf,
    PaymentAttemptsService,
    PaymentOutcome,
    PaymentRedirect,
    PaymentStartError,
    StartRefusal,
    toParams,
    UNVERIFIED,
} from './payment-attempts.service';

export interface FinancingTerms {
    lender: string;
    minCents: number;
    maxCents: number;
    plans: FinancingPlan[];
}

@Injectable()
export class FindomesticService {
    constructor(
        private attempts: PaymentAttemptsService,
        private connection: TransactionalConnection,
        private orderService: OrderService,
        @Inject(PAYMENTS_PLUGIN_OPTIONS) private options: PaymentsPluginOptions,
    ) {}

    /**
     * A new financing attempt on the active order, within Findomestic's range: the link to the application, whose
     * return carries one token (it only shows the attempt's state) and whose callback, on the commerce server,
     * another (decision 059).
     */
    startPayment(ctx: RequestContext): Promise<PaymentRedirect | PaymentStartError> {
        const { storefrontOrigin, serverOrigin, findomestic } = this.options;
        return this.attempts.start(ctx, {
            method: FINDOMESTIC_METHOD,
            refusal: order =>
                isFinanceable(order.totalWithTax, findomestic)
                    ? undefined
                    : new StartRefusal('NOT_FINANCEABLE', `total ${order.totalWithTax}`),
            prepare: () => {
                const secrets = { returnToken: newCallbackToken(), callbackToken: newCallbackToken() };
                return {
                    record: {
                        returnTokenHash: hashToken(secrets.returnToken),
                        callbackTokenHash: hashToken(secrets.callbackToken),
                    },
                    secrets,
                };
            },
            redirect: ({ order, transactionId, amountCents }, { returnToken, callbackToken }) => {
                const link = financingRedirect({
                    baseUrl: findomestic.webAppUrl,
                    tvei: findomestic.tvei,
                    prf: findomestic.prf,
                    amountCents,
                    cartId: order.code,
                    firstName: order.customer!.firstName,
                    lastName: order.customer!.lastName,
                    email: order.customer!.emailAddress,
                    returnUrl: withToken(`${storefrontOrigin}${STOREFRONT_PATHS.findomesticReturn}`, returnToken),
                    callbackUrl: withToken(`${serverOrigin}/${FINDOMESTIC_CALLBACK_ROUTE}`, callbackToken),
                });
                Logger.info(
                    `Financing ${transactionId} started for order ${order.code}: ${amountCents} cents`,
                    loggerCtx,
                );
                return { __typename: 'PaymentRedirect', method: 'GET', action: link, fields: [] };
            },
        });
    }

    /** What instalment estimates are made from, while shoppers can choose Findomestic in this channel. */
    async financingTerms(ctx: RequestContext): Promise<FinancingTerms | null> {
        if (!(await this.attempts.methodEnabled(ctx, FINDOMESTIC_METHOD))) return null;
        const { minCents, maxCents, plans } = this.options.findomestic;
        return { lender: FINDOMESTIC_LENDER, minCents, maxCents, plans };
    }

    /**
     * Findomestic's callback (the plugin's controller, only from FINDOMESTIC_CALLBACK_SOURCES): the decision, found
     * by the callback URL's own token, which the first decisive callback consumes. Approval AUTHORISES: the order is
     * placed "in valutazione" with its stock allocated, and staff settle it once Findomestic has confirmed the
     * financing (or it is released after FINANCING_REVIEW_MS); a refusal declines the attempt and the order stays
     * payable (decision 059).
     */
    async applyCallback(ctx: RequestContext, params: URLSearchParams): Promise<PaymentOutcome> {
        const token = readToken(params);
        const decision = readCallback(params);
        if (!token || decision === 'malformed') {
            Logger.warn(`Findomestic callback without a usable token or code: ignored`, loggerCtx);
            return UNVERIFIED;
        }
        return this.attempts.run(() =>
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
                await this.attempts.saveMetadata(tx, payment, {
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
                    await this.attempts.transitionPayment(tx, payment, 'Authorized');
                } else {
                    await this.attempts.transitionPayment(tx, payment, 'Declined');
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
    async applyReturn(
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
        const found = await this.attempts.findPayment(ctx, { id: candidate.id });
        if (!found || !tokenMatchesHash(token, metadataOf(found)[field] ?? '')) return undefined;
        if (field === 'returnTokenHash') return found;
        await this.attempts.lockOrderRow(ctx, found.order.id);
        return (await this.attempts.findPayment(ctx, { id: found.id })) ?? undefined;
    }

    private async financingOutcome(ctx: RequestContext, paymentId: ID): Promise<PaymentOutcome> {
        const payment = (await this.attempts.findPayment(ctx, { id: paymentId })) as Payment;
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
}
