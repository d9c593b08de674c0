// Markup the server wrote from data the page's hydration data leaves out (lib/http/document-only.tsx). The browser
// keeps it as the server wrote it, controls and all, until the data arrives with a navigation; then `children` take its
// place, and the focus goes back to the control that had it. The element keeps the server's markup with a
// `dangerouslySetInnerHTML` that is the same on every render: React leaves its contents alone while hydrating, and
// never rewrites an unchanged value (as the islands of decision 048 do).
//
// React's own change events do not reach controls it did not render (it tracks their values itself), so `onChange`
// here is a native listener, for the kept controls only (as `onClick` is); and React does not hold their state, so
// `update` does.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** A selector that finds the same control among `children`: by id, else by name and value. */
function controlSelector(element: Element): string | null {
    if (element.id) return `#${CSS.escape(element.id)}`;
    const name = element.getAttribute('name');
    if (!name) return null;
    const value = element.getAttribute('value');
    return `[name="${CSS.escape(name)}"]${value !== null ? `[value="${CSS.escape(value)}"]` : ''}`;
}

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
    onChange,
    onClick,
    update,
}: {
    /** Whether `children` can be rendered: always on the server, in the browser once the data is there. */
    live: boolean;
    children: ReactNode;
    /** The name the markup is remembered by when the page hydrates, and which a part rendered anew starts from. */
    name?: string;
    /** Another KeptMarkup's name, whose markup this one starts from (the phone's filter panel copies the sidebar's). */
    copyOf?: string;
    onChange?: (event: Event) => void;
    /** A native click listener for the kept markup (its links: components/layout/smart-link.tsx `useInPageLinks`). */
    onClick?: (event: MouseEvent) => void;
    /** Brings the kept controls in line with the page's state after each render, as React does with its own. */
    update?: (element: HTMLElement) => void;
}) {
    const focused = useRef<string | null>(null);
    const kept = useRef<HTMLDivElement>(null);
    const shown = useRef<HTMLDivElement>(null);
    // '' while hydrating (nothing is remembered yet): the server's markup is there already.
    const [html] = useState(() => remembered.get(copyOf ?? name ?? '') ?? '');
    const listener = useRef(onChange);
    const clickListener = useRef(onClick);
    useLayoutEffect(() => {
        listener.current = onChange;
        clickListener.current = onClick;
        if (!live && kept.current) update?.(kept.current);
    });

    useLayoutEffect(() => {
        const element = kept.current;
        if (name && element?.innerHTML && !remembered.has(name)) remembered.set(name, element.innerHTML);
    }, [name]);

    useLayoutEffect(() => {
        const element = kept.current;
        if (live || !element) return;
        const change = (event: Event) => listener.current?.(event);
        const click = (event: MouseEvent) => clickListener.current?.(event);
        const focus = (event: FocusEvent) => {
            focused.current = event.target instanceof Element ? controlSelector(event.target) : null;
        };
        // Focus moved to another element; none named (the window, or the control's removal) keeps the last one.
        const leave = (event: FocusEvent) => {
            if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) focused.current = null;
        };
        element.addEventListener('change', change);
        element.addEventListener('click', click);
        element.addEventListener('focusin', focus);
        element.addEventListener('focusout', leave);
        return () => {
            element.removeEventListener('change', change);
            element.removeEventListener('click', click);
            element.removeEventListener('focusin', focus);
            element.removeEventListener('focusout', leave);
        };
    }, [live]);

    useLayoutEffect(() => {
        const selector = focused.current;
        focused.current = null;
        if (!live || !selector) return;
        // The kept control had the focus and went with the markup: its live twin takes it.
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        shown.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
    }, [live]);

    if (live) {
        return (
            <div key="live" ref={shown} className="contents">
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
