/**
 * The order's emails: the confirmation when its payment is settled (placed paid, or settled later), and "ordine
 * ricevuto, pagamento in verifica" when it is placed with its payment only authorised (a pending card payment, a
 * financing in review). In Italian whatever language the shopper's request used, with the lines, the totals and
 * the VAT they include, the addresses, the invoice data when an invoice was asked for, the payment, what happens
 * next and the right of withdrawal (decision 035). Under Italian law the contract is concluded when the shopper
 * receives the confirmation (seed/store-content.ts, 'condizioni-di-vendita'), so an order whose payment is still
 * being verified is not confirmed.
 */
import {
    ID,
    Injector,
    LanguageCode,
    Order,
    OrderPlacedEvent,
    OrderService,
    OrderStateTransitionEvent,
    PaymentMethodService,
    ProductService,
    ProductVariantService,
    RequestContext,
    RequestContextService,
} from '@vendure/core';
import { EmailEventListener } from '@vendure/email-plugin';

import { summaryOfOrder } from '../../cart';
import { GIFT_CARD_SKU_PREFIX } from '../../gift-card/constants';
import { OrderSummaryInput, orderSummary, SummaryInvoiceFields } from '../services/order-summary';
import { contentPageUrl, orderHistoryUrl } from '../services/storefront-links';
import { ShopTemplateGlobals } from '../types';

/** The CMS pages the email links to (seed/store-content.ts). */
export const TERMS_PAGE_SLUG = 'condizioni-di-vendita';
export const RETURNS_PAGE_SLUG = 'resi-e-rimborsi';

/** Payments that do not pay for the order. */
const UNPAID_PAYMENT_STATES = ['Declined', 'Error', 'Cancelled'];

/** Names and options in Italian, the email's language, whatever the request that placed the order asked for. */
async function italianContext(injector: Injector, eventCtx: RequestContext): Promise<RequestContext> {
    return injector.get(RequestContextService).create({
        apiType: 'admin',
        channelOrToken: eventCtx.channel,
        languageCode: LanguageCode.it,
    });
}

async function summaryInput(injector: Injector, ctx: RequestContext, order: Order): Promise<OrderSummaryInput> {
    const variantIds = [...new Set(order.lines.map(line => line.productVariantId))];
    const variants = await injector.get(ProductVariantService).findByIds(ctx, variantIds);
    const variantById = new Map<ID, (typeof variants)[number]>(variants.map(variant => [variant.id, variant]));
    const productIds = [...new Set(variants.map(variant => variant.productId))];
    const products = productIds.length ? await injector.get(ProductService).findByIds(ctx, productIds) : [];
    const productName = new Map<ID, string>(products.map(product => [product.id, product.name]));

    const payments = (await injector.get(OrderService).getOrderPayments(ctx, order.id)).filter(
        payment => !UNPAID_PAYMENT_STATES.includes(payment.state),
    );
    const methods = await injector.get(PaymentMethodService).findAll(ctx, { take: 100 });
    const methodName = (code: string) => methods.items.find(method => method.code === code)?.name || code;

    const isGiftCard = (sku: string | null | undefined) => Boolean(sku?.startsWith(GIFT_CARD_SKU_PREFIX));
    return {
        code: order.code,
        placedAt: order.orderPlacedAt ?? new Date(),
        lines: order.lines.map(line => {
            const variant = variantById.get(line.productVariantId);
            return {
                productName: (variant && productName.get(variant.productId)) || line.productVariant.name,
                options: (variant?.options ?? []).map(option => option.name),
                sku: line.productVariant.sku,
                quantity: line.quantity,
                unitPriceWithTax: line.unitPriceWithTax,
                linePriceWithTax: line.linePriceWithTax,
            };
        }),
        figures: summaryOfOrder(order),
        shippingAddress: order.shippingAddress,
        billingAddress: order.billingAddress,
        invoice: order.customFields as SummaryInvoiceFields,
        paymentMethods: [
            ...new Set([
                ...payments.map(payment => methodName(payment.method)),
                ...order.surcharges.filter(s => isGiftCard(s.sku)).map(s => s.description),
            ]),
        ],
    };
}

