// Which of the header's overlays is open (cart, wishlist, mobile menu, login modal): at most one, so
// opening the cart or a modal closes the mobile menu first (requirements §2.3). A panel belongs to the page it was opened
// on: following a link (a new location) closes it, with no effect to run.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type HeaderPanelName = 'cart' | 'wishlist' | 'menu' | 'login';

interface HeaderPanelsApi {
    open: HeaderPanelName | null;
    openPanel: (name: HeaderPanelName) => void;
    closePanel: (name: HeaderPanelName) => void;
}

const HeaderPanelsContext = createContext<HeaderPanelsApi>({
    open: null,
    openPanel: () => {},
    closePanel: () => {},
});

export function HeaderPanelsProvider({ children }: { children: ReactNode }) {
    const location = useLocation();
    const [opened, setOpened] = useState<{ name: HeaderPanelName; at: string } | null>(null);
    const open = opened && opened.at === location.key ? opened.name : null;

    const openPanel = useCallback((name: HeaderPanelName) => setOpened({ name, at: location.key }), [location.key]);
    const closePanel = useCallback(
        (name: HeaderPanelName) => setOpened(current => (current?.name === name ? null : current)),
        [],
    );
    const api = useMemo(() => ({ open, openPanel, closePanel }), [open, openPanel, closePanel]);
    return <HeaderPanelsContext.Provider value={api}>{children}</HeaderPanelsContext.Provider>;
}

/** Opens a header panel from anywhere in the page (the footer's cart and wishlist entries, a wishlist item's button). */
export function useOpenHeaderPanel(): (name: HeaderPanelName) => void {
    return useContext(HeaderPanelsContext).openPanel;
}

/**
 * The state of one header panel. `wanted` turns true at the first opening and stays so: the lazily loaded panel mounts
 * on first use and keeps its closing animation afterwards.
 */
export function useHeaderPanel(name: HeaderPanelName) {
    const { open, openPanel, closePanel } = useContext(HeaderPanelsContext);
    const isOpen = open === name;
    const [wanted, setWanted] = useState(isOpen);
    if (isOpen && !wanted) setWanted(true);
    const setOpen = useCallback(
        (next: boolean) => (next ? openPanel(name) : closePanel(name)),
        [name, openPanel, closePanel],
    );
    return { open: isOpen, setOpen, wanted };
}

/** What a header button hands its lazily loaded side panel. */
export interface HeaderPanelProps {
    locale: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocusTo: RefObject<HTMLElement | null>;
}
