// The one GraphQL client for the commerce server's shop API; every call carries the shopper's market headers.
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { env } from '~/lib/env.server';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

/** The commerce server answered with an HTTP or GraphQL error, or could not be reached. */
export class ShopApiError extends Error {
    constructor(
        message: string,
        /** HTTP status to show the shopper: 502 when the answer was broken, 503 when unreachable, 429 when limited. */
        readonly status: number,
        readonly cause?: unknown,
        /** With 429: the seconds the commerce server asks to wait before trying again. */
        readonly retryAfter?: number,
    ) {
        super(message);
        this.name = 'ShopApiError';
    }
}

/** One entry of a GraphQL answer's `errors`; Vendure names the kind in extensions.code (e.g. USER_INPUT_ERROR). */
export interface ShopApiGraphQLError {
    message: string;
    extensions?: { code?: string; retryAfter?: number };
}

/** The commerce server's code for a request refused by a rate limit (decision 022). */
export const RATE_LIMITED = 'RATE_LIMITED';

/** True for a call the commerce server refused by a rate limit: the shopper should wait, not retry at once. */
export function isRateLimited(error: unknown): error is ShopApiError & { status: 429 } {
    return error instanceof ShopApiError && error.status === 429;
}

/** A 429 answer of the commerce server as an error carrying its wait; the body's errors say which limit. */
async function rateLimitedError(response: Response): Promise<ShopApiError> {
    let errors: ShopApiGraphQLError[] = [];
    try {
        errors = ((await response.json()) as { errors?: ShopApiGraphQLError[] }).errors ?? [];
    } catch {
        // The status and Retry-After say enough.
    }
    const fromBody = errors.find(e => e.extensions?.code === RATE_LIMITED)?.extensions?.retryAfter;
    const fromHeader = Number(response.headers.get('retry-after'));
    const retryAfter = fromBody ?? (Number.isFinite(fromHeader) && fromHeader > 0 ? fromHeader : 60);
    return new ShopApiError('Commerce server answered 429: rate limited', 429, errors, retryAfter);
}

/** The commerce server's code for a request its bot check refused (decision 029): status 400, no reason given. */
export const BOT_CHECK_FAILED = 'BOT_CHECK_FAILED';

/** True for a call the commerce server's bot check refused: the form shows its own message and the shopper retries. */
export function isBotCheckFailed(error: unknown): error is ShopApiError & { status: 400 } {
    return (
        error instanceof ShopApiError &&
        error.status === 400 &&
        Array.isArray(error.cause) &&
        (error.cause as ShopApiGraphQLError[]).some(e => e.extensions?.code === BOT_CHECK_FAILED)
    );
}

/** A 400 answer: the bot check's refusal (kept as 400 with its errors) or a request the server could not take (502). */
async function badRequestError(response: Response): Promise<ShopApiError> {
    let errors: ShopApiGraphQLError[] = [];
    try {
        errors = ((await response.json()) as { errors?: ShopApiGraphQLError[] }).errors ?? [];
    } catch {
        // Not GraphQL's answer: a broken request.
    }
    if (errors.some(e => e.extensions?.code === BOT_CHECK_FAILED)) {
        return new ShopApiError('Commerce server refused the bot check', 400, errors);
    }
    return new ShopApiError('Commerce server answered 400', 502);
}

export interface ShopApiResult<T> {
    data: T;
    /** A new or refreshed Vendure session token, to be kept in the shopper's cookie. */
    authToken?: string;
}

const TIMEOUT_MS = 8000;

/** The header the commerce server's bot check reads the reCAPTCHA token from (decision 029). */
export const BOT_CHECK_TOKEN_HEADER = 'x-recaptcha-token';

/** A token as reCAPTCHA makes them: printable ASCII, bounded; anything else from the browser is not passed on. */
const BOT_CHECK_TOKEN = /^[\x21-\x7e]{1,4096}$/;

/** True when the value may travel as the bot check's token header. */
export function isSendableBotCheckToken(value: unknown): value is string {
    return typeof value === 'string' && BOT_CHECK_TOKEN.test(value);
}

export function shopApiHeaders(ctx: ShopRequestContext): Record<string, string> {
    const headers: Record<string, string> = {
        // CSRF prevention on the commerce server only lets JSON requests through.
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': ctx.acceptLanguage,
        'x-store': ctx.store,
        'x-locale': ctx.locale,
        'x-country': ctx.country,
        'x-market': ctx.market,
        'x-currency': ctx.currency,
    };
    if (ctx.authToken) headers.authorization = `Bearer ${ctx.authToken}`;
    if (ctx.cookieHeader) headers.cookie = ctx.cookieHeader;
    if (ctx.wishlistToken) headers['x-wishlist-token'] = ctx.wishlistToken;
    // The shopper's address, for the commerce server's per-IP rate limits (it believes X-Forwarded-For only from the
    // addresses in its TRUSTED_PROXIES, loopback by default: decision 022).
    if (ctx.clientIp) headers['x-forwarded-for'] = ctx.clientIp;
    // Without it (or with something that is no token) the commerce server refuses a protected call: BOT_CHECK_FAILED.
    if (isSendableBotCheckToken(ctx.botCheckToken)) headers[BOT_CHECK_TOKEN_HEADER] = ctx.botCheckToken;
    return headers;
}

/** The query text of each document, printed once: documents are module constants. */
const printed = new WeakMap<object, string>();

function queryText(document: TadaDocumentNode<unknown, never>): string {
    let text = printed.get(document);
    if (text === undefined) {
        text = print(document);
        printed.set(document, text);
    }
    return text;
}

export async function shopQuery<TResult, TVariables>(
    document: TadaDocumentNode<TResult, TVariables>,
    variables: TVariables,
    ctx: ShopRequestContext,
    apiUrl: string = env.VENDURE_SHOP_API_URL,
): Promise<ShopApiResult<TResult>> {
    const url = new URL(apiUrl);
    // Vendure picks the content language and currency from these query parameters.
    url.searchParams.set('languageCode', ctx.locale);
    url.searchParams.set('currencyCode', ctx.currency);

    let response: Response;
    try {
        response = await fetch(url, {
            method: 'POST',
            headers: shopApiHeaders(ctx),
            body: JSON.stringify({
                query: queryText(document as TadaDocumentNode<unknown, never>),
                variables,
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
        });
    } catch (error) {
        throw new ShopApiError('Commerce server unreachable', 503, error);
    }
    if (response.status === 429) throw await rateLimitedError(response);
    if (response.status === 400) throw await badRequestError(response);
    if (!response.ok) {
        throw new ShopApiError(`Commerce server answered ${response.status}`, 502);
    }
    let body: { data?: TResult; errors?: ShopApiGraphQLError[] };
    try {
        body = (await response.json()) as typeof body;
    } catch (error) {
        throw new ShopApiError('Commerce server answered with invalid JSON', 502, error);
    }
    if (body.errors?.length) {
        // The errors ride along as the cause, so a caller can tell a shopper's input error from a broken server.
        throw new ShopApiError(`Shop API error: ${body.errors.map(e => e.message).join('; ')}`, 502, body.errors);
    }
    if (!body.data) throw new ShopApiError('Shop API answered without data', 502);
    return { data: body.data, authToken: response.headers.get('vendure-auth-token') ?? undefined };
}
