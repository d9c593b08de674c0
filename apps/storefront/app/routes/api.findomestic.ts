// /api/findomestic/callback: Findomestic's server-to-server answer (a GET with `codiceEsitoFindomestic`, unsigned),
// accepted by the commerce server only with the order's own single-use token (decision 033).
import type { Route } from './+types/api.findomestic';
import { unknownMethod } from '~/lib/api/endpoints.server';
import { applyFinancingCallback, paramsOf } from '~/lib/checkout/payments.server';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

export async function loader({ params, request }: Route.LoaderArgs) {
    if (params.method !== 'callback') return unknownMethod();
    const query = new URL(request.url).searchParams;
    try {
        const outcome = await applyFinancingCallback(shopContextFor(request, DEFAULT_LOCALE), paramsOf(query));
        return new Response(outcome.verified ? 'OK' : 'KO', { status: outcome.verified ? 200 : 400, headers: TEXT });
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.warn(`[findomestic] callback not applied: ${error.message}`);
        return new Response('KO', { status: 503, headers: TEXT });
    }
}
