// The documents crawlers read first: sitemap.xml (every public page) and robots.txt (what to skip, where the sitemap is).

export interface SitemapUrl {
    /** Absolute URL. */
    loc: string;
    /** When the page's content last changed (W3C datetime). */
    lastmod?: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
    return text.replace(/[&<>"']/g, ch => XML_ENTITIES[ch] as string);
}

/** A commerce timestamp as a sitemap lastmod, or nothing when it is not a date. */
export function lastmodOf(updatedAt: string | null | undefined): string | undefined {
    if (!updatedAt) return undefined;
    const time = Date.parse(updatedAt);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The sitemaps.org document; one file holds up to 50,000 URLs, far more than the catalog has. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
    const entries = urls.map(
        url =>
            `  <url><loc>${xmlEscape(url.loc)}</loc>${url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : ''}</url>`,
    );
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
    ].join('\n');
}

/**
 * Pages that are per shopper or part of a purchase (requirements §2.2): cart, checkout with its error and finance-confirmation
 * pages, account area and password reset. robots.txt matches by case-sensitive prefix, so both spellings are listed
 * and `/it/checkout` also covers `/it/checkout-error` and the checkout steps
 * (`/it/Checkout` covers `/it/CheckoutError`).
 */
export const PRIVATE_PATHS = [
    'cart',
    'Cart',
    'checkout',
    'Checkout',
    'findomestic-confirm',
    'my-account',
    'MyAccount',
    'reset-password',
    'ResetPassword',
] as const;

export function robotsTxt(origin: string, locales: readonly string[]): string {
    const disallowed = ['/api/', ...locales.flatMap(locale => PRIVATE_PATHS.map(path => `/${locale}/${path}`))];
    return [
        'User-agent: *',
        'Allow: /',
        ...disallowed.map(path => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
    ].join('\n');
}
