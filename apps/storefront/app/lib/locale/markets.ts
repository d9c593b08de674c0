// Locales and markets: the first path segment picks one; only routed locales appear in URLs.
export interface Market {
    /** The path segment and message catalog code. */
    locale: string;
    /** BCP 47 tag used for accept-language, Intl formatting and <html lang>. */
    languageTag: string;
    iso: string;
    market: string;
    currency: string;
    countries: readonly string[];
    /** Whether /{locale}/… URLs exist; 'en' is a known catalog but not a prefix. */
    routed: boolean;
}

export const MARKETS: Record<string, Market> = {
    it: {
        locale: 'it',
        languageTag: 'it-IT',
        iso: 'it_IT',
        market: 'it',
        currency: 'EUR',
        countries: ['IT', 'SM', 'VA'],
        routed: true,
    },
    en: {
        locale: 'en',
        languageTag: 'en-GB',
        iso: 'en_GB',
        market: 'it',
        currency: 'EUR',
        countries: ['IT', 'SM', 'VA'],
        routed: false,
    },
};

export const DEFAULT_LOCALE = 'it';

export const ROUTED_LOCALES: readonly string[] = Object.values(MARKETS)
    .filter(m => m.routed)
    .map(m => m.locale);

export function isRoutedLocale(segment: string | undefined): segment is string {
    return segment !== undefined && ROUTED_LOCALES.includes(segment);
}

export function marketFor(locale: string | undefined): Market {
    return (locale && MARKETS[locale]) || (MARKETS[DEFAULT_LOCALE] as Market);
}

/** The routed locale a URL path belongs to; paths outside any locale (the root) use the default. */
export function localeFromPath(pathname: string): string {
    const first = pathname.split('/')[1]?.replace(/\.data$/, '');
    return isRoutedLocale(first) ? first : DEFAULT_LOCALE;
}

/** Links that leave the shop (other sites, mail, phone) and must not get a locale prefix. */
export function isExternalHref(href: string): boolean {
    return /^(https?:|mailto:|tel:)/i.test(href);
}

/** Prefixes a locale-less shop path (/c/tv-oled) with the locale; already localized and external links pass through. */
export function localizePath(locale: string, path: string): string {
    if (isExternalHref(path)) return path;
    const segments = path.split(/[\\/]/).filter(Boolean);
    if (segments[0] === locale) segments.shift();
    return segments.length === 0 ? `/${locale}` : `/${locale}/${segments.join('/')}`;
}
