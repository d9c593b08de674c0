// /api/nexi/<method> (requirements §7), with the old names and answer shapes ({ data?, error }) but not their trust:
// every value signed for XPay comes from the active order on the commerce server, state changes are POST, and results
// are verified there (decision 033). `notification` was XPay's server-to-server `urlpost`; XPay now posts it to the
// commerce server's /payments/nexi/notification, and an attempt started before that still posts here: the form goes
// on to the commerce server unchanged, whose answer (200 verified, 500 otherwise) is XPay's.
import { data } from 'react-router';
import type { Route } from './+types/api.nexi';
import { dispatch, dispatchChange, unknownMethod, type Endpoint } from '~/lib/api/endpoints.server';
import { paymentQuotes } from '~/lib/checkout/checkout.server';
import { applyCardResult, startPayment } from '~/lib/checkout/payments.server';
import { env } from '~/lib/env.server';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

function failed(error: unknown, status = 502) {
    if (!(error instanceof ShopApiError)) throw error;
    console.warn(`[nexi] commerce call failed: ${error.message}`);
    return data({ error: 'Unable to select payment method, please try again later' }, { status, headers: NO_STORE });
}

const reads: Record<string, Endpoint> = {
    /** Whether card payment can be offered for the shopper's active order. */
    getNexiGeminiConfig: async ({ request }) => {
        try {
            const quotes = await paymentQuotes(shopContextFor(request, DEFAULT_LOCALE));
            const card = quotes.find(quote => quote.code === 'nexi-xpay');
            return data(
                { data: { available: card?.isEligible ?? false, currency: 'EUR' }, error: null },
                { headers: NO_STORE },
            );
        } catch (error) {
            return failed(error);
        }
    },
};

async function jsonParams(request: Request): Promise<Array<{ name: string; value: string }> | null> {
    const body = (await request.json().catch(() => null)) as { result?: unknown } | null;
    const result = body?.result;
    if (!result || typeof result !== 'object' || Array.isArray(result)) return null;
    const params: Array<{ name: string; value: string }> = [];
    for (const [name, value] of Object.entries(result as Record<string, unknown>)) {
        if (typeof value !== 'string') return null;
        params.push({ name, value });
    }
    return params;
}

const changes: Record<string, Endpoint> = {
    /** Starts a card payment on the active order: the hosted page's address and the fields the server signed. */
    getNexiGeminiMac: async ({ request }) => {
        try {
            const started = await startPayment(shopContextFor(request, DEFAULT_LOCALE), 'nexi-xpay');
            if (!started.ok)
                return data(
                    { error: started.message, errorCode: started.errorCode },
                    { status: 400, headers: NO_STORE },
                );
            return data(
                { data: { action: started.action, fields: started.fields }, error: null },
                { headers: NO_STORE },
            );
        } catch (error) {
            return failed(error);
        }
    },
    /** A result the page holds (`{ result: { codTrans, esito, … } }`), verified and applied by the commerce server. */
    isSuccessfulResult: async ({ request }) => {
        const params = await jsonParams(request);
        if (!params)
            return data(
                { success: false, error: 'Send the result as { "result": { name: value } }' },
                { status: 400, headers: NO_STORE },
            );
        try {
            const outcome = await applyCardResult(shopContextFor(request, DEFAULT_LOCALE), params);
            const success = outcome.verified && (outcome.outcome === 'paid' || outcome.outcome === 'pending');
            return data(
                {
                    success,
                    error: success ? null : 'Unable to process payment information',
                    orderCode: success ? outcome.orderCode : null,
                },
                { status: outcome.verified ? 200 : 400, headers: NO_STORE },
            );
        } catch (error) {
            return failed(error);
        }
    },
};

/** The commerce server's own endpoint of XPay's notification, beside its shop API. */
const NOTIFICATION_URL = new URL('/payments/nexi/notification', env.VENDURE_SHOP_API_URL).toString();

async function notification(request: Request): Promise<Response> {
    const text = { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE };
    try {
        const forwarded = await fetch(NOTIFICATION_URL, {
            method: 'POST',
            headers: { 'content-type': request.headers.get('content-type') ?? 'application/x-www-form-urlencoded' },
            body: await request.text(),
            signal: AbortSignal.timeout(10_000),
        });
        await forwarded.arrayBuffer();
        return new Response(forwarded.ok ? 'OK' : 'KO', { status: forwarded.ok ? 200 : 500, headers: text });
    } catch (error) {
        console.warn(`[nexi] notification not passed on: ${(error as Error).message}`);
        // XPay retries a notification that did not answer 200.
        return new Response('KO', { status: 500, headers: text });
    }
}

export const loader = (args: Route.LoaderArgs) => dispatch(reads, args);

export const action = (args: Route.ActionArgs) => {
    if (args.params.method === 'notification') {
        return args.request.method === 'POST' ? notification(args.request) : unknownMethod();
    }
    return dispatchChange(changes, args);
};
