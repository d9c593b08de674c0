// Layout route for /:locale: rejects unknown locales with a 404 before any page renders.
import { Outlet } from 'react-router';
import type { Route } from './+types/locale';
import { requireLocale } from '~/lib/locale/require-locale';

export function loader({ params }: Route.LoaderArgs) {
    return { locale: requireLocale(params) };
}

export default function LocaleLayout() {
    return <Outlet />;
}
