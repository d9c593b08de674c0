/**
 * A local stand-in for Findomestic's financing web app, for tests and development: it takes the redirect link's
 * parameters, shows the request, and on "Approva" / "Rifiuta" calls the shop's `callBackUrl` itself, server to server
 * as Findomestic does (a GET with `codiceEsitoFindomestic`, as Findomestic's module reads it, from `callbackFrom`
 * when given), before sending the shopper to `urlRedirect` with `esito`. Node's own modules and this folder only, so the storefront's Playwright tests can `require` it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

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

/** The web app's path on the sandbox (the real one ends the same way). */
export const FINDOMESTIC_SANDBOX_PATH = '/findomestic/mcommerce/pages/simulatore.html';

const DECISION_PATH = '/findomestic/sandbox/decisione/';

/** What each button sends: the callback's code (none when the shopper stops) and the return's esito. */
export const FINDOMESTIC_SANDBOX_DECISIONS = {
    approva: { codiceEsitoFindomestic: '0', esito: 'OK' },
    rifiuta: { codiceEsitoFindomestic: '1', esito: 'KO' },
    annulla: { codiceEsitoFindomestic: undefined, esito: 'ANNULLO' },
} as const;

export type FindomesticSandboxDecision = keyof typeof FINDOMESTIC_SANDBOX_DECISIONS;

export interface FindomesticSandboxOptions {
    port?: number;
    host?: string;
    /** When given, a link with another seller code is refused. */
    tvei?: string;
    /** The local address the callbacks are made from (Findomestic's servers' in production; tests choose one). */
    callbackFrom?: string;
}

export interface FindomesticSandbox {
    origin: string;
    /** The `baseUrl` for `financingRedirect`. */
    webAppUrl: string;
    /** Every callback made to the shop, in order, with the shop's answer. */
    callbacks: Delivery[];
    close(): Promise<void>;
}

interface PendingApplication {
    importo: string;
    cartId: string;
    nome: string;
    urlRedirect: string;
    callBackUrl: string;
}

