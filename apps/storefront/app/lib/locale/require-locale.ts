// Route-level validation of the locale segment: anything but a routed locale is a 404.
import { data } from 'react-router';
import { DEFAULT_LOCALE, isRoutedLocale } from '~/lib/locale/markets';

/** The routed locale of the request; the root home (no segment) is the default locale. */
export function requireLocale(params: { locale?: string }): string {
    if (params.locale === undefined) return DEFAULT_LOCALE;
    if (!isRoutedLocale(params.locale)) throw data(null, { status: 404 });
    return params.locale;
}
