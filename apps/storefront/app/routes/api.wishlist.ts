// /api/wishlist/<method>: the shopper's wishlist (per shopper, never cached). GET load answers one page of items,
// GET has-items which of the page's cards are in it; POST toggle, update and remove change it (JSON bodies,
// lib/wishlist/wishlist-input.ts).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/api.wishlist';
import { callApi } from '~/lib/api/api-client';
import { dispatch, dispatchChange, type Endpoint } from '~/lib/api/endpoints.server';
import * as wishlist from '~/lib/wishlist/wishlist-api.server';

const reads: Record<string, Endpoint> = {
    load: ({ request, context }) => wishlist.loadEndpoint({ request, secureCookies: context.secureCookies }),
    'has-items': ({ request, context }) => wishlist.hasItemsEndpoint({ request, secureCookies: context.secureCookies }),
};

const changes: Record<string, Endpoint> = {
    toggle: ({ request, context }) => wishlist.toggleEndpoint({ request, secureCookies: context.secureCookies }),
    update: ({ request, context }) => wishlist.updateEndpoint({ request, secureCookies: context.secureCookies }),
    remove: ({ request, context }) => wishlist.removeEndpoint({ request, secureCookies: context.secureCookies }),
};

export const loader = (args: Route.LoaderArgs) => dispatch(reads, args);
export const action = (args: Route.ActionArgs) => dispatchChange(changes, args);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => callApi<unknown>(request);
export const clientAction = ({ request }: Route.ClientActionArgs) => callApi<unknown>(request);

/** What the browser loaded of the wishlist is loaded again after a change of the wishlist, and only then. */
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
    return formAction?.startsWith('/api/wishlist/') ?? false;
}
