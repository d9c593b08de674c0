// The wishlist sidebar (requirements §2.3, §4): items with picture, name, price and quantity, 'Aggiungi al carrello' or why not,
// remove; empty state; grid or list view; more pages by token. A side panel (focus trap, scroll lock), loaded lazily.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useNotify } from '~/components/notifications/notifications-provider';
import { SidePanel, SidePanelClose } from '~/components/ui/side-panel';
import { prepareCartChanges, useCartActions } from '~/lib/cart/use-cart-actions';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { MAX_WISHLIST_QUANTITY, MIN_WISHLIST_QUANTITY } from '~/lib/wishlist/limits';
import { wishlistQuantity } from '~/lib/wishlist/wishlist-input';
import {
    nextPagePath,
    useWishlistChanges,
    WISHLIST_FETCHER_KEY,
    WISHLIST_LOAD_PATH,
    wishlistResult,
    type WishlistResult,
} from '~/lib/wishlist/use-wishlist';
import { canMoveToCart, type WishlistErrorCode, type WishlistItem, type WishlistPage } from '~/lib/wishlist/view';
import { recordWishlistPage } from '~/lib/wishlist/wishlist-store';
import { TrashIcon } from '~/components/ui/trash-icon';
import { WishlistItemSummary } from '~/components/wishlist/wishlist-item-summary';
import type { HeaderPanelProps } from '~/components/layout/header-panels';

/** requirements §9: quantity changes wait for a second of calm. */
export const QUANTITY_DEBOUNCE_MS = 1000;

export type WishlistView = 'grid' | 'list';
/** Client-only UI preference; saved as JSON under the shop's prefix (requirements §3). */
export const WISHLIST_VIEW_STORAGE_KEY = 'scintilla:wishlist-view';

function readView(): WishlistView {
    try {
        const saved: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_VIEW_STORAGE_KEY) ?? 'null');
        return saved === 'grid' ? 'grid' : 'list';
    } catch {
        return 'list';
    }
}

