// The back-in-stock form as an island: only a sold-out variant shows it, and its code (the form library, its checks
// and messages, about 14 KB compressed) loads when a shopper reaches for the form: a pointer over it, a touch, or focus
// in it. Until then the server's form stays as the server wrote it, a real form posted to the page, as it works
// without JavaScript; once the code is there the live form takes its place, with what was typed in it and the focus
// where it was. Another variant chosen meanwhile is the live form's to show: the server's form named the first one.
// (As with the desktop menu, decision 048, no Suspense boundary is left waiting: React holds back every update that
// passes through a dehydrated one.)
import { useContext, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import type { StockAlertForm, StockAlertStart } from '~/components/catalog/stock-alert-form';
import { offersStockAlert } from '~/lib/catalog/purchasability';
import { Rendered, ServerParts } from '~/lib/islands/lazy-part';

type Props = ComponentProps<typeof StockAlertForm>;

interface Live {
    Form: ComponentType<Props>;
    start: StockAlertStart;
}

/** What the shopper has done to the server's form: the address typed, and whether the focus is in the form. */
function startFrom(wrapper: HTMLElement | null): StockAlertStart {
    const email = wrapper?.querySelector<HTMLInputElement>('input[name="email"]');
    const focused = wrapper && document.activeElement && wrapper.contains(document.activeElement);
    return {
        email: email?.value || undefined,
        focus: focused ? (document.activeElement === email ? 'email' : 'submit') : undefined,
    };
}

export function StockAlertIsland(props: Props) {
    const Server = useContext(ServerParts).StockAlertForm;
    const [firstSku] = useState(props.variant?.sku);
    const [wanted, setWanted] = useState(false);
    const [live, setLive] = useState<Live | null>(null);
    /** Another variant was chosen: the server's form is gone, and what was typed in it was for the first one. */
    const [moved, setMoved] = useState(false);
    if (props.variant?.sku !== firstSku && !moved) setMoved(true);
    const wrapper = useRef<HTMLDivElement>(null);
    const offered = offersStockAlert(props.product, props.variant);

    useEffect(() => {
        if (!wanted && !moved) return;
        let mounted = true;
        void import('~/components/catalog/stock-alert-form')
            .then(module => mounted && setLive({ Form: module.StockAlertForm, start: startFrom(wrapper.current) }))
            // Without its code (offline, a new release) the server's form still posts to the page.
            .catch(() => undefined);
        return () => {
            mounted = false;
        };
    }, [wanted, moved]);

    if (!offered) return null;
    if (Server) {
        return (
            <div className="contents">
                <Server {...props} />
            </div>
        );
    }
    if (live) return <Rendered Component={live.Form} props={{ ...props, start: moved ? undefined : live.start }} />;
    // The server's form named the first variant; once another is chosen, the live form shows whichever it is.
    if (moved) return null;
    const reach = () => setWanted(true);
    // The same element on both sides: the browser keeps the server's form inside it as it finds it (React leaves the
    // contents of an element with dangerouslySetInnerHTML alone while hydrating).
    return (
        <div
            ref={wrapper}
            className="contents"
            onPointerOver={reach}
            onTouchStart={reach}
            onFocus={reach}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
        />
    );
}
