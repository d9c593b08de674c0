// The shop's public origin for absolute URLs: PUBLIC_URL, never the request's Host in production.
import { isProduction, publicUrlOrigin } from '~/lib/env.server';

/**
 * The origin absolute URLs are built on. With a configured public address that is always it, whatever Host,
 * X-Forwarded-Host or X-Forwarded-Proto a request carries, so cached answers cannot name an address a client chose.
 * Without one (development only: production refuses to start) the address the request came to.
 */
export function resolvePublicOrigin(configured: string | null, production: boolean, requestUrl: string): string {
    if (configured) return configured;
    if (production) throw new Error('PUBLIC_URL is required in production');
    return new URL(requestUrl).origin;
}

export function publicOrigin(request: Request): string {
    return resolvePublicOrigin(publicUrlOrigin, isProduction, request.url);
}