function saveView(view: WishlistView): void {
    try {
        window.localStorage.setItem(WISHLIST_VIEW_STORAGE_KEY, JSON.stringify(view));
    } catch {
        // Private mode or a full store: the choice lasts until the sidebar closes.
    }
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function QuantityInput({
    item,
    onChange,
}: {
    item: WishlistItem;
    /** Resolves to whether the quantity was saved; if not, the field shows what the server holds again. */
    onChange: (quantity: number) => Promise<boolean>;
}) {
    const { t } = useTranslation();
    // What the shopper typed, for the item as it was then: a new item object (saved, or loaded again) shows the server's.
    const [typed, setTyped] = useState<{ value: string; item: WishlistItem } | null>(null);
    const value = typed && typed.item === item ? typed.value : String(item.quantity);
    const id = `wishlist-qty-${item.uid.replace(/[^A-Za-z0-9-]/g, '-')}`;
    return (
        <div className="flex items-center gap-2">
            <label htmlFor={id} className="sr-only">
                {t('wishlist.sidebar.quantity', { name: item.productName })}
            </label>
            <input
                id={id}
                type="number"
                inputMode="numeric"
                min={MIN_WISHLIST_QUANTITY}
                max={MAX_WISHLIST_QUANTITY}
                step={1}
                value={value}
                onChange={event => {
                    setTyped({ value: event.currentTarget.value, item });
                    // Only a whole number above 0 is sent: emptying the field removes nothing (requirements §4).
                    const quantity = wishlistQuantity.safeParse(Number(event.currentTarget.value || 'x'));
                    if (quantity.success) {
                        void onChange(quantity.data).then(saved => !saved && setTyped(null));
                    }
                }}
                className={`w-20 rounded border border-neutral-400 px-2 py-1.5 text-sm ${focusRing}`}
                data-testid="wishlist-item-quantity"
            />
        </div>
    );
}

/** An item with its own changes: quantity (after a second of calm), removal, and the move to the cart. */
function ItemCard({
    item,
    locale,
    view,
    showError,
}: {
    item: WishlistItem;
    locale: string;
    view: WishlistView;
    showError: (code: WishlistErrorCode) => void;
}) {
    const { t } = useTranslation();
    const notify = useNotify();
    const wishlist = useWishlistChanges();
    const cart = useCartActions();
    const busy = wishlist.busy || cart.busy;
    const timer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearTimeout(timer.current), []);
    // Moving to the cart is one press away: what follows a cart change loads with the list.
    useEffect(prepareCartChanges, []);

    const onQuantity = (quantity: number) =>
        new Promise<boolean>(resolve => {
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(async () => {
                const result = await wishlist.update(item, quantity);
                if (!result.ok) showError(result.code);
                resolve(result.ok);
            }, QUANTITY_DEBOUNCE_MS);
        });

    const onRemove = async () => {
        const result = await wishlist.remove(item);
        if (!result.ok) showError(result.code);
        else notify({ type: 'success', message: t('wishlist.removed', { name: item.productName }) });
    };

    // requirements §4: into the cart; on a cart error the error shows and the item stays, otherwise it leaves the wishlist.
    const onMoveToCart = async () => {
        const added = await cart.addToCart(item.variantId, item.quantity, {
            sku: item.sku,
            name: item.productName,
            brand: null,
            unitPrice: item.price ?? 0,
        });
        if (!added.ok) return;
        const removed = await wishlist.remove(item);
        if (!removed.ok) showError(removed.code);
    };

    const addable = canMoveToCart(item);
    const isList = view === 'list';
    return (
        <li
            className={`relative flex gap-3 border-b border-neutral-200 py-4 last:border-b-0 ${isList ? 'flex-row' : 'flex-col'}`}
            data-testid="wishlist-item"
            data-sku={item.sku}
        >
            <WishlistItemSummary item={item} locale={locale} layout={view}>
                <QuantityInput item={item} onChange={onQuantity} />
                {addable ? (
                    <button
                        type="button"
                        onClick={() => void onMoveToCart()}
                        disabled={busy}
                        className={`self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60 ${focusRing}`}
                        data-testid="wishlist-item-add-to-cart"
                    >
                        {t('wishlist.sidebar.addToCart')}
                    </button>
                ) : (
                    <p className="text-sm text-neutral-700" data-testid="wishlist-item-cannot-add">
                        {t('wishlist.sidebar.cannotAdd')}
                    </p>
                )}
            </WishlistItemSummary>
            <button
                type="button"
                onClick={() => void onRemove()}
                disabled={busy}
                aria-label={t('wishlist.sidebar.removeItem', { name: item.productName })}
                className={`absolute top-3 right-0 flex size-10 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 hover:text-brand disabled:opacity-60 ${focusRing}`}
                data-testid="wishlist-item-remove"
            >
                <TrashIcon />
            </button>
        </li>
    );
}

function ViewToggle({ view, onChange }: { view: WishlistView; onChange: (view: WishlistView) => void }) {
    const { t } = useTranslation();
    const options: Array<[WishlistView, string]> = [
        ['grid', t('wishlist.sidebar.viewGrid')],
        ['list', t('wishlist.sidebar.viewList')],
    ];
    return (
        <div role="group" aria-label={t('wishlist.sidebar.view')} className="flex gap-1" data-testid="wishlist-view">
            {options.map(([value, label]) => (
                <button
                    key={value}
                    type="button"
                    aria-pressed={view === value}
                    onClick={() => onChange(value)}
                    className={`rounded px-2 py-1 text-xs font-semibold ${
                        view === value ? 'bg-neutral-900 text-white' : 'text-neutral-800 hover:bg-neutral-100'
                    } ${focusRing}`}
                >
                    {label}
                </button>
            ))}
        </div>
    );
}

/** Pages after the first, loaded with "Carica altri", for the first page they continue. */
interface MorePages {
    after: WishlistPage;
    items: WishlistItem[];
    nextPageToken: string | null;
}

