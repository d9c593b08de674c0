// The back-in-stock form as an island: only a sold-out variant shows it, so its code (the form library, its checks and
// messages, about 11 KB compressed) loads only then instead of with every product page. The server renders it in the
// page's own tree, given by entry.server.tsx, so it is in the HTML and works without JavaScript; in the browser it
// loads at once when the page or a chosen variant needs it, and its boundary hydrates as soon as the code is there.
import { createContext, lazy, Suspense, useContext, type ComponentProps, type ComponentType } from 'react';
import type { StockAlertForm } from '~/components/catalog/stock-alert-form';

type Form = typeof StockAlertForm;
type FormProps = ComponentProps<Form>;

/** The form's component for the server's render: a static import here would bundle it with every product page. */
export const ServerStockAlertForm = createContext<ComponentType<FormProps> | null>(null);

const LiveStockAlertForm = lazy(() =>
    import('~/components/catalog/stock-alert-form').then(module => ({ default: module.StockAlertForm })),
);

function Rendered({ Component, props }: { Component: ComponentType<FormProps>; props: FormProps }) {
    return <Component {...props} />;
}

export function StockAlertIsland(props: FormProps) {
    const Server = useContext(ServerStockAlertForm);
    const { product, variant } = props;
    if (!variant || product.isVirtual || variant.stockStatus !== 'OUT_OF_STOCK') return null;
    return (
        <Suspense fallback={null}>
            <Rendered Component={Server ?? LiveStockAlertForm} props={props} />
        </Suspense>
    );
}
