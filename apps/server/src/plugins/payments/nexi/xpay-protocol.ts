/**
 * Nexi XPay's legacy hosted payment page ("pagamento semplice", alias + MAC key; italy-facts §4): the signed form that
 * sends the shopper to XPay, and the verification of the result XPay sends back twice — to the shopper's return URL
 * (`url`) and to the server-to-server notification (`urlpost`). Pure functions: no I/O, no configuration of its own.
 * docs/decisions/032-payment-protocols.md records the sources and the choices.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import { ProviderParams, singleParam } from '../query-params';

/** The form's target; which one is configuration (or the local sandbox's `endpoint`). */
export const XPAY_ENDPOINTS = {
    test: 'https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
    live: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
} as const;

/** The path of the endpoint, the same on XPay and on the sandbox. */
export const XPAY_DISPATCHER_PATH = '/ecomm/ecomm/DispatcherServlet';

/** XPay's `esito` values. */
export const XPAY_ESITI = ['OK', 'KO', 'ANNULLO', 'ERRORE', 'PEN'] as const;
export type XpayEsito = (typeof XPAY_ESITI)[number];

/** What an `esito` means for the order. */
export type XpayOutcome = 'paid' | 'declined' | 'cancelled' | 'error' | 'pending';

export const OUTCOME_BY_ESITO: Readonly<Record<XpayEsito, XpayOutcome>> = {
    OK: 'paid',
    KO: 'declined',
    ANNULLO: 'cancelled',
    ERRORE: 'error',
    PEN: 'pending',
};

/** The longest `codTrans` we send: XPay's limit as the sources we could read give it (decision 032). */
export const COD_TRANS_MAX_LENGTH = 30;

const COD_TRANS_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

/** The catalog keys of requirements §8's payment messages (the storefront's catalog holds the sentences). */
export type PaymentMessageKey =
    /** 'Unable to process payment information' */
    | 'paymentFailed'
    /** 'Card type not supported. Please try with another card enabled for 3D Secure' */
    | 'cardNot3dSecure'
    /** 'Unable to select payment method, please try again later' (checkout: the method cannot be started). */
    | 'paymentMethodUnavailable';

export type XpayLanguage = 'ITA' | 'ENG' | 'SPA' | 'FRA' | 'GER' | 'JPN' | 'CHI' | 'ARA' | 'RUS' | 'POR';

function sha1Hex(text: string): string {
    return createHash('sha1').update(text, 'utf8').digest('hex');
}

function assertKey(macKey: string): void {
    // An empty key would make every MAC computable by anyone.
    if (typeof macKey !== 'string' || macKey.length === 0) throw new Error('The XPay MAC key is empty');
}

/** The request's MAC: `sha1("codTrans=…divisa=…importo=…" + key)`, lowercase hex. */
export function requestMac(
    fields: { codTrans: string; divisa: string; importo: string | number },
    macKey: string,
): string {
    assertKey(macKey);
    return sha1Hex(`codTrans=${fields.codTrans}divisa=${fields.divisa}importo=${fields.importo}${macKey}`);
}

/** The fields XPay signs in a result (the return and the notification alike). */
export interface XpayResultFields {
    codTrans: string;
    esito: string;
    importo: string | number;
    divisa: string;
    data: string;
    orario: string;
    /** Empty when there is no authorisation (a refusal, a cancellation). */
    codAut: string;
}

/** The result's MAC, fields in XPay's order: codTrans, esito, importo, divisa, data, orario, codAut, then the key. */
export function resultMac(fields: XpayResultFields, macKey: string): string {
    assertKey(macKey);
    return sha1Hex(
        `codTrans=${fields.codTrans}esito=${fields.esito}importo=${fields.importo}divisa=${fields.divisa}` +
            `data=${fields.data}orario=${fields.orario}codAut=${fields.codAut}${macKey}`,
    );
}

/** Whether a value is a `codTrans` we would send. */
export function isCodTrans(value: string): boolean {
    return COD_TRANS_PATTERN.test(value);
}

const RANDOM_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RANDOM_LENGTH = 10;
const ORDER_PART_MAX = COD_TRANS_MAX_LENGTH - 1 - RANDOM_LENGTH;

