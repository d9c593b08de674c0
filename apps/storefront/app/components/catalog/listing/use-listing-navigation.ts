// How the listing moves between states once JavaScript runs: client-side navigation to the state's canonical URL,
// keeping the scroll position, and the state being loaded shown at once (optimistic checkboxes and select).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import { listingHref, parseListingQuery, type ListingState } from '~/lib/catalog/listing-query';

export interface ListingNavigation {
    /** The state on screen: the one being loaded while a listing navigation is pending, else the loaded one. */
    shown: ListingState;
    /** A listing navigation of this page is in flight. */
    busy: boolean;
    go(state: ListingState, options?: { keepScroll?: boolean }): void;
    /** The state a filter form describes (its fields as a GET submission would send them). */
    stateOfForm(form: HTMLFormElement): ListingState;
}

export function useListingNavigation(data: ListingPageData): ListingNavigation {
    const navigate = useNavigate();
    const navigation = useNavigation();
    const location = useLocation();
    const pending =
        navigation.state !== 'idle' && navigation.location?.pathname === location.pathname ? navigation.location : null;
    const categories = data.kind === 'search';
    // What this component just asked for, shown at once: the router's own state arrives in a transition, later than
    // React puts a controlled checkbox or select back. It lasts until the loaded data it was asked from is replaced.
    const [requested, setRequested] = useState<{ state: ListingState; from: ListingState } | null>(null);
    let shown = data.state;
    if (pending) {
        const parsed = parseListingQuery(new URLSearchParams(pending.search), { categories });
        if (parsed.ok) shown = parsed.state;
    }
    if (requested && requested.from === data.state) shown = requested.state;

    const go = useCallback(
        (state: ListingState, options: { keepScroll?: boolean } = {}) => {
            setRequested({ state, from: data.state });
            void navigate(listingHref(data.base, state), { preventScrollReset: options.keepScroll ?? true });
        },
        [navigate, data.base, data.state],
    );

    const stateOfForm = useCallback(
        (form: HTMLFormElement): ListingState => {
            const params = new URLSearchParams();
            for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
            const parsed = parseListingQuery(params, { categories });
            return parsed.ok ? { ...parsed.state, page: 1 } : data.state;
        },
        [categories, data.state],
    );

    return { shown, busy: pending !== null || (requested !== null && requested.from === data.state), go, stateOfForm };
}
