// The wishlist sidebar (requirements §2.3, §4): items with picture, name, price and quantity, 'Aggiungi al carrello' or why not,
// remove; empty state; grid or list view; more pages by token. A side panel (focus trap, scroll lock), loaded lazily.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '~/components/notifications/notifications-provider';
import { PriceTag } from '~/components/catalog/product-card';
import { SidePanel, SidePanelClose } from '~/components/ui/side-panel';
import { useCartActions } from '~/lib/cart/use-cart';
import { productPath } from '~/lib/catalog/urls';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { MAX_WISHLIST_QUANTITY, MIN_WISHLIST_QUANTITY } from '~/lib/wishlist/limits';
import { canMoveToCart, type WishlistChangeAnswer, type WishlistItem, type WishlistPage } from '~/lib/wishlist/view';
import {
    recordWishlistChange,
    recordWishlistPage,
    WishlistRequestError,
    wishlistRequest,
} from '~/lib/wishlist/wishlist-store';
import { TrashIcon } from '~/components/ui/trash-icon';
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

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: WishlistPage };

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function QuantityInput({ item, onChange }: { item: WishlistItem; onChange: (quantity: number) => void }) {
    const { t } = useTranslation();
    const [value, setValue] = useState(String(item.quantity));
    const id = `wishlist-qty-${item.uid.replace(/[^A-Za-z0-9-]/g, '-')}`;
    // A new item object (saved, or restored after a failure) resets the field to what the server holds.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new item object resets the field to what the server holds
    useEffect(() => setValue(String(item.quantity)), [item]);
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
                    setValue(event.currentTarget.value);
                    const quantity = Number(event.currentTarget.value);
                    // Only a whole number above 0 is sent: emptying the field removes nothing (requirements §4).
                    if (
                        Number.isInteger(quantity) &&
                        quantity >= MIN_WISHLIST_QUANTITY &&
                        quantity <= MAX_WISHLIST_QUANTITY
                    ) {
                        onChange(quantity);
                    }
                }}
                className={`w-20 rounded border border-neutral-400 px-2 py-1.5 text-sm ${focusRing}`}
                data-testid="wishlist-item-quantity"
            />
        </div>
    );
}

