/**
 * Findomestic's consumer-credit redirect (italy-facts §5, from Findomestic's own Magento module): the link that sends
 * the shopper to the financing application, the shopper's return (`esito`) and the server callback
 * (`codiceEsitoFindomestic`). Neither answer is signed, so each order gets an opaque, single-use token of ours, carried
 * in both URLs and stored only as its SHA-256. Pure functions; docs/decisions/032-payment-protocols.md has the sources.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { inFinancingRange } from '@shop/rules';

import { ProviderParams, singleParam } from '../query-params';

/** The query parameter our return and callback URLs carry the token in. */
export const FINDOMESTIC_TOKEN_PARAM = 'token';

export interface FinancingRedirectInput {
    /** The "Url Web App" of the environment (the test one is on b2ctest.ecredit.it), or the sandbox's. */
    baseUrl: string;
    /** Seller code. */
    tvei: string;
    /** Offer code. */
    prf: string;
    codiceFinalita?: string;
    /** The server's own order total, in integer cents. */
    amountCents: number;
    /** Our order's code: Findomestic shows it and staff match on it. */
    cartId: string;
    firstName: string;
    lastName: string;
    email: string;
    /** `urlRedirect`, with the token in it (`withToken`). */
    returnUrl: string;
    /** `callBackUrl`, with the token in it (`withToken`). */
    callbackUrl: string;
}

function assertHttpUrl(name: string, value: string): URL {
    let url: URL;
    try {
        url = new URL(value);
    } catch {
        throw new Error(`${name} is not an absolute URL: ${JSON.stringify(value)}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} is not an HTTP(S) URL`);
    return url;
}

/**
 * The GET link to the financing application. Parameters in the order Findomestic's module sends them, each encoded
 * (the module itself concatenates them raw, which breaks on a name with "&" and on the nested return URLs).
 */
export function financingRedirect(input: FinancingRedirectInput): string {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error(`The amount must be a positive whole number of cents, not ${input.amountCents}`);
    }
    for (const name of ['tvei', 'prf', 'cartId'] as const) {
        if (input[name].length === 0) throw new Error(`${name} is empty`);
    }
    const url = assertHttpUrl('baseUrl', input.baseUrl);
    assertHttpUrl('returnUrl', input.returnUrl);
    assertHttpUrl('callbackUrl', input.callbackUrl);
    const params: [string, string][] = [
        ['tvei', input.tvei],
        ['prf', input.prf],
    ];
    if (input.codiceFinalita) params.push(['CodiceFinalita', input.codiceFinalita]);
    params.push(
        ['importo', String(input.amountCents)],
        ['cartId', input.cartId],
        ['nomeCliente', input.firstName],
        ['cognomeCliente', input.lastName],
        ['emailCliente', input.email],
        ['urlRedirect', input.returnUrl],
        ['callBackUrl', input.callbackUrl],
    );
    for (const [name, value] of params) url.searchParams.set(name, value);
    return url.toString();
}

/** 32 random bytes, base64url (43 characters): the order's token, given to Findomestic inside our two URLs. */
export function newCallbackToken(): string {
    return randomBytes(32).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of one of our tokens (checked before hashing anything a stranger sent). */
export function isWellFormedToken(value: string): boolean {
    return TOKEN_PATTERN.test(value);
}

/** The SHA-256 (hex) of a token: all the shop stores, so a leaked table cannot be replayed as callbacks. */
export function hashToken(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented token is the one whose hash was stored, compared in constant time. */
export function tokenMatchesHash(token: string, storedHash: string): boolean {
    if (!isWellFormedToken(token)) return false;
    const a = Buffer.from(hashToken(token), 'utf8');
    const b = Buffer.from(storedHash, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
}

/** A return or callback URL with the token added to its query. */
export function withToken(url: string, token: string): string {
    const parsed = assertHttpUrl('url', url);
    parsed.searchParams.set(FINDOMESTIC_TOKEN_PARAM, token);
    return parsed.toString();
}

/** The token a return or callback carries, or null when it has none or not one of ours. */
export function readToken(params: ProviderParams): string | null {
    const token = singleParam(params, FINDOMESTIC_TOKEN_PARAM);
    return typeof token === 'string' && isWellFormedToken(token) ? token : null;
}

export type FindomesticReturn = 'in-review' | 'refused' | 'cancelled' | 'malformed';

const CANCELLED = new Set(['ANNULLO', 'ANNULLATO', 'CANCELLED']);

/**
 * The shopper's return, from `esito`. `OK` means the application was sent and is being assessed: not money, so the
 * order waits for the callback or staff. The shopper stopping (sandbox: `ANNULLO`; Findomestic's value is not in the
 * sources) is a cancellation; any other value is a refusal, as Findomestic's module treats it. Missing, empty or
 * repeated is malformed and changes nothing.
 */
export function readReturn(params: ProviderParams): FindomesticReturn {
    const esito = singleParam(params, 'esito');
    if (typeof esito !== 'string' || esito.trim() === '') return 'malformed';
    const value = esito.trim().toUpperCase();
    if (value === 'OK') return 'in-review';
    if (CANCELLED.has(value)) return 'cancelled';
    return 'refused';
}

export type FindomesticCallback = 'approved' | 'refused' | 'malformed';

/**
 * Findomestic's decision, from `codiceEsitoFindomestic`: `0` approved, any other code refused. A value that is not a
 * number code (missing, empty, repeated, text) is malformed: a garbled callback must not cancel an order.
 */
export function readCallback(params: ProviderParams): FindomesticCallback {
    const code = singleParam(params, 'codiceEsitoFindomestic');
    if (typeof code !== 'string' || !/^-?\d{1,9}$/.test(code.trim())) return 'malformed';
    return Number(code.trim()) === 0 ? 'approved' : 'refused';
}

/**
 * Whether Findomestic can finance the amount: whole cents within the offer's bounds, both included. The rule the
 * storefront's instalment estimate uses too (@shop/rules).
 */
export function isFinanceable(amountCents: number, range: { minCents: number; maxCents: number }): boolean {
    return inFinancingRange(amountCents, range);
}