/** What both order emails are made of, read in Italian from the order as it is now. */
async function orderEmailData(injector: Injector, event: { ctx: RequestContext; order: Order }) {
    const ctx = await italianContext(injector, event.ctx);
    const order = await injector.get(OrderService).findOne(ctx, event.order.id);
    if (!order) {
        throw new Error(`The order ${event.order.code} was not found.`);
    }
    if (!order.customer) {
        throw new Error(`The order ${order.code} has no customer to write to.`);
    }
    const payments = await injector.get(OrderService).getOrderPayments(ctx, order.id);
    return {
        emailAddress: order.customer.emailAddress,
        firstName: order.customer.firstName || null,
        hasAccount: Boolean(order.customer.user),
        financing: payments.some(payment => payment.method === 'findomestic' && payment.state === 'Authorized'),
        summary: orderSummary(await summaryInput(injector, ctx, order)),
    };
}

type OrderEmailData = Awaited<ReturnType<typeof orderEmailData>>;

function orderTemplateVars(data: OrderEmailData, globals: unknown, title: string) {
    const origin = (globals as ShopTemplateGlobals).storefrontOrigin;
    return {
        ...data.summary,
        title,
        firstName: data.firstName,
        financing: data.financing,
        ordersUrl: data.hasAccount ? orderHistoryUrl(origin) : null,
        termsUrl: contentPageUrl(origin, TERMS_PAGE_SLUG),
        returnsUrl: contentPageUrl(origin, RETURNS_PAGE_SLUG),
        serviceNote: "Questa è un'email di servizio sul tuo ordine: non serve rispondere.",
    };
}

// Every order placed through the shop has its customer; one staff made for nobody has no one to write to.
const forShopper = (event: { order: Order }) => event.order.customerId != null;

/**
 * The confirmation, once, when the payment is settled: at once when the order is placed paid (card OK), or later when
 * an order placed with its payment authorised (a pending card payment, a financing in review) is settled.
 */
export const orderConfirmationHandler = new EmailEventListener('order-confirmation')
    .on(OrderPlacedEvent)
    .filter(event => forShopper(event) && event.toState === 'PaymentSettled')
    .loadData(({ event, injector }) => orderEmailData(injector, event))
    .setRecipient(event => event.data.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('Conferma del tuo ordine {{ orderCode }}')
    .setTemplateVars((event, globals) => orderTemplateVars(event.data, globals, 'Grazie per il tuo ordine'));

export const settledOrderConfirmationHandler = new EmailEventListener('order-confirmation')
    .on(OrderStateTransitionEvent)
    .filter(event => forShopper(event) && event.fromState === 'PaymentAuthorized' && event.toState === 'PaymentSettled')
    .loadData(({ event, injector }) => orderEmailData(injector, event))
    .setRecipient(event => event.data.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('Conferma del tuo ordine {{ orderCode }}')
    .setTemplateVars((event, globals) => orderTemplateVars(event.data, globals, 'Grazie per il tuo ordine'));

/**
 * An order placed with its payment only authorised (XPay's PEN, a Findomestic application approved and not yet
 * settled): received, the payment being verified, nothing shipped and no contract concluded yet. The confirmation
 * follows when the payment is settled.
 */
export const orderReceivedHandler = new EmailEventListener('order-received')
    .on(OrderPlacedEvent)
    .filter(event => forShopper(event) && event.toState === 'PaymentAuthorized')
    .loadData(({ event, injector }) => orderEmailData(injector, event))
    .setRecipient(event => event.data.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('Ordine {{ orderCode }} ricevuto: pagamento in verifica')
    .setTemplateVars((event, globals) => orderTemplateVars(event.data, globals, 'Abbiamo ricevuto il tuo ordine'));
