// The main menu ('mainmenu') from the commerce server, reshaped with localized links and cached.
import { siteDataCache } from '~/lib/cache/public-data.server';
import { env } from '~/lib/env.server';
import { isRoutedLocale, localizePath } from '~/lib/locale/markets';
import type { MenuItem } from '~/lib/menu/menu';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

export const MAIN_MENU_CODE = 'mainmenu';

const MenuQuery = graphql(`
    query Menu($code: String!, $locale: String) {
        menu(code: $code, locale: $locale) {
            uid
            code
            items {
                uid
                label
                link
                children {
                    uid
                    label
                    link
                    children {
                        uid
                        label
                        link
                        children {
                            uid
                            label
                            link
                        }
                    }
                }
            }
        }
    }
`);

/** A menu entry as the query reads it (three levels of children); the query's answer must fit it to typecheck. */
interface RawMenuItem {
    uid: string;
    label: string;
    link: string;
    children?: readonly RawMenuItem[];
}

export function reshapeMenu(locale: string, items: readonly RawMenuItem[]): MenuItem[] {
    return items.map(item => ({
        uid: item.uid,
        label: item.label,
        href: localizePath(locale, item.link),
        children: reshapeMenu(locale, item.children ?? []),
    }));
}

export async function getMainMenu(locale: string): Promise<MenuItem[]> {
    return siteDataCache.get(`menu:${MAIN_MENU_CODE}:${locale}`, async () => {
        const { data } = await shopQuery(MenuQuery, { code: MAIN_MENU_CODE, locale }, publicShopContext(locale));
        return reshapeMenu(locale, data.menu?.items ?? []);
    });
}

/**
 * GET /api/catalog/menu?locale=it: the items as the header's menus show them, the same for every shopper, kept by
 * browsers and shared caches as long as the server keeps its own copy. An unknown locale is a 400; an unreachable
 * commerce server a 503, and the menus stay as the server rendered them.
 */
export async function mainMenuAnswer(request: Request): Promise<Response> {
    const locale = new URL(request.url).searchParams.get('locale') ?? '';
    if (!isRoutedLocale(locale)) {
        return Response.json(
            { error: 'invalidLocale', message: 'locale must be one of the shop’s languages' },
            { status: 400, headers: { 'Cache-Control': 'no-store' } },
        );
    }
    try {
        const items = await getMainMenu(locale);
        return Response.json(
            { items },
            { headers: { 'Cache-Control': `public, max-age=${env.PUBLIC_DATA_TTL_SECONDS}` } },
        );
    } catch (error) {
        console.warn(`[menu] main menu unavailable: ${String(error)}`);
        return Response.json(
            { error: 'unavailable', message: 'The menu is not available right now' },
            { status: 503, headers: { 'Cache-Control': 'no-store' } },
        );
    }
}
