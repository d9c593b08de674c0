// What the HTTP server passes to every loader and action besides the request.
declare module 'react-router' {
    interface AppLoadContext {
        /** This response's CSP nonce. */
        nonce: string;
        /** Whether cookies get the Secure flag (production). */
        secureCookies: boolean;
    }
}

export {};
