// Back-in-stock alerts on the commerce server: the product page's request (its form posts to the product route's
// action, with or without JavaScript) and the cancel page's. A refused address is a 400 with the error beside the
// field; the other refusals are the form's own message; the shop unreachable is a 502/503, a limit a 429.
import { parseWithZod } from '@conform-to/zod/v4';
import { formatValidationIssues } from '@shop/rules';
import { data } from 'react-router';
import { signedInCustomer } from '~/lib/account/customer-session.server';
import { isCrossSite } from '~/lib/api/endpoints.server';
import { STOCK_ALERT_FORM_ID, type StockAlertDone } from '~/lib/catalog/stock-alert-form';
import { stockAlertSchema } from '~/lib/catalog/stock-alert-schema';
import type { FormReply } from '~/lib/forms/form-reply';
import { readForm } from '~/lib/forms/read-form.server';
import { isRateLimited, shopQuery, ShopApiError } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { shopContextFor } from '~/lib/vendure/request-context.server';

const REQUEST_STOCK_ALERT = graphql(`
    mutation RequestStockAlert($sku: String!, $emailAddress: String) {
        requestStockAlert(sku: $sku, emailAddress: $emailAddress) {
            __typename
            ... on StockAlertRequested {
                emailAddress
                alreadyRequested
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const CANCEL_STOCK_ALERT = graphql(`
    mutation CancelStockAlert($token: String!) {
        cancelStockAlert(token: $token) {
            __typename
            ... on StockAlertCancelled {
                productName
                productCode
                alreadyNotified
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Catalog keys of the form's own refusals, by the commerce server's error code. */
const FORM_ERRORS: Record<string, string> = {
    STOCK_ALERT_NOT_SOLD_OUT_ERROR: 'stockAlert.errors.notSoldOut',
    STOCK_ALERT_VARIANT_NOT_FOUND_ERROR: 'stockAlert.errors.notFound',
};

/** Whether a product page's post is the stock alert form's (read from a copy: the cart's action reads the body). */
export async function isStockAlertPost(request: Request, intent: string): Promise<boolean> {
    if (request.method !== 'POST') return false;
    try {
        return (await readForm(request.clone())).get('intent') === intent;
    } catch {
        return false;
    }
}

/** The product route's action for the stock alert form. */
export async function stockAlertAction(request: Request, locale: string) {
    if (isCrossSite(request)) {
        return data({ error: 'Requests from other sites are not accepted' }, { status: 403 });
    }
    const form = await readForm(request);
    const customer = await signedInCustomer(request);
    const submission = parseWithZod(form, {
        schema: stockAlertSchema(customer !== null),
        formatError: formatValidationIssues,
    });
    const refuse = (status: number, outcome: { formError?: string; fieldErrors?: Record<string, string[]> }) => {
        const reply: FormReply = {
            form: STOCK_ALERT_FORM_ID,
            result: submission.reply({
                formErrors: outcome.formError ? [outcome.formError] : undefined,
                fieldErrors: outcome.fieldErrors,
            }),
        };
        return data(reply, { status, headers: NO_STORE });
    };
    if (submission.status !== 'success') return refuse(400, {});
    const { sku, email } = submission.value as { sku: string; email?: string };
    let node;
    try {
        const result = await shopQuery(
            REQUEST_STOCK_ALERT,
            { sku, emailAddress: customer ? null : (email ?? null) },
            shopContextFor(request, locale),
        );
        node = result.data.requestStockAlert;
    } catch (error) {
        if (isRateLimited(error)) return refuse(429, { formError: 'stockAlert.errors.rateLimited' });
        if (error instanceof ShopApiError) {
            console.warn(`[stock-alert] commerce call failed: ${error.message}`);
            return refuse(error.status === 503 ? 503 : 502, { formError: 'stockAlert.errors.unavailable' });
        }
        throw error;
    }
    if (node.__typename === 'StockAlertRequested') {
        const done: StockAlertDone = {
            form: STOCK_ALERT_FORM_ID,
            done: true,
            sku,
            alreadyRequested: node.alreadyRequested,
            email: node.emailAddress,
        };
        return data(done, { headers: NO_STORE });
    }
    if (node.errorCode === 'STOCK_ALERT_EMAIL_INVALID_ERROR') {
        return refuse(400, { fieldErrors: { email: ['validation.invalidEmail'] } });
    }
    return refuse(FORM_ERRORS[node.errorCode] ? 409 : 400, {
        formError: FORM_ERRORS[node.errorCode] ?? 'stockAlert.errors.notFound',
    });
}

export type StockAlertCancelOutcome =
    | { state: 'cancelled'; productName: string; productCode: string; alreadyNotified: boolean }
    | { state: 'invalid' | 'unavailable' | 'rateLimited' };

/** The cancel page's action: the token from its form (the email's link), to the commerce server. */
export async function cancelStockAlert(
    request: Request,
    locale: string,
    token: string,
): Promise<StockAlertCancelOutcome> {
    try {
        const result = await shopQuery(CANCEL_STOCK_ALERT, { token }, shopContextFor(request, locale));
        const node = result.data.cancelStockAlert;
        if (node.__typename === 'StockAlertCancelled') {
            return {
                state: 'cancelled',
                productName: node.productName,
                productCode: node.productCode,
                alreadyNotified: node.alreadyNotified,
            };
        }
        return { state: 'invalid' };
    } catch (error) {
        if (isRateLimited(error)) return { state: 'rateLimited' };
        if (error instanceof ShopApiError) {
            console.warn(`[stock-alert] commerce call failed: ${error.message}`);
            return { state: 'unavailable' };
        }
        throw error;
    }
}
