// The desktop main menu as an island. The server writes its row of top categories as plain links
// (MainMenuDesktopStatic); in the browser the live menu's code (Radix NavigationMenu and its parts, about 11 KB) and
// its items load when a shopper first reaches for it: a pointer over it, or keyboard focus on one of its entries
// (decision 048). Until then, without JavaScript, and on a phone for good, the server's markup stays as it is (hidden
// by CSS below 1024 px), each link leading to its category; once the code is there, the live menu replaces it and
// carries on what the shopper started: the entry under the pointer opens, the focused one keeps the focus, and Space
// or the down arrow pressed meanwhile open it (Enter follows the link, as it does without JavaScript). No Suspense
// boundary is left dehydrated: React would hold back every update passing through one (a fetcher's answer, a context
// change) until it hydrated, which on a phone is never.
import { createContext, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadMainMenu, ServerMainMenu } from '~/lib/menu/main-menu';
import type { MenuItem } from '~/lib/menu/menu';

type Menu = ComponentType<{ items: MenuItem[]; opened?: string }>;

/**
 * The menu's HTML for the server's render, given by entry.server.tsx: a static import of the menu here would put it in
 * every page's bundle.
 */
export const ServerDesktopMenu = createContext<((items: MenuItem[]) => string) | null>(null);

/** What the shopper started on the static menu, for the live menu to carry on: which top entry, opened, focused. */
interface MenuIntent {
    index: number;
    open: boolean;
    focus: boolean;
}

/** A top entry's position in the menu's markup (the static HTML has no other list items). */
function entryIndex(wrapper: HTMLElement, target: EventTarget | null): number {
    const entry = target instanceof Element ? target.closest('li') : null;
    if (!entry?.parentElement || !wrapper.contains(entry)) return -1;
    return Array.prototype.indexOf.call(entry.parentElement.children, entry) as number;
}

const OPENING_KEYS = new Set([' ', 'ArrowDown']);

interface Live {
    Menu: Menu;
    items: MenuItem[];
    intent: MenuIntent | null;
}

function LiveMenu({ Menu, items, intent }: Live) {
    const reached = intent?.open ? items[intent.index] : undefined;
    const opened = reached && reached.children.length > 0 ? reached.uid : undefined;
    useEffect(() => {
        if (!intent?.focus) return;
        const entries = document.querySelectorAll('[data-desktop-menu] li');
        entries[intent.index]?.querySelector<HTMLElement>('button, a')?.focus();
    }, [intent]);
    return <Menu items={items} opened={opened} />;
}

export function MainMenuDesktopIsland({ locale }: { locale: string }) {
    const renderOnServer = useContext(ServerDesktopMenu);
    const serverItems = useContext(ServerMainMenu);
    const [wanted, setWanted] = useState(false);
    const [live, setLive] = useState<Live | null>(null);
    /** The latest thing the shopper did on the static menu; read once the live menu mounts. */
    const intent = useRef<MenuIntent | null>(null);
    useEffect(() => {
        if (!wanted) return;
        let mounted = true;
        // The code and the items (lib/menu/main-menu.ts) side by side.
        void Promise.all([import('~/components/layout/main-menu-desktop'), loadMainMenu(locale)])
            .then(
                ([module, items]) =>
                    mounted && setLive({ Menu: module.MainMenuDesktop, items, intent: intent.current }),
            )
            // Without its code (offline, a new release) the server's links still work as plain links.
            .catch(() => undefined);
        return () => {
            mounted = false;
        };
    }, [wanted, locale]);
    if (live) return <LiveMenu {...live} />;

    const reach = (wrapper: HTMLElement, target: EventTarget | null, change: Partial<MenuIntent>) => {
        const index = entryIndex(wrapper, target);
        if (index >= 0) intent.current = { index, open: false, focus: false, ...change };
        setWanted(true);
    };
    // The same HTML on both sides: the server writes it, the browser keeps what it finds (React leaves the contents of
    // an element with dangerouslySetInnerHTML alone while hydrating).
    return (
        <div
            className="contents"
            onPointerOver={event => reach(event.currentTarget, event.target, { open: true })}
            onPointerOut={event => {
                if (intent.current && !event.currentTarget.contains(event.relatedTarget as Node | null))
                    intent.current = { ...intent.current, open: false };
            }}
            onFocus={event => reach(event.currentTarget, event.target, { focus: true })}
            onKeyDown={event => {
                const entry = event.target instanceof HTMLElement ? event.target : null;
                if (!OPENING_KEYS.has(event.key) || !entry?.dataset.hasSubmenu) return;
                event.preventDefault();
                reach(event.currentTarget, event.target, { focus: true, open: true });
            }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: renderOnServer && serverItems ? renderOnServer(serverItems) : '' }}
        />
    );
}
