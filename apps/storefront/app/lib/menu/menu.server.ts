// The main menu ('mainmenu') from the commerce server, reshaped with localized links and cached.
import { siteDataCache } from '~/lib/cache/public-data.server';
import { localizePath } from '~/lib/locale/markets';
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