function ItemCard({
    item,
    locale,
    view,
    busy,
    onQuantity,
    onRemove,
    onMoveToCart,
}: {
    item: WishlistItem;
    locale: string;
    view: WishlistView;
    busy: boolean;
    onQuantity: (quantity: number) => void;
    onRemove: () => void;
    onMoveToCart: () => void;
}) {
    const { t } = useTranslation();
    const addable = canMoveToCart(item);
    const isList = view === 'list';
    return (
        <li
            className={`relative flex gap-3 border-b border-neutral-200 py-4 last:border-b-0 ${isList ? 'flex-row' : 'flex-col'}`}
            data-testid="wishlist-item"
            data-sku={item.sku}
        >
            <img
                src={item.image}
                alt=""
                width={140}
                height={200}
                loading="lazy"
                decoding="async"
                className={`shrink-0 object-contain ${isList ? 'h-[100px] w-[70px] sm:h-[200px] sm:w-[140px]' : 'h-auto w-full'}`}
                data-testid="wishlist-item-image"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="pr-10 text-sm leading-snug font-semibold">
                    {item.productCode ? (
                        <Link
                            to={productPath(locale, item.productCode)}
                            className={`hover:text-brand hover:underline ${focusRing}`}
                            data-testid="wishlist-item-link"
                        >
                            {item.productName}
                        </Link>
                    ) : (
                        <span data-testid="wishlist-item-link">{item.productName}</span>
                    )}
                </p>
                {item.variantName && item.variantName !== item.productName ? (
                    <p className="text-xs text-neutral-700">{item.variantName}</p>
                ) : null}
                {item.price !== null ? <PriceTag price={item.price} regularPrice={item.regularPrice} /> : null}
                <QuantityInput item={item} onChange={onQuantity} />
                {addable ? (
                    <button
                        type="button"
                        onClick={onMoveToCart}
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
            </div>
            <button
                type="button"
                onClick={onRemove}
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

export default function WishlistSidebar({ locale, open, onOpenChange, returnFocusTo }: HeaderPanelProps) {
    const { t } = useTranslation();
    const notify = useNotify();
    const { addToCart } = useCartActions();
    const [load, setLoad] = useState<Load>({ status: 'loading' });
    const [loadingMore, setLoadingMore] = useState(false);
    const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
    const [view, setView] = useState<WishlistView>('list');
    const timers = useRef(new Map<string, number>());

    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved view is in the browser's storage, read once hydrated
    useEffect(() => setView(readView()), []);

    const showError = useCallback(
        (error: unknown) => {
            const code = error instanceof WishlistRequestError ? error.code : 'unavailable';
            notify({ type: 'danger', title: t('wishlist.errors.title'), message: t(`wishlist.errors.${code}`) });
        },
        [notify, t],
    );

    const loadFirst = useCallback(async () => {
        setLoad({ status: 'loading' });
        try {
            const page = await wishlistRequest<WishlistPage>('load');
            recordWishlistPage(page);
            setLoad({ status: 'ready', page });
        } catch {
            setLoad({ status: 'error' });
        }
    }, []);

    // Fresh on every opening: hearts elsewhere may have changed it.
    useEffect(() => {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening loads the list afresh
        if (open) void loadFirst();
    }, [open, loadFirst]);

    useEffect(() => {
        const pending = timers.current;
        return () => {
            for (const timer of pending.values()) window.clearTimeout(timer);
        };
    }, []);

    const page = load.status === 'ready' ? load.page : null;

    const replaceItems = (change: (items: WishlistItem[]) => WishlistItem[], totalItems?: number) =>
        setLoad(current =>
            current.status === 'ready'
                ? {
                      status: 'ready',
                      page: {
                          ...current.page,
                          items: change(current.page.items),
                          totalItems: totalItems ?? current.page.totalItems,
                      },
                  }
                : current,
        );

    const setItemBusy = (uid: string, on: boolean) =>
        setBusy(current => {
            const next = new Set(current);
            if (on) next.add(uid);
            else next.delete(uid);
            return next;
        });

    const loadMore = async () => {
        if (!page?.nextPageToken || loadingMore) return;
        setLoadingMore(true);
        try {
            const next = await wishlistRequest<WishlistPage>(
                `load?pageToken=${encodeURIComponent(page.nextPageToken)}`,
            );
            recordWishlistPage(next);
            setLoad(current =>
                current.status === 'ready'
                    ? {
                          status: 'ready',
                          page: {
                              items: [
                                  ...current.page.items,
                                  ...next.items.filter(item => !current.page.items.some(i => i.uid === item.uid)),
                              ],
                              totalItems: next.totalItems,
                              nextPageToken: next.nextPageToken,
                          },
                      }
                    : current,
            );
        } catch (error) {
            showError(error);
        } finally {
            setLoadingMore(false);
        }
    };

    const changeQuantity = (item: WishlistItem, quantity: number) => {
        const previous = timers.current.get(item.uid);
        if (previous !== undefined) window.clearTimeout(previous);
        timers.current.set(
            item.uid,
            window.setTimeout(async () => {
                timers.current.delete(item.uid);
                try {
                    const answer = await wishlistRequest<WishlistChangeAnswer>('update', {
                        itemUid: item.uid,
                        quantity,
                    });
                    recordWishlistChange(answer);
                    const updated = answer.item;
                    replaceItems(
                        items => items.map(i => (i.uid === item.uid && updated ? updated : i)),
                        answer.totalItems,
                    );
                } catch (error) {
                    showError(error);
                    // Back to what the server holds.
                    replaceItems(items => items.map(i => (i.uid === item.uid ? { ...i } : i)));
                }
            }, QUANTITY_DEBOUNCE_MS),
        );
    };

    const remove = async (item: WishlistItem): Promise<boolean> => {
        setItemBusy(item.uid, true);
        try {
            const answer = await wishlistRequest<WishlistChangeAnswer>('remove', { itemUid: item.uid });
            recordWishlistChange(answer, item.sku);
            replaceItems(items => items.filter(i => i.uid !== item.uid), answer.totalItems);
            return true;
        } catch (error) {
            showError(error);
            return false;
        } finally {
            setItemBusy(item.uid, false);
        }
    };

    const onRemove = async (item: WishlistItem) => {
        if (await remove(item)) notify({ type: 'success', message: t('wishlist.removed', { name: item.productName }) });
    };

    // requirements §4: into the cart; on a cart error the error shows and the item stays, otherwise it leaves the wishlist.
    const moveToCart = async (item: WishlistItem) => {
        setItemBusy(item.uid, true);
        const added = await addToCart(item.variantId, item.quantity, {
            sku: item.sku,
            name: item.productName,
            brand: null,
            unitPrice: item.price ?? 0,
        });
        setItemBusy(item.uid, false);
        if (added.ok) await remove(item);
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
                {load.status === 'loading' ? (
                    <p role="status" className="py-8 text-center text-neutral-700">
                        {t('wishlist.sidebar.loading')}
                    </p>
                ) : load.status === 'error' ? (
                    <div className="py-8 text-center" role="alert">
                        <p>{t('wishlist.sidebar.loadError')}</p>
                        <button
                            type="button"
                            onClick={() => void loadFirst()}
                            className={`mt-3 rounded border border-neutral-900 px-4 py-2 text-sm font-semibold ${focusRing}`}
                        >
                            {t('wishlist.sidebar.retry')}
                        </button>
                    </div>
                ) : load.page.items.length === 0 ? (
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
                            {load.page.items.map(item => (
                                <ItemCard
                                    key={item.uid}
                                    item={item}
                                    locale={locale}
                                    view={view}
                                    busy={busy.has(item.uid)}
                                    onQuantity={quantity => changeQuantity(item, quantity)}
                                    onRemove={() => void onRemove(item)}
                                    onMoveToCart={() => void moveToCart(item)}
                                />
                            ))}
                        </ul>
                        {load.page.nextPageToken ? (
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
