// The commerce server's payment calls (decision 033): start a payment on the active order (the server records the
// attempt and signs what goes to the provider, from its own order total), and hand back what a provider sent — the
// shopper's return from XPay or from Findomestic — for the server to verify and apply or report. The providers'
// server-to-server answers go to the commerce server's own endpoints, never through a shop API operation.
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql, type ResultOf } from '~/lib/vendure/graphql';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

const START_PAYMENT = graphql(`
    mutation StartPayment($method: String!) {
        startPayment(method: $method) {
            __typename
            ... on PaymentRedirect {
                method
                action
                fields {
                    name
                    value
                }
            }
            ... on PaymentStartError {
                errorCode
                message
            }
        }
    }
`);

/** What the shop made of a provider's answer: the same fields for every answer. */
const PaymentOutcomeFields = graphql(`
    fragment PaymentOutcomeFields on PaymentOutcome @_unmask {
        verified
        outcome
        messageKey
        orderCode
        orderState
    }
`);

const APPLY_CARD_RESULT = graphql(
    `
        mutation ApplyCardPaymentResult($params: [PaymentParamInput!]!) {
            applyCardPaymentResult(params: $params) {
                ...PaymentOutcomeFields
            }
        }
    `,
    [PaymentOutcomeFields],
);

const APPLY_FINANCING_RETURN = graphql(
    `
        mutation ApplyFinancingReturn($params: [PaymentParamInput!]!) {
            applyFinancingReturn(params: $params) {
                ...PaymentOutcomeFields
            }
        }
    `,
    [PaymentOutcomeFields],
);

export type PaymentOutcome = ResultOf<typeof PaymentOutcomeFields>;

export type PaymentStart =
    | { ok: true; method: 'GET' | 'POST'; action: string; fields: Array<{ name: string; value: string }> }
    | { ok: false; errorCode: string; message: string };

export async function startPayment(ctx: ShopRequestContext, method: string): Promise<PaymentStart> {
    const result = await shopQuery(START_PAYMENT, { method }, ctx);
    const answer = result.data.startPayment;
    if (answer.__typename === 'PaymentRedirect') {
        return {
            ok: true,
            method: answer.method === 'GET' ? 'GET' : 'POST',
            action: answer.action,
            fields: answer.fields.map(field => ({ name: field.name, value: field.value })),
        };
    }
    return { ok: false, errorCode: answer.errorCode, message: answer.message };
}

/** Every parameter as received, repeated ones included: the server refuses a repeated signed field. */
export function paramsOf(source: URLSearchParams | FormData): Array<{ name: string; value: string }> {
    const params: Array<{ name: string; value: string }> = [];
    for (const [name, value] of source.entries()) {
        if (typeof value === 'string') params.push({ name, value });
    }
    return params;
}

/** XPay's return, the query the shopper brought back. */
export async function applyCardResult(
    ctx: ShopRequestContext,
    params: Array<{ name: string; value: string }>,
): Promise<PaymentOutcome> {
    const result = await shopQuery(APPLY_CARD_RESULT, { params }, ctx);
    return result.data.applyCardPaymentResult;
}

export async function applyFinancingReturn(
    ctx: ShopRequestContext,
    params: Array<{ name: string; value: string }>,
): Promise<PaymentOutcome> {
    const result = await shopQuery(APPLY_FINANCING_RETURN, { params }, ctx);
    return result.data.applyFinancingReturn;
}