/**
 * A new `codTrans` for one payment attempt: the order code (letters and digits only, at most 19 of them) and ten random
 * characters, e.g. `K7QX2M4PZ9A1B3C5-8F3KQ2ZD0W`. XPay refuses a `codTrans` it has seen before, so every attempt
 * needs its own; 36^10 (about 2^52) random suffixes make two attempts of one order colliding negligible, and the order
 * code keeps it readable in Nexi's back office.
 */
export function newCodTrans(orderCode: string): string {
    const orderPart = orderCode.replace(/[^A-Za-z0-9]/g, '').slice(0, ORDER_PART_MAX);
    if (orderPart.length === 0) throw new Error(`No letters or digits in the order code ${JSON.stringify(orderCode)}`);
    let suffix = '';
    for (let i = 0; i < RANDOM_LENGTH; i++) suffix += RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)];
    return `${orderPart}-${suffix}`;
}

export interface XpayPaymentRequestInput {
    /** `XPAY_ENDPOINTS.test`, `XPAY_ENDPOINTS.live` or the sandbox's `endpoint`. */
    endpoint: string;
    alias: string;
    macKey: string;
    /** From `newCodTrans`, one per attempt. */
    codTrans: string;
    /** The server's own order total, in integer cents: never a value the browser sent. */
    amountCents: number;
    currency: 'EUR';
    /** `url`: where XPay sends the shopper with the result. */
    returnUrl: string;
    /** `url_back`: where the shopper lands after "Annulla". */
    cancelUrl: string;
    /** `urlpost`: the server-to-server notification. */
    notifyUrl: string;
    /** `mail`: XPay sends its receipt there and pre-fills its page. */
    email?: string;
    /** `languageId`, ITA unless given. */
    language?: XpayLanguage;
    /** `descrizione`, shown on XPay's page. */
    description?: string;
}

/** A form the browser POSTs to XPay (an auto-submitting form, or a button). */
export interface XpayPaymentRequest {
    action: string;
    method: 'POST';
    fields: Record<string, string>;
}

function assertHttpUrl(name: string, value: string): void {
    let url: URL;
    try {
        url = new URL(value);
    } catch {
        throw new Error(`${name} is not an absolute URL: ${JSON.stringify(value)}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} is not an HTTP(S) URL`);
}

/** The signed form that starts a payment on XPay's page. Throws on input the shop should never produce. */
export function paymentRequest(input: XpayPaymentRequestInput): XpayPaymentRequest {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error(`The amount must be a positive whole number of cents, not ${input.amountCents}`);
    }
    if (!isCodTrans(input.codTrans)) throw new Error(`Not a valid codTrans: ${JSON.stringify(input.codTrans)}`);
    if (input.currency !== 'EUR') throw new Error(`Unsupported currency ${JSON.stringify(input.currency)}`);
    if (input.alias.length === 0) throw new Error('The XPay alias is empty');
    assertHttpUrl('endpoint', input.endpoint);
    assertHttpUrl('returnUrl', input.returnUrl);
    assertHttpUrl('cancelUrl', input.cancelUrl);
    assertHttpUrl('notifyUrl', input.notifyUrl);

    const importo = String(input.amountCents);
    const fields: Record<string, string> = {
        alias: input.alias,
        importo,
        divisa: input.currency,
        codTrans: input.codTrans,
        url: input.returnUrl,
        url_back: input.cancelUrl,
        urlpost: input.notifyUrl,
    };
    if (input.email) fields.mail = input.email;
    fields.languageId = input.language ?? 'ITA';
    if (input.description) fields.descrizione = input.description;
    fields.mac = requestMac({ codTrans: input.codTrans, divisa: input.currency, importo }, input.macKey);
    return { action: input.endpoint, method: 'POST', fields };
}

/** What the shop expects of the result, from its own records of the attempt. */
export interface XpayExpectation {
    codTrans: string;
    amountCents: number;
    currency: string;
}

