// The home page's sections below the first screen as an island, as the desktop menu is one (main-menu-desktop-island):
// the server renders them whole, in the page's own tree; in the browser their code (the product cards with their cart
// and wishlist buttons, about 5 KB compressed) loads only when the sections come near the screen or the shopper points
// at or tabs into them. Until then the server's markup stays as it is: its links are plain links that work. After a
// client-side navigation there is no server markup to keep, so the code loads at once.
import { createContext, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import type { HomeSectionsProps } from '~/components/home/home-sections';

type Sections = ComponentType<HomeSectionsProps>;

/** The sections' component for the server's render, given by entry.server.tsx: a static import here would bundle it. */
export const ServerHomeSections = createContext<Sections | null>(null);

/** Starts a little before the sections scroll into view, so they are live by the time they are reached. */
const NEAR_SCREEN = '200px 0px';

function Rendered({ Component, props }: { Component: Sections; props: HomeSectionsProps }) {
    return <Component {...props} />;
}

export function HomeSectionsIsland(props: HomeSectionsProps) {
    const Server = useContext(ServerHomeSections);
    const island = useRef<HTMLDivElement>(null);
    const [Live, setLive] = useState<Sections | null>(null);

    useEffect(() => {
        const element = island.current;
        if (Server || !element) return;
        let mounted = true;
        let started = false;
        const start = () => {
            if (started) return;
            started = true;
            cleanUp();
            import('~/components/home/home-sections')
                .then(module => mounted && setLive(() => module.HomeSections))
                // Without the code (offline, a new release) the server's markup and its links stay.
                .catch(() => undefined);
        };
        const observer =
            typeof IntersectionObserver === 'function'
                ? new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && start(), {
                      rootMargin: NEAR_SCREEN,
                  })
                : null;
        const cleanUp = () => {
            observer?.disconnect();
            element.removeEventListener('pointerover', start);
            element.removeEventListener('focusin', start);
        };
        if (element.childElementCount === 0 || !observer) {
            start();
        } else {
            observer.observe(element);
            element.addEventListener('pointerover', start);
            element.addEventListener('focusin', start);
        }
        return () => {
            mounted = false;
            cleanUp();
        };
    }, [Server]);

    if (Server) {
        return (
            <div ref={island} data-testid="home-sections">
                <Rendered Component={Server} props={props} />
            </div>
        );
    }
    if (Live) {
        // A fresh element for the live sections: nothing of the server's markup is kept beside them.
        return (
            <div key="live" ref={island} data-testid="home-sections" data-live="true">
                <Rendered Component={Live} props={props} />
            </div>
        );
    }
    // The same element on both sides: React leaves the contents of an element with dangerouslySetInnerHTML alone while
    // hydrating, so the server's sections stay until the live ones replace them.
    return (
        <div
            ref={island}
            data-testid="home-sections"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
        />
    );
}
