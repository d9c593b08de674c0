// What the HTTP server passes to every loader and action besides the request.
import type { DocumentOnly } from '~/lib/http/document-only';

declare module 'react-router' {
    interface AppLoadContext {
        /** This response's CSP nonce. */
        nonce: string;
        /** Whether cookies get the Secure flag (production). */
        secureCookies: boolean;
        /**
         * What the server's render of a document needs and the page's hydration data leaves out (document-only.tsx).
         * Absent for a data request (`.data`, a navigation in the browser), whose loaders return everything.
         */
        documentOnly?: DocumentOnly;
    }
}

export {};
