// How the listing moves between states once JavaScript runs: client-side navigation to the state's canonical URL,
// keeping the scroll position, and the state being loaded shown at once (optimistic checkboxes and select).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import { linkedListingState, listingLink, type ListingState } from '~/lib/catalog/listing-query';

export interface ListingNavigation {
    /** The state on screen: the one being loaded while a listing navigation is pending, else the loaded one. */
    shown: ListingState;
    /** A listing navigation of this page is in flight. */
    busy: boolean;
    go(state: ListingState, options?: { keepScroll?: boolean }): void;
    /** Shows a state at once, before it is asked for (a ticked box while its form is checked); `forget` drops it. */
    show(state: ListingState): void;
    forget(): void;
}

export function useListingNavigation(data: ListingPageData): ListingNavigation {
    const navigate = useNavigate();
    const navigation = useNavigation();
    const location = useLocation();
    const pending =
        navigation.state !== 'idle' && navigation.location?.pathname === location.pathname ? navigation.location : null;
    // What this component just asked for, shown at once: the router's own state arrives in a transition, later than
    // React puts a controlled checkbox or select back. It lasts until the loaded data it was asked from is replaced.
    const [requested, setRequested] = useState<{ state: ListingState; from: ListingState } | null>(null);
    // The listing's links (chips, pages, "Cancella filtri") carry the state they lead to (listingLink).
    let shown = (pending && linkedListingState(pending.state)) ?? data.state;
    if (requested && requested.from === data.state) shown = requested.state;

    const go = useCallback(
        (state: ListingState, options: { keepScroll?: boolean } = {}) => {
            setRequested({ state, from: data.state });
            const { to, state: linkState } = listingLink(data.base, state);
            void navigate(to, { preventScrollReset: options.keepScroll ?? true, state: linkState });
        },
        [navigate, data.base, data.state],
    );

    const show = useCallback((state: ListingState) => setRequested({ state, from: data.state }), [data.state]);
    const forget = useCallback(() => setRequested(null), []);

    return {
        shown,
        busy: pending !== null || (requested !== null && requested.from === data.state),
        go,
        show,
        forget,
    };
}
