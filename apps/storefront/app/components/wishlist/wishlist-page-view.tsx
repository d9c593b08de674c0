// The wishlist page's list (requirements §2.3's sidebar as a page): picture, name, price, quantity, "Aggiungi al carrello"
// or why not, and remove. Plain forms posting to the page itself (whichever of its addresses it was opened at), so every
// control works without JavaScript.
import { Link } from 'react-router';
import { TrashIcon } from '~/components/ui/trash-icon';
import { WishlistItemSummary } from '~/components/wishlist/wishlist-item-summary';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { canMoveToCart, type WishlistItem, type WishlistPage } from '~/lib/wishlist/view';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function ItemRow({ item, locale }: { item: WishlistItem; locale: string }) {
    const { t } = useTranslation();
    return (
        <li className="flex gap-4 border-b border-neutral-200 py-4 last:border-b-0" data-testid="wishlist-item">
            <WishlistItemSummary item={item} locale={locale} layout="page">
                <p className="text-sm text-neutral-700" data-testid="wishlist-item-quantity">
                    {t('wishlist.page.quantity', { count: item.quantity })}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-3">
                    {canMoveToCart(item) ? (
                        <form method="post">
                            <input type="hidden" name="itemUid" value={item.uid} />
                            <button
                                type="submit"
                                name="intent"
                                value="move-to-cart"
                                className={`rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand/90 ${focusRing}`}
                                data-testid="wishlist-item-add-to-cart"
                            >
                                {t('wishlist.sidebar.addToCart')}
                            </button>
                        </form>
                    ) : (
                        <p className="text-sm text-neutral-700" data-testid="wishlist-item-cannot-add">
                            {t('cart.errors.notAddable')}
                        </p>
                    )}
                    <form method="post">
                        <input type="hidden" name="itemUid" value={item.uid} />
                        <button
                            type="submit"
                            name="intent"
                            value="remove"
                            aria-label={t('wishlist.sidebar.removeItem', { name: item.productName })}
                            className={`flex items-center gap-1.5 rounded px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-brand ${focusRing}`}
                            data-testid="wishlist-item-remove"
                        >
                            <TrashIcon />
                            <span aria-hidden="true">{t('wishlist.page.remove')}</span>
                        </button>
                    </form>
                </div>
            </WishlistItemSummary>
        </li>
    );
}

export function WishlistPageView({
    page,
    locale,
    error,
}: {
    /** null: the wishlist could not be read just now. */
    page: WishlistPage | null;
    locale: string;
    /** A refused form post's message. */
    error: string | null;
}) {
    const { t } = useTranslation();
    return (
        <div className="mx-auto max-w-4xl px-4 py-6" data-testid="wishlist-page">
            <h1 className="text-2xl font-bold">
                {t('wishlist.page.title')}
                {page && page.totalItems > 0 ? ' ' : null}
                {page && page.totalItems > 0 ? (
                    <span className="text-base font-normal text-neutral-700" data-testid="wishlist-total">
                        {`(${t('wishlist.button.count', { count: page.totalItems })})`}
                    </span>
                ) : null}
            </h1>
            {error ? (
                <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                    {error}
                </p>
            ) : null}
            <div className="mt-4">
                {page === null ? (
                    <p role="alert">{t('wishlist.sidebar.loadError')}</p>
                ) : page.items.length === 0 ? (
                    <p className="text-lg" data-testid="wishlist-empty">
                        {t('wishlist.sidebar.empty')}
                    </p>
                ) : (
                    <ul aria-label={t('wishlist.page.title')} data-testid="wishlist-items">
                        {page.items.map(item => (
                            <ItemRow key={item.uid} item={item} locale={locale} />
                        ))}
                    </ul>
                )}
                <Link
                    to={`/${locale}`}
                    className={`mt-6 inline-flex items-center justify-center rounded border border-neutral-900 px-4 py-3 font-semibold hover:bg-neutral-100 ${focusRing}`}
                    data-testid="wishlist-keep-shopping"
                >
                    {t('wishlist.page.keepShopping')}
                </Link>
            </div>
        </div>
    );
}
