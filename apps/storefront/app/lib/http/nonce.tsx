// The per-request CSP nonce, handed from the HTTP server to the React tree that renders inline scripts.
import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
    return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** Empty in the browser: nonces only matter in the server-rendered HTML. */
export function useNonce(): string {
    return useContext(NonceContext);
}
