// requirements §2.1 URL rules applied before routing: locale prefix, .html removal, trailing slash, a locale code
// repeated after the prefix; targets stay on this site.
import { DEFAULT_LOCALE, isRoutedLocale, MARKETS } from '~/lib/locale/markets';

export type SiteRuleOutcome = { kind: 'pass' } | { kind: 'redirect'; status: 301; location: string };

/**
 * Paths owned by the HTTP server or by React Router's own protocol; they never get a locale prefix.
 * `/_root.data` and `/__manifest` are React Router's data and route-discovery requests.
 */
const UNLOCALIZED_PREFIXES = ['/api/', '/assets/', '/static/', '/__manifest'];
const UNLOCALIZED_PATHS = new Set([
    '/sw.js',
    '/offline',
    '/_root.data',
    '/manifest.webmanifest',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.ico',
    '/healthz',
]);

/**
 * Splits a raw path into non-empty segments. Backslashes count as separators and empty segments vanish,
 * so a rebuilt path can never begin with `//` or `/\` (a protocol-relative address to another site).
 */
function segmentsOf(rawPath: string): string[] {
    return rawPath
        .split(/[\\/]/)
        .map(segment => segment.trim())
        .filter(segment => segment.length > 0);
}

/** Percent-encodes anything outside printable ASCII so the Location header is always valid. */
function headerSafe(path: string): string {
    return path.replace(/[^\x21-\x7e]/g, ch => encodeURIComponent(ch));
}

function redirect(segments: string[], query: string): SiteRuleOutcome {
    return { kind: 'redirect', status: 301, location: headerSafe('/' + segments.join('/')) + query };
}

/** Decides what to do with a request URL (path plus optional query, as received). */
export function applySiteRules(rawUrl: string): SiteRuleOutcome {
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);

    if (rawPath === '/' || rawPath === '') return { kind: 'pass' };
    if (UNLOCALIZED_PATHS.has(rawPath) || UNLOCALIZED_PREFIXES.some(p => rawPath.startsWith(p))) {
        return { kind: 'pass' };
    }

    const segments = segmentsOf(rawPath);
    // Client-side navigations fetch `/it.data`, `/it/foo.data`: same rules as their page, minus the suffix.
    const first = segments[0]?.replace(/\.data$/, '');

    if (!isRoutedLocale(first)) {
        const last = segments.length - 1;
        if (last >= 0) segments[last] = (segments[last] as string).replace(/\.html$/i, '');
        const kept = segments.filter(segment => segment.length > 0);
        return redirect([DEFAULT_LOCALE, ...kept], query);
    }

    // A locale code after the prefix (`/it/en/c/tv`, which `/en/c/tv` becomes, or `/it/it/…`) names the same page as
    // the path without it: one canonical address, as a crawler expects, rather than a duplicate page.
    const second = segments[1]?.replace(/\.data$/, '');
    if (second !== undefined && Object.hasOwn(MARKETS, second)) {
        const rest = segments.slice(2);
        if (rest.length === 0 && segments[1]?.endsWith('.data')) return redirect([`${first}.data`], query);
        return redirect([first, ...rest], query);
    }

    // A localized path that is not already in its canonical form (trailing slash, doubled or backslash separators).
    const canonical = '/' + segments.join('/');
    if (rawPath !== canonical && (rawPath.endsWith('/') || rawPath.endsWith('\\') || /\/\/|\\/.test(rawPath))) {
        return redirect(segments, query);
    }
    return { kind: 'pass' };
}

/** Query parameters that carry a secret: a password-reset token, a payment's or an unsubscribe link's. */
const SECRET_PARAMETER = /token|secret|signature|nonce/i;

/**
 * How long a redirect may be kept. Rule redirects are the same for everyone and kept an hour, unless the address
 * carries a secret in its query (the legacy reset link `/customer/account/createPassword?token=…`): a shared cache
 * would keep a live token and hand it on, so that one is never stored.
 */
export function redirectCacheControl(location: string): string {
    const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
    const names = [...new URLSearchParams(query).keys()];
    return names.some(name => SECRET_PARAMETER.test(name)) ? 'no-store' : 'public, max-age=3600';
}
