// The main menu ('mainmenu') from the commerce server, reshaped with localized links and cached.
import { publicDataCache } from '~/lib/cache/public-data.server';
import { localizePath } from '~/lib/locale/markets';
import type { MenuItem, RawMenuItem } from '~/lib/menu/menu';
import { graphql, shopQuery } from '~/lib/vendure/client.server';
import { publicShopContext } from '~/lib/vendure/request-context.server';

export const MAIN_MENU_CODE = 'mainmenu';

const MenuQuery = graphql<
    { menu: { uid: string; code: string; items: RawMenuItem[] } | null },
    { code: string; locale: string }
>(`
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

export function reshapeMenu(locale: string, items: RawMenuItem[]): MenuItem[] {
    return items.map(item => ({
        uid: item.uid,
        label: item.label,
        href: localizePath(locale, item.link),
        children: reshapeMenu(locale, item.children ?? []),
    }));
}

export async function getMainMenu(locale: string): Promise<MenuItem[]> {
    return publicDataCache.get(`menu:${MAIN_MENU_CODE}:${locale}`, async () => {
        const { data } = await shopQuery(MenuQuery, { code: MAIN_MENU_CODE, locale }, publicShopContext(locale));
        return reshapeMenu(locale, data.menu?.items ?? []);
    });
}
