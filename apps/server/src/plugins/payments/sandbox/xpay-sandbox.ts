/**
 * A local stand-in for Nexi XPay's hosted payment page, for tests and development: the same endpoint path and form
 * fields as XPay, a small Italian card page, and the result signed with XPay's MAC scheme — first POSTed to the shop's
 * `urlpost`, then carried by the shopper's redirect to `url` (or `url_back` after "Annulla"). Node's own modules and
 * this folder only, so the storefront's Playwright tests can `require` it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';

import { isCodTrans, requestMac, resultMac, XPAY_DISPATCHER_PATH, XpayEsito } from '../nexi/xpay-protocol';
import {
    closeServer,
    deliver,
    Delivery,
    escapeHtml,
    htmlPage,
    isHttpUrl,
    listen,
    PendingPages,
    readForm,
    redirectSeeOther,
    sendHtml,
    withParams,
} from './sandbox-http';

/** The test cards the sandbox knows; any other number is refused. */
export const XPAY_SANDBOX_CARDS = {
    /** Nexi's VISA test card (italy-facts §4). */
    approved: '4349940199004549',
    /** The MasterCard Nexi's test table lists as declined. */
    declined: '5515931855858729',
    /** Refused as not enrolled in 3-D Secure (a sandbox number of our own). */
    not3dSecure: '5500000000000004',
    /** Any number starting so is left pending (`PEN`). */
    pendingPrefix: '4000',
} as const;

/** The `messaggio` of each refusal the sandbox gives. */
export const XPAY_SANDBOX_MESSAGES = {
    declined: 'Autorizzazione negata',
    not3dSecure: 'Carta non abilitata al servizio 3D Secure',
    unknownCard: 'Carta non valida',
} as const;

const PAY_PATH = '/ecomm/sandbox/pagamento/';

/** XPay's `data` and `orario` for an instant: the date and time in Italy, YYYYMMDD and HHMMSS. */
export function romeDateTime(instant: Date): { data: string; orario: string } {
    const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Europe/Rome',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
        })
            .formatToParts(instant)
            .map(part => [part.type, part.value]),
    );
    return { data: `${parts.year}${parts.month}${parts.day}`, orario: `${parts.hour}${parts.minute}${parts.second}` };
}

/** What a card number gets: the esito, and the messaggio of a refusal. */
export function sandboxCardResult(pan: string): { esito: XpayEsito; messaggio?: string } {
    const digits = pan.replace(/[\s-]/g, '');
    if (digits === XPAY_SANDBOX_CARDS.approved) return { esito: 'OK' };
    if (digits === XPAY_SANDBOX_CARDS.declined) return { esito: 'KO', messaggio: XPAY_SANDBOX_MESSAGES.declined };
    if (digits === XPAY_SANDBOX_CARDS.not3dSecure) {
        return { esito: 'KO', messaggio: XPAY_SANDBOX_MESSAGES.not3dSecure };
    }
    if (/^\d{12,19}$/.test(digits) && digits.startsWith(XPAY_SANDBOX_CARDS.pendingPrefix)) return { esito: 'PEN' };
    return { esito: 'KO', messaggio: XPAY_SANDBOX_MESSAGES.unknownCard };
}

export interface XpaySandboxOptions {
    /** 0 (any free port) unless given. */
    port?: number;
    host?: string;
    /** The only alias the sandbox accepts. */
    alias: string;
    macKey: string;
    /** The clock of `data` and `orario`. */
    now?: () => Date;
}

export interface XpaySandbox {
    /** http://127.0.0.1:PORT */
    origin: string;
    /** The form's action, in place of XPAY_ENDPOINTS.test/live. */
    endpoint: string;
    /** Every notification sent to `urlpost`, in order, with the shop's answer. */
    notifications: Delivery[];
    close(): Promise<void>;
}

/** The request fields the sandbox keeps between the card page and its submission. */
interface PendingPayment {
    alias: string;
    importo: string;
    divisa: string;
    codTrans: string;
    url: string;
    urlBack: string;
    urlpost?: string;
    descrizione?: string;
}

