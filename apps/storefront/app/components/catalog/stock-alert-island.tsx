// The back-in-stock form as an island: only a sold-out variant shows it, and its code (the form library, its checks
// and messages, about 14 KB compressed) loads when a shopper reaches for the form: a pointer over it, a touch, or focus
// in it. Until then the server's form stays as the server wrote it, a real form posted to the page, as it works
// without JavaScript; once the code is there the live form takes its place, with what was typed in it and the focus
// where it was. Another variant chosen meanwhile is the live form's to show: the server's form named the first one.
//
// The live form never takes the server's form's place under a shopper's action:
// - a button pressed when the code arrives is released first (a click whose press and release land on different
//   elements is lost), and the live form comes in after the click;
// - a submit of the server's form before the code is there waits for it, and the live form sends it, with the address
//   (checked in the page, sent through its fetcher); if the code cannot load, the server's form is posted as it is.
// (As with the desktop menu, decision 048, no Suspense boundary is left waiting: React holds back every update that
// passes through a dehydrated one.)
import {
    useContext,
    useEffect,
    useRef,
    useState,
    type ComponentProps,
    type ComponentType,
    type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { StockAlertForm, StockAlertStart } from '~/components/catalog/stock-alert-form';
import { offersStockAlert } from '~/lib/catalog/purchasability';
import { Rendered, ServerParts } from '~/lib/islands/lazy-part';

type Props = ComponentProps<typeof StockAlertForm>;

interface Live {
    Form: ComponentType<Props>;
    start: StockAlertStart;
}

const loadForm = () => import('~/components/catalog/stock-alert-form').then(module => module.StockAlertForm);

/** What the shopper has done to the server's form: the address typed, and whether the focus is in the form. */
function startFrom(wrapper: HTMLElement | null, submit: boolean): StockAlertStart {
    const email = wrapper?.querySelector<HTMLInputElement>('input[name="email"]');
    const focused = wrapper && document.activeElement && wrapper.contains(document.activeElement);
    return {
        email: email?.value || undefined,
        focus: focused ? (document.activeElement === email ? 'email' : 'submit') : submit ? 'submit' : undefined,
        submit: submit || undefined,
    };
}

/** Calls `then` when the pointer pressed is released (or at once when none is). */
function onRelease(pressed: { current: boolean }, then: () => void) {
    if (!pressed.current) return then();
    const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        pressed.current = false;
        then();
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
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
    const pressed = useRef(false);
    /** The server's form was submitted before the live form was there. */
    const submitted = useRef<HTMLFormElement | null>(null);
    /** The code could not load: the server's form goes on as it would without JavaScript. */
    const failed = useRef(false);
    const offered = offersStockAlert(props.product, props.variant);

    useEffect(() => {
        if (!wanted && !moved) return;
        let mounted = true;
        void loadForm()
            .then(Form => {
                const swap = () => {
                    if (!mounted) return;
                    // In the same task as the reading of the server's form: no key pressed in between is lost.
                    flushSync(() => setLive({ Form, start: startFrom(wrapper.current, Boolean(submitted.current)) }));
                };
                // A button pressed now is released first; the click is dispatched after the release, in its task.
                if (pressed.current) onRelease(pressed, () => setTimeout(swap, 0));
                else swap();
            })
            .catch(() => {
                // Without its code (offline, a new release) the server's form posts to the page as it would without
                // JavaScript; `submit()` sends it without passing through this island again.
                failed.current = true;
                const form = submitted.current;
                submitted.current = null;
                form?.submit();
            });
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
    const hold = (event: FormEvent<HTMLDivElement>) => {
        if (failed.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        submitted.current = event.target;
        setWanted(true);
    };
    // The same element on both sides: the browser keeps the server's form inside it as it finds it (React leaves the
    // contents of an element with dangerouslySetInnerHTML alone while hydrating).
    return (
        <div
            ref={wrapper}
            className="contents"
            onPointerOver={reach}
            onPointerDown={() => {
                pressed.current = true;
                onRelease(pressed, () => undefined);
            }}
            onTouchStart={reach}
            onFocus={reach}
            onSubmit={hold}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
        />
    );
}