export type XpayVerification =
    | {
          ok: true;
          outcome: XpayOutcome;
          esito: XpayEsito;
          codTrans: string;
          /** The authorisation code, when there is one. */
          codAut?: string;
          /** XPay's `messaggio`, for the log and staff; shoppers read `messageKey`'s text. */
          message?: string;
          /** What the storefront shows, or null when the outcome needs no message. */
          messageKey: PaymentMessageKey | null;
          /** XPay's date and time of the result (YYYYMMDD, HHMMSS). */
          data: string;
          orario: string;
      }
    | {
          ok: false;
          reason: 'bad-mac' | 'amount-mismatch' | 'currency-mismatch' | 'unknown-transaction' | 'malformed';
      };

const REQUIRED_RESULT_FIELDS = ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'mac'] as const;

function macsEqual(received: string, expected: string): boolean {
    const a = Buffer.from(received.toLowerCase(), 'utf8');
    const b = Buffer.from(expected, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Verifies a result from XPay — the shopper's return (query string) or the notification (form body) — against the
 * attempt the shop recorded: MAC first (so an unsigned request learns nothing about our orders), then codTrans,
 * amount and currency. `codAut` may be absent (XPay leaves it out when nothing was authorised) and is then signed as
 * empty; every other signed field and `mac` must be there once. An `esito` outside XPay's five values is malformed
 * even when signed.
 */
export function verifyResult(params: ProviderParams, expected: XpayExpectation, macKey: string): XpayVerification {
    const values: Partial<Record<(typeof REQUIRED_RESULT_FIELDS)[number], string>> = {};
    for (const name of REQUIRED_RESULT_FIELDS) {
        const value = singleParam(params, name);
        if (typeof value !== 'string') return { ok: false, reason: 'malformed' };
        values[name] = value;
    }
    const codAut = singleParam(params, 'codAut');
    const messaggio = singleParam(params, 'messaggio');
    if (codAut === null || messaggio === null) return { ok: false, reason: 'malformed' };
    const { codTrans, esito, importo, divisa, data, orario, mac } = values as Record<
        (typeof REQUIRED_RESULT_FIELDS)[number],
        string
    >;

    const computed = resultMac({ codTrans, esito, importo, divisa, data, orario, codAut: codAut ?? '' }, macKey);
    if (!macsEqual(mac, computed)) return { ok: false, reason: 'bad-mac' };
    if (codTrans !== expected.codTrans) return { ok: false, reason: 'unknown-transaction' };
    // XPay echoes the amount we signed; any other spelling of it (leading zeros, decimals) is not ours.
    if (importo !== String(expected.amountCents)) return { ok: false, reason: 'amount-mismatch' };
    if (divisa !== expected.currency) return { ok: false, reason: 'currency-mismatch' };
    if (!(XPAY_ESITI as readonly string[]).includes(esito)) return { ok: false, reason: 'malformed' };

    const known = esito as XpayEsito;
    return {
        ok: true,
        outcome: OUTCOME_BY_ESITO[known],
        esito: known,
        codTrans,
        ...(codAut ? { codAut } : {}),
        ...(messaggio ? { message: messaggio } : {}),
        messageKey: paymentMessageKey(known, messaggio ?? undefined),
        data,
        orario,
    };
}

/**
 * "3D Secure", "3-D Secure", "3DSecure", "3DS", in any case: XPay's `messaggio` for a card the issuer has not enrolled
 * in 3-D Secure (the only refusal the shopper can fix by choosing another card).
 */
const THREE_D_SECURE = /\b3\s*-?\s*d\s*-?\s*s(?:ecure)?\b/i;

/**
 * The §8 message the storefront shows for a verified result. A paid or pending payment needs none, nor does a
 * cancellation (the shopper chose it and is back at checkout); a refusal whose `messaggio` speaks of 3-D Secure asks
 * for another card; every other refusal or error gets the generic message, so the issuer's reasons are not repeated
 * to whoever holds the card.
 */
export function paymentMessageKey(esito: XpayEsito, messaggio?: string): PaymentMessageKey | null {
    switch (esito) {
        case 'OK':
        case 'PEN':
        case 'ANNULLO':
            return null;
        case 'KO':
            return messaggio && THREE_D_SECURE.test(messaggio) ? 'cardNot3dSecure' : 'paymentFailed';
        case 'ERRORE':
            return 'paymentFailed';
    }
}