function errorPage(res: http.ServerResponse, status: number, message: string): void {
    sendHtml(
        res,
        status,
        htmlPage(
            'Errore - Pagamento',
            `<h1>Impossibile procedere con il pagamento</h1><p class="errore">${escapeHtml(message)}</p>` +
                '<p class="nota">Ambiente di prova locale, non Nexi.</p>',
        ),
    );
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

function cardPage(id: string, payment: PendingPayment, base: string): string {
    const description = payment.descrizione ? `<dt>Descrizione</dt><dd>${escapeHtml(payment.descrizione)}</dd>` : '';
    return htmlPage(
        'Pagamento con carta',
        `<h1>Pagamento con carta</h1>
<dl><dt>Importo</dt><dd>${escapeHtml(euro.format(Number(payment.importo) / 100))}</dd>
<dt>Codice transazione</dt><dd>${escapeHtml(payment.codTrans)}</dd>${description}</dl>
<form method="post" action="${escapeHtml(base)}${PAY_PATH}${id}">
<label for="pan">Numero carta</label>
<input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required>
<label for="scadenza">Scadenza (MM/AA)</label>
<input id="scadenza" name="scadenza" autocomplete="cc-exp" placeholder="MM/AA" pattern="\\d{2}/\\d{2}" required>
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" pattern="\\d{3,4}" required>
<div class="actions"><button name="azione" value="paga">Paga</button>
<button name="azione" value="annulla" formnovalidate>Annulla</button></div>
</form>
<p class="nota">Ambiente di prova locale, non Nexi: nessun addebito reale.</p>`,
    );
}

/** The first problem with a payment request, checked as XPay would, or null when it can be shown. */
function requestProblem(params: URLSearchParams, alias: string, macKey: string): string | null {
    for (const name of ['alias', 'importo', 'divisa', 'codTrans', 'url', 'url_back', 'mac']) {
        const values = params.getAll(name);
        if (values.length !== 1 || values[0] === '') return `Parametro mancante o ripetuto: ${name}`;
    }
    if (params.get('alias') !== alias) return 'Alias sconosciuto';
    const importo = params.get('importo') as string;
    if (!/^[1-9]\d{0,11}$/.test(importo)) return 'Importo non valido';
    if (params.get('divisa') !== 'EUR') return 'Divisa non supportata';
    const codTrans = params.get('codTrans') as string;
    if (!isCodTrans(codTrans)) return 'Codice transazione non valido';
    if (!isHttpUrl(params.get('url')) || !isHttpUrl(params.get('url_back'))) return 'URL di ritorno non valido';
    if (params.has('urlpost') && !isHttpUrl(params.get('urlpost'))) return 'URL di notifica non valido';
    const expected = requestMac({ codTrans, divisa: 'EUR', importo }, macKey);
    if ((params.get('mac') as string).toLowerCase() !== expected) return 'MAC errato';
    return null;
}

/** The prefix a router mounted the sandbox under (Express's `baseUrl`), so its own links stay under it. */
function mountedBase(req: http.IncomingMessage): string {
    const base = (req as http.IncomingMessage & { baseUrl?: unknown }).baseUrl;
    return typeof base === 'string' ? base : '';
}

/** The sandbox as a request handler, to serve on a port of its own or under a path of another server. */
export interface XpaySandboxHandler {
    handle(req: http.IncomingMessage, res: http.ServerResponse): void;
    notifications: Delivery[];
}

/** The sandbox's requests, for `startXpaySandbox` or to mount under a path (development: the commerce server's). */
export function xpaySandboxHandler(options: Omit<XpaySandboxOptions, 'port' | 'host'>): XpaySandboxHandler {
    const now = options.now ?? (() => new Date());
    const pending = new PendingPages<PendingPayment>();
    /** XPay refuses a codTrans it has already seen: every attempt needs a new one. */
    const seenCodTrans = new Set<string>();
    const notifications: Delivery[] = [];

    async function start(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
        const params = await readForm(req);
        const problem = requestProblem(params, options.alias, options.macKey);
        if (problem) return errorPage(res, 400, problem);
        const codTrans = params.get('codTrans') as string;
        if (seenCodTrans.has(codTrans)) return errorPage(res, 400, 'Codice transazione già utilizzato');
        seenCodTrans.add(codTrans);
        const payment: PendingPayment = {
            alias: options.alias,
            importo: params.get('importo') as string,
            divisa: 'EUR',
            codTrans,
            url: params.get('url') as string,
            urlBack: params.get('url_back') as string,
            urlpost: params.get('urlpost') ?? undefined,
            descrizione: params.get('descrizione') ?? undefined,
        };
        const id = randomBytes(16).toString('base64url');
        pending.add(id, payment);
        sendHtml(res, 200, cardPage(id, payment, mountedBase(req)));
    }

    async function submit(id: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
        const form = await readForm(req);
        const payment = pending.take(id);
        if (!payment) return errorPage(res, 404, 'Sessione di pagamento scaduta o già conclusa');
        const cancelled = form.get('azione') === 'annulla';
        const { esito, messaggio } = cancelled
            ? { esito: 'ANNULLO' as const, messaggio: undefined }
            : sandboxCardResult(form.get('pan') ?? '');
        const codAut = esito === 'OK' ? String(randomInt(100000, 1000000)) : '';
        const signed = { codTrans: payment.codTrans, esito, importo: payment.importo, divisa: payment.divisa };
        const fields = { ...signed, ...romeDateTime(now()), codAut };
        const result: Record<string, string> = {
            alias: payment.alias,
            ...fields,
            mac: resultMac(fields, options.macKey),
        };
        if (messaggio) result.messaggio = messaggio;
        // The notification first, then the shopper: the order is usually settled before the shopper is back.
        if (payment.urlpost) notifications.push(await deliver('POST', payment.urlpost, result));
        redirectSeeOther(res, withParams(cancelled ? payment.urlBack : payment.url, result));
    }

    function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
        const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
        let handled: Promise<void> | undefined;
        if (path === XPAY_DISPATCHER_PATH) {
            if (req.method !== 'POST') res.writeHead(405, { allow: 'POST' }).end();
            else handled = start(req, res);
        } else if (path.startsWith(PAY_PATH) && req.method === 'POST') {
            handled = submit(path.slice(PAY_PATH.length), req, res);
        } else {
            errorPage(res, 404, 'Pagina non trovata');
        }
        handled?.catch(() => {
            if (!res.headersSent) errorPage(res, 400, 'Richiesta non valida');
        });
    }
    return { handle, notifications };
}

/** Starts the sandbox on its own port. */
export async function startXpaySandbox(options: XpaySandboxOptions): Promise<XpaySandbox> {
    const { handle, notifications } = xpaySandboxHandler(options);
    const server = http.createServer(handle);
    const origin = await listen(server, options.port ?? 0, options.host);
    return {
        origin,
        endpoint: `${origin}${XPAY_DISPATCHER_PATH}`,
        notifications,
        close: () => closeServer(server),
    };
}
