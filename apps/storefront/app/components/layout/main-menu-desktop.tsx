// Desktop main menu: top categories open their sub-categories on hover or keyboard (Radix NavigationMenu). Before
// its code has loaded (main-menu-desktop-island.tsx), and without JavaScript, the page shows MainMenuDesktopStatic:
// the same row of top categories, each a plain link to its own page.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SmartLink } from '~/components/layout/smart-link';
import type { MenuItem } from '~/lib/menu/menu';

function Chevron() {
    return (
        <svg aria-hidden="true" viewBox="0 0 12 12" className="menu-chevron">
            <path d="M2 4l4 4 4-4" />
        </svg>
    );
}

/** A top category, link or trigger (app.css); `group` turns its chevron while it is open. */
const TOP_ENTRY = 'group menu-top';

/** The menu as the server writes it: the live menu's row of top categories, as links (their pages list the rest). */
export function MainMenuDesktopStatic({ items }: { items: MenuItem[] }) {
    const { t } = useTranslation();
    if (items.length === 0) return null;
    return (
        <nav
            aria-label={t('menu.label')}
            className="relative hidden border-t border-neutral-200 lg:block"
            data-testid="desktop-menu"
            data-desktop-menu=""
        >
            <ul className="mx-auto flex max-w-7xl flex-wrap px-2">
                {items.map(item => (
                    <li key={item.uid}>
                        <a
                            href={item.href}
                            className={TOP_ENTRY}
                            data-has-submenu={item.children.length > 0 || undefined}
                        >
                            {item.label}
                            {item.children.length > 0 ? <Chevron /> : null}
                        </a>
                    </li>
                ))}
            </ul>
        </nav>
    );
}

/** `opened`: the entry (its uid) open from the start, when the shopper had reached for it before the menu was live. */
export function MainMenuDesktop({ items, opened }: { items: MenuItem[]; opened?: string }) {
    const { t } = useTranslation();
    if (items.length === 0) return null;
    return (
        <NavigationMenu.Root
            defaultValue={opened}
            aria-label={t('menu.label')}
            className="relative hidden border-t border-neutral-200 lg:block"
            data-testid="desktop-menu"
            data-desktop-menu=""
        >
            <NavigationMenu.List className="mx-auto flex max-w-7xl flex-wrap px-2">
                {items.map(item =>
                    item.children.length > 0 ? (
                        <NavigationMenu.Item key={item.uid} value={item.uid}>
                            <NavigationMenu.Trigger className={`${TOP_ENTRY} data-[state=open]:text-brand`}>
                                {item.label}
                                <Chevron />
                            </NavigationMenu.Trigger>
                            <NavigationMenu.Content className="w-full p-6" data-testid="desktop-submenu">
                                <NavigationMenu.Link asChild>
                                    <SmartLink
                                        href={item.href}
                                        className="mb-4 inline-block font-semibold text-brand underline-offset-2 hover:underline"
                                    >
                                        {t('menu.viewAll', { label: item.label })}
                                    </SmartLink>
                                </NavigationMenu.Link>
                                <ul className="grid grid-cols-4 gap-x-6 gap-y-4">
                                    {item.children.map(child => (
                                        <li key={child.uid}>
                                            <NavigationMenu.Link asChild>
                                                <SmartLink href={child.href} className="font-semibold hover:text-brand">
                                                    {child.label}
                                                </SmartLink>
                                            </NavigationMenu.Link>
                                            {child.children.length > 0 ? (
                                                <ul className="mt-2 space-y-1">
                                                    {child.children.map(grandchild => (
                                                        <li key={grandchild.uid}>
                                                            <NavigationMenu.Link asChild>
                                                                <SmartLink
                                                                    href={grandchild.href}
                                                                    className="text-sm text-neutral-700 hover:text-brand"
                                                                >
                                                                    {grandchild.label}
                                                                </SmartLink>
                                                            </NavigationMenu.Link>
                                                        </li>
                                                    ))}
                                                </ul>
                                            ) : null}
                                        </li>
                                    ))}
                                </ul>
                            </NavigationMenu.Content>
                        </NavigationMenu.Item>
                    ) : (
                        <NavigationMenu.Item key={item.uid}>
                            <NavigationMenu.Link asChild>
                                <SmartLink href={item.href} className={TOP_ENTRY}>
                                    {item.label}
                                </SmartLink>
                            </NavigationMenu.Link>
                        </NavigationMenu.Item>
                    ),
                )}
            </NavigationMenu.List>
            <div className="absolute inset-x-0 top-full z-40">
                <NavigationMenu.Viewport className="mx-auto max-w-7xl border border-neutral-200 bg-white shadow-xl" />
            </div>
        </NavigationMenu.Root>
    );
}
