// Desktop header sticks to the top once the page has scrolled past 20 px (requirements §2.3, §9).
import { useSyncExternalStore } from 'react';

export const STICKY_AFTER_PX = 20;
export const DESKTOP_QUERY = '(min-width: 1024px)';

let desktopQuery: MediaQueryList | undefined;
// One live list for the page: the snapshot is read on every scroll event.
const desktop = () => (desktopQuery ??= window.matchMedia(DESKTOP_QUERY));

function subscribe(onChange: () => void): () => void {
    window.addEventListener('scroll', onChange, { passive: true });
    desktop().addEventListener('change', onChange);
    return () => {
        window.removeEventListener('scroll', onChange);
        desktop().removeEventListener('change', onChange);
    };
}

/** A boolean rather than the scroll offset, so React renders again only when the header sticks or unsticks. */
const scrolledOnDesktop = () => desktop().matches && window.scrollY > STICKY_AFTER_PX;
const notSticky = () => false;
const noSubscription = () => () => undefined;

export function useStickyHeader(enabled: boolean): boolean {
    // The server knows no scroll position, so the header starts unstuck there and in the hydrating render. A header that
    // may not stick (the checkout's) is unstuck in the very render that disables it.
    return useSyncExternalStore(
        enabled ? subscribe : noSubscription,
        enabled ? scrolledOnDesktop : notSticky,
        notSticky,
    );
}
