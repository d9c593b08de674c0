// The heart that puts a variant in the wishlist or takes it out (requirements §4), on product cards and the product page.
// Membership arrives after hydration; the server renders every heart empty.
import { useNotify } from '~/components/notifications/notifications-provider';
import { HeartIcon } from '~/components/wishlist/heart-icon';
import { pushEvent } from '~/lib/analytics/data-layer';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { addToWishlistEvent } from '~/lib/wishlist/view';
import { useWishlistChanges } from '~/lib/wishlist/use-wishlist';
import { useWishlistMembership } from '~/lib/wishlist/wishlist-store';

export function WishlistHeart({
    sku,
    name,
    placement,
}: {
    sku: string;
    /** The product's name, for the notice. */
    name: string;
    /** On a card's picture (icon only), or on the product page (icon and text). */
    placement: 'card' | 'page';
}) {
    const { t } = useTranslation();
    const notify = useNotify();
    const { inWishlist } = useWishlistMembership(sku);
    const { toggle, busy } = useWishlistChanges();
    const label = inWishlist ? t('wishlist.heart.remove') : t('wishlist.heart.add');

    const onClick = async () => {
        if (busy) return;
        const result = await toggle(sku);
        if (!result.ok) {
            notify({ type: 'danger', title: t('wishlist.errors.title'), message: t(`wishlist.errors.${result.code}`) });
            return;
        }
        const { answer } = result;
        notify({
            type: 'success',
            message: answer.inWishlist ? t('wishlist.added', { name }) : t('wishlist.removed', { name }),
        });
        if (answer.inWishlist && answer.item) pushEvent(addToWishlistEvent(answer.item));
    };

    const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
    return placement === 'card' ? (
        <button
            type="button"
            aria-pressed={inWishlist}
            aria-label={label}
            title={label}
            aria-busy={busy || undefined}
            onClick={() => void onClick()}
            // Above the card link's full-card click area (app.css).
            className="card-heart"
            data-testid="wishlist-heart"
            data-in-wishlist={inWishlist ? 'true' : 'false'}
        >
            <HeartIcon filled={inWishlist} className="size-6" />
        </button>
    ) : (
        <button
            type="button"
            aria-pressed={inWishlist}
            aria-busy={busy || undefined}
            onClick={() => void onClick()}
            className={`mt-4 inline-flex min-h-11 items-center gap-2 rounded border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold hover:border-brand hover:text-brand ${focus}`}
            data-testid="product-wishlist-heart"
            data-in-wishlist={inWishlist ? 'true' : 'false'}
        >
            <HeartIcon filled={inWishlist} className="size-5 text-brand" />
            {label}
        </button>
    );
}
