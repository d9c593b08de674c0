// The state of a header button's side panel (cart, wishlist): opened by a window event from anywhere, after asking the
// mobile menu to close (requirements §2.3); closed by a navigation. `wanted` stays true once opened, so the lazily loaded panel
// mounts on first use and keeps its closing animation afterwards.
import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { OVERLAY_OPEN_EVENT } from '~/lib/cart/cart-store';

export function useHeaderPanel(openEvent: string, loadPanel: () => Promise<unknown>) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const location = useLocation();

    // Following a link from the panel closes it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- closing on navigation: the router's location is the outside change followed here
    useEffect(() => setOpen(false), [location.pathname, location.search]);

    useEffect(() => {
        const onOpen = () => {
            window.dispatchEvent(new Event(OVERLAY_OPEN_EVENT));
            void loadPanel();
            setWanted(true);
            setOpen(true);
        };
        window.addEventListener(openEvent, onOpen);
        return () => window.removeEventListener(openEvent, onOpen);
    }, [openEvent, loadPanel]);

    return { open, setOpen, wanted };
}

/** What a header button hands its lazily loaded side panel. */
export interface HeaderPanelProps {
    locale: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}
