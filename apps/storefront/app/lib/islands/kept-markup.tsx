// Markup the server wrote from data the page's hydration data leaves out (lib/http/document-only.tsx). The browser
// keeps it as the server wrote it, controls and all, until the data arrives with a navigation; then `children` take its
// place. The element keeps the server's markup with a `dangerouslySetInnerHTML` that is the same on every render:
// React leaves its contents alone while hydrating, and never rewrites an unchanged value (as the islands of decision
// 048 do).
//
// React's own events do not all reach controls it did not render (it tracks a control's value itself, so a change in a
// kept box is not React's), so `on` takes native listeners for the kept markup; and React does not hold its controls'
// state, so `update` does. Whoever renders the controls restores the focus when React's take over (facet-filters.tsx).
//
// Markup made from shared data (a cached listing's filter values) is the same for every shopper: given `shared`, the
// server's render writes it once per data object and key (shared-markup.server.tsx), not once per page.
import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** What `shared` names: the data object the markup is made from and what else it depends on (the chosen values). */
export interface SharedMarkup {
    source: object;
    key: string;
}

/**
 * Writes `children` as static HTML in a language, once per source object and key (shared-markup.server.tsx); given by
 * entry.server.tsx, so the browser's bundle does not carry React's server renderer.
 */
export const ServerSharedMarkup = createContext<
    ((shared: SharedMarkup, language: string, children: ReactNode) => string) | null
>(null);

/**
 * The markup each named KeptMarkup found when the page hydrated. The same part rendered anew in the browser (the
 * layout under the error page of a failed navigation, the phone's filter panel) starts from it.
 */
const remembered = new Map<string, string>();

export function KeptMarkup({
    live,
    children,
    name,
    copyOf,
    on,
    update,
    shared,
}: {
    /** Whether `children` can be rendered: always on the server, in the browser once the data is there. */
    live: boolean;
    children: ReactNode;
    /** The name the markup is remembered by when the page hydrates, and which a part rendered anew starts from. */
    name?: string;
    /** Another KeptMarkup's name, whose markup this one starts from (the phone's filter panel copies the sidebar's). */
    copyOf?: string;
    /** Native listeners for the kept markup, by event type (its links: smart-link.tsx `useInPageLinks`). */
    on?: Partial<Record<'change' | 'click' | 'focusin' | 'focusout', (event: Event) => void>>;
    /** Brings the kept controls in line with the page's state after each render, as React does with its own. */
    update?: (element: HTMLElement) => void;
    /**
     * The data `children` are made from, when every shopper's page shows them alike: then the server writes them from
     * its copy of their markup. `children` must not use any context but the language's.
     */
    shared?: SharedMarkup;
}) {
    const writeShared = useContext(ServerSharedMarkup);
    const { language } = useTranslation();
    const kept = useRef<HTMLDivElement>(null);
    // '' while hydrating (nothing is remembered yet): the server's markup is there already.
    const [html] = useState(() => remembered.get(copyOf ?? name ?? '') ?? '');
    const listeners = useRef(on);
    useLayoutEffect(() => {
        listeners.current = on;
        if (!live && kept.current) update?.(kept.current);
    });

    useLayoutEffect(() => {
        const element = kept.current;
        if (name && element?.innerHTML && !remembered.has(name)) remembered.set(name, element.innerHTML);
    }, [name]);

    useLayoutEffect(() => {
        const element = kept.current;
        if (live || !element) return;
        const types = ['change', 'click', 'focusin', 'focusout'] as const;
        const handle = (event: Event) => listeners.current?.[event.type as (typeof types)[number]]?.(event);
        for (const type of types) element.addEventListener(type, handle);
        return () => {
            for (const type of types) element.removeEventListener(type, handle);
        };
    }, [live]);

    if (live && shared && writeShared) {
        return (
            <div
                key="live"
                className="contents"
                dangerouslySetInnerHTML={{ __html: writeShared(shared, language, children) }}
            />
        );
    }
    if (live) {
        return (
            <div key="live" className="contents">
                {children}
            </div>
        );
    }
    return (
        <div
            key="kept"
            ref={kept}
            className="contents"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: html }}
        />
    );
}
