// /api/catalog/<method>: public catalog data for the browser, the same for every shopper and cacheable.
// GET search: the header search panel (requirements §2.3), ?q=…&category=…&page=…
// GET menu: the main menu's items for the header's menus, ?locale=it (lib/menu/main-menu.ts)
import type { Route } from './+types/api.catalog';
import { callApi } from '~/lib/api/api-client';
import { dispatch, type Endpoint } from '~/lib/api/endpoints.server';
import { mainMenuAnswer } from '~/lib/menu/menu.server';
import { searchCatalog } from '~/lib/search/search-api.server';
import type { SearchAnswer } from '~/lib/search/search-query';

const reads: Record<string, Endpoint> = {
    search: ({ request }) => searchCatalog(request),
    menu: ({ request }) => mainMenuAnswer(request),
};

export const loader = (args: Route.LoaderArgs) => dispatch(reads, args);
export const action = (args: Route.ActionArgs) => dispatch({}, args);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => callApi<SearchAnswer>(request);

/** Search answers depend on their own query only: nothing the shopper does elsewhere changes them. */
export const shouldRevalidate = () => false;