export default function WishlistSidebar({ locale, open, onOpenChange, returnFocusTo }: HeaderPanelProps) {
    const { t } = useTranslation();
    const notify = useNotify();
    const first = useFetcher({ key: WISHLIST_FETCHER_KEY });
    const { loadPage } = useWishlistChanges();
    const [more, setMore] = useState<MorePages | null>(null);
    const [loadingMore, setLoadingMore] = useState(false);
    // The sidebar only ever renders in the browser (it loads on first use), so the saved view is there from the start.
    const [view, setView] = useState<WishlistView>(readView);

    const { load } = first;
    // Fresh on every opening: hearts elsewhere may have changed it. After a change React Router loads it again.
    useEffect(() => {
        if (open) void load(WISHLIST_LOAD_PATH);
    }, [open, load]);

    const loaded: WishlistResult<WishlistPage> | null = first.data === undefined ? null : wishlistResult(first.data);
    const page = loaded?.ok ? loaded.answer : null;
    useEffect(() => {
        if (page) recordWishlistPage(page);
    }, [page]);

    // Pages loaded after a first page that has since been loaded again belong to an older list: they go.
    const extra = more && page && more.after === page ? more : null;
    const items = page ? [...page.items, ...(extra?.items ?? [])] : [];
    const nextPageToken = extra ? extra.nextPageToken : (page?.nextPageToken ?? null);

    const showError = (code: WishlistErrorCode) =>
        notify({ type: 'danger', title: t('wishlist.errors.title'), message: t(`wishlist.errors.${code}`) });

    const loadMore = async () => {
        const path = page && nextPagePath({ ...page, nextPageToken });
        if (!page || !path || loadingMore) return;
        setLoadingMore(true);
        const result = await loadPage(path);
        setLoadingMore(false);
        if (!result.ok) {
            showError(result.code);
            return;
        }
        recordWishlistPage(result.answer);
        const known = new Set(items.map(item => item.uid));
        setMore({
            after: page,
            items: [...(extra?.items ?? []), ...result.answer.items.filter(item => !known.has(item.uid))],
            nextPageToken: result.answer.nextPageToken,
        });
    };

    const chooseView = (next: WishlistView) => {
        setView(next);
        saveView(next);
    };

    return (
        <SidePanel
            open={open}
            onOpenChange={onOpenChange}
            side="right"
            title={
                <>
                    {t('wishlist.sidebar.title')}
                    {page && page.totalItems > 0 ? (
                        <span className="ml-2 text-sm font-normal text-neutral-700" data-testid="wishlist-total">
                            {`(${t('wishlist.button.count', { count: page.totalItems })})`}
                        </span>
                    ) : null}
                </>
            }
            closeLabel={t('wishlist.sidebar.close')}
            actions={<ViewToggle view={view} onChange={chooseView} />}
            returnFocusTo={returnFocusTo}
            testId="wishlist-sidebar"
        >
            <div className="min-h-0 flex-1 overflow-y-auto px-4" data-testid="wishlist-body">
                {loaded === null ? (
                    <p role="status" className="py-8 text-center text-neutral-700">
                        {t('wishlist.sidebar.loading')}
                    </p>
                ) : !loaded.ok ? (
                    <div className="py-8 text-center" role="alert">
                        <p>{t('wishlist.sidebar.loadError')}</p>
                        <button
                            type="button"
                            onClick={() => void load(WISHLIST_LOAD_PATH)}
                            className={`mt-3 rounded border border-neutral-900 px-4 py-2 text-sm font-semibold ${focusRing}`}
                        >
                            {t('wishlist.sidebar.retry')}
                        </button>
                    </div>
                ) : items.length === 0 ? (
                    <p className="py-8 text-center text-neutral-800" data-testid="wishlist-empty">
                        {t('wishlist.sidebar.empty')}
                    </p>
                ) : (
                    <>
                        <ul
                            className={view === 'grid' ? 'grid grid-cols-2 gap-x-4' : ''}
                            data-testid="wishlist-items"
                            data-view={view}
                        >
                            {items.map(item => (
                                <ItemCard
                                    key={item.uid}
                                    item={item}
                                    locale={locale}
                                    view={view}
                                    showError={showError}
                                />
                            ))}
                        </ul>
                        {nextPageToken ? (
                            <div className="py-4 text-center">
                                <button
                                    type="button"
                                    onClick={() => void loadMore()}
                                    disabled={loadingMore}
                                    className={`rounded border border-neutral-900 px-4 py-2 text-sm font-semibold disabled:opacity-60 ${focusRing}`}
                                    data-testid="wishlist-load-more"
                                >
                                    {t('wishlist.sidebar.loadMore')}
                                </button>
                            </div>
                        ) : null}
                    </>
                )}
            </div>
            <div className="border-t border-neutral-200 p-4">
                <SidePanelClose
                    className={`w-full rounded border border-neutral-900 px-4 py-2.5 font-semibold hover:bg-neutral-100 ${focusRing}`}
                    data-testid="wishlist-continue"
                >
                    {t('wishlist.sidebar.continue')}
                </SidePanelClose>
            </div>
        </SidePanel>
    );
}
