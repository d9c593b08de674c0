// Layout route for /:locale: rejects unknown locales with a 404 before any page renders.
import { Outlet } from 'react-router';
import type { Route } from './+types/locale';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export function loader({ params }: Route.LoaderArgs) {
    return { locale: requireLocale(params) };
}

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function LocaleLayout() {
    return <Outlet />;
}
