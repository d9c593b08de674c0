// /it/logout: sign-out as a POST (a plain form, so it works without JavaScript); a GET finds nothing here.
import { data } from 'react-router';
import type { Route } from './+types/logout';
import { signOutAction } from '~/lib/account/account-operations.server';
import { requireLocale } from '~/lib/locale/require-locale';

export function loader() {
    throw data(null, { status: 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
    return signOutAction(request, requireLocale(params), context.secureCookies);
}
