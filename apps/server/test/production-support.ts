/** What the tests that start the built commerce server as separate processes (production mode) share. */

/**
 * One GraphQL call; an answer with errors throws them. Returns the data and the session token the server gave, or the
 * one sent.
 */
export async function postGraphql(
    api: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
) {
    const response = await fetch(api, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
        },
        body: JSON.stringify({ query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    const body = (await response.json()) as { data: any; errors?: unknown };
    if (body.errors) {
        throw new Error(JSON.stringify(body.errors));
    }
    return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
}

/** Asks every half second until `fn` gives a value, or fails with the last error after `timeoutMs`. */
export async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    while (Date.now() < deadline) {
        try {
            const value = await fn();
            if (value !== undefined) {
                return value;
            }
        } catch (error) {
            lastError = error;
        }
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new Error(`Timed out waiting for ${what}: ${String(lastError ?? '')}`);
}

/**
 * The mail settings a production start requires (environment.ts, decision 028). These tests send no email; a test
 * that does starts its own SMTP server (test/smtp-sink.ts) and names it instead.
 */
export const PRODUCTION_EMAIL_ENV = {
    SMTP_HOST: '127.0.0.1',
    EMAIL_FROM: 'Scintilla <no-reply@scintilla.example>',
    CUSTOMER_SERVICE_EMAIL: 'servizioclienti@scintilla.example',
    STOREFRONT_ORIGIN: 'http://localhost:3000',
};

/**
 * The payment settings a production start requires (environment.ts, decision 033): a terminal and a seller code that
 * no test pays with (the endpoints are Nexi's and Findomestic's test environments, never called here).
 */
export const PRODUCTION_PAYMENT_ENV = {
    NEXI_ALIAS: 'ALIAS_PRODUCTION_TEST',
    NEXI_MAC_KEY: 'production-test-mac-key',
    NEXI_ENDPOINT: 'test',
    FINDOMESTIC_TVEI: 'TVEI-TEST',
    FINDOMESTIC_PRF: 'PRF-TEST',
    FINDOMESTIC_WEB_APP_URL: 'https://b2ctest.ecredit.it/clienti/pmcrs/scintilla/mcommerce/pages/simulatore.html',
};