function errorPage(res: http.ServerResponse, status: number, message: string): void {
    sendHtml(
        res,
        status,
        htmlPage(
            'Errore - Finanziamento',
            `<h1>Richiesta di finanziamento non valida</h1><p class="errore">${escapeHtml(message)}</p>` +
                '<p class="nota">Ambiente di prova locale, non Findomestic.</p>',
        ),
    );
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

function applicationPage(id: string, application: PendingApplication, base: string): string {
    return htmlPage(
        'Richiesta di finanziamento',
        `<h1>Richiesta di finanziamento</h1>
<dl><dt>Importo</dt><dd>${escapeHtml(euro.format(Number(application.importo) / 100))}</dd>
<dt>Cliente</dt><dd>${escapeHtml(application.nome)}</dd>
<dt>Ordine</dt><dd>${escapeHtml(application.cartId)}</dd></dl>
<form method="post" action="${escapeHtml(base)}${DECISION_PATH}${id}"><div class="actions">
<button name="decisione" value="approva">Approva</button>
<button name="decisione" value="rifiuta">Rifiuta</button>
<button name="decisione" value="annulla">Annulla</button></div></form>
<p class="nota">Ambiente di prova locale, non Findomestic: nessuna pratica reale.</p>`,
    );
}

/** The first problem with the link's parameters, or null. */
function linkProblem(params: URLSearchParams, tvei: string | undefined): string | null {
    for (const name of ['tvei', 'prf', 'importo', 'cartId', 'urlRedirect', 'callBackUrl']) {
        const values = params.getAll(name);
        if (values.length !== 1 || values[0] === '') return `Parametro mancante o ripetuto: ${name}`;
    }
    if (tvei !== undefined && params.get('tvei') !== tvei) return 'Codice venditore sconosciuto';
    if (!/^[1-9]\d{0,11}$/.test(params.get('importo') as string)) return 'Importo non valido';
    if (!isHttpUrl(params.get('urlRedirect')) || !isHttpUrl(params.get('callBackUrl'))) return 'URL non valido';
    return null;
}

/** The prefix a router mounted the sandbox under (Express's `baseUrl`), so its own links stay under it. */
function mountedBase(req: http.IncomingMessage): string {
    const base = (req as http.IncomingMessage & { baseUrl?: unknown }).baseUrl;
    return typeof base === 'string' ? base : '';
}

/** The sandbox as a request handler, to serve on a port of its own or under a path of another server. */
export interface FindomesticSandboxHandler {
    handle(req: http.IncomingMessage, res: http.ServerResponse): void;
    callbacks: Delivery[];
}

/** The sandbox's requests, for `startFindomesticSandbox` or to mount under a path (development: the commerce server's). */
export function findomesticSandboxHandler(
    options: Omit<FindomesticSandboxOptions, 'port' | 'host'> = {},
): FindomesticSandboxHandler {
    const pending = new PendingPages<PendingApplication>();
    const callbacks: Delivery[] = [];

    function open(url: URL, req: http.IncomingMessage, res: http.ServerResponse): void {
        const params = url.searchParams;
        const problem = linkProblem(params, options.tvei);
        if (problem) return errorPage(res, 400, problem);
        const nome = [params.get('nomeCliente'), params.get('cognomeCliente')].filter(Boolean).join(' ');
        const application: PendingApplication = {
            importo: params.get('importo') as string,
            cartId: params.get('cartId') as string,
            nome,
            urlRedirect: params.get('urlRedirect') as string,
            callBackUrl: params.get('callBackUrl') as string,
        };
        const id = randomBytes(16).toString('base64url');
        pending.add(id, application);
        sendHtml(res, 200, applicationPage(id, application, mountedBase(req)));
    }

    async function decide(id: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
        const form = await readForm(req);
        const choice = form.get('decisione') ?? '';
        if (!Object.prototype.hasOwnProperty.call(FINDOMESTIC_SANDBOX_DECISIONS, choice)) {
            return errorPage(res, 400, 'Scelta non valida');
        }
        const application = pending.take(id);
        if (!application) return errorPage(res, 404, 'Richiesta scaduta o già conclusa');
        const decision = FINDOMESTIC_SANDBOX_DECISIONS[choice as FindomesticSandboxDecision];
        if (decision.codiceEsitoFindomestic !== undefined) {
            callbacks.push(
                await deliver(
                    'GET',
                    application.callBackUrl,
                    { codiceEsitoFindomestic: decision.codiceEsitoFindomestic },
                    5000,
                    options.callbackFrom,
                ),
            );
        }
        redirectSeeOther(res, withParams(application.urlRedirect, { esito: decision.esito }));
    }

    function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        let handled: Promise<void> | undefined;
        if (url.pathname === FINDOMESTIC_SANDBOX_PATH && req.method === 'GET') open(url, req, res);
        else if (url.pathname.startsWith(DECISION_PATH) && req.method === 'POST') {
            handled = decide(url.pathname.slice(DECISION_PATH.length), req, res);
        } else errorPage(res, 404, 'Pagina non trovata');
        handled?.catch(() => {
            if (!res.headersSent) errorPage(res, 400, 'Richiesta non valida');
        });
    }
    return { handle, callbacks };
}

/** Starts the sandbox on its own port. */
export async function startFindomesticSandbox(options: FindomesticSandboxOptions = {}): Promise<FindomesticSandbox> {
    const { handle, callbacks } = findomesticSandboxHandler(options);
    const server = http.createServer(handle);
    const origin = await listen(server, options.port ?? 0, options.host);
    return {
        origin,
        webAppUrl: `${origin}${FINDOMESTIC_SANDBOX_PATH}`,
        callbacks,
        close: () => closeServer(server),
    };
}
