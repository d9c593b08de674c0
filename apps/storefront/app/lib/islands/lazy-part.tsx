// Parts of a page that only some pages show, as islands: the server renders them in the page's own tree from static
// imports that entry.server.tsx gives (a static import in the page's module would put their code in its bundle); the
// browser loads a part's code only when a page shows it, and hydrates the part as soon as the code is there. Until
// then the server's markup stays as it is, and it works without JavaScript.
import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import type { StockAlertForm } from '~/components/catalog/stock-alert-form';
import type { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import type { ProductPage } from '~/components/catalog/product-page';

/** Every part by name, with its component's type. */
export interface LazyParts {
    StockAlertForm: typeof StockAlertForm;
    ListingPageView: typeof ListingPageView;
    ProductPage: typeof ProductPage;
}

/** The parts' components for the server's render, given by entry.server.tsx; empty in the browser. */
export const ServerParts = createContext<Partial<LazyParts>>({});

/** Renders a component chosen at run time (a loaded part's). */
export function Rendered<P extends object>({ Component, props }: { Component: ComponentType<P>; props: P }) {
    return <Component {...props} />;
}

/** A component that renders the named part: the server's own on the server, the loaded one in the browser. */
export function lazyPart<Name extends keyof LazyParts>(
    name: Name,
    load: () => Promise<LazyParts[Name]>,
): ComponentType<Parameters<LazyParts[Name]>[0]> {
    type Props = Parameters<LazyParts[Name]>[0];
    const Live = lazy(() => load().then(component => ({ default: component as ComponentType<Props> })));
    function LazyPart(props: Props) {
        const Server = useContext(ServerParts)[name] as ComponentType<Props> | undefined;
        return (
            <Suspense fallback={null}>
                <Rendered Component={Server ?? Live} props={props} />
            </Suspense>
        );
    }
    LazyPart.displayName = `LazyPart(${name})`;
    return LazyPart;
}
