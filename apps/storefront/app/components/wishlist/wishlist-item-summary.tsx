// What the wishlist page and the wishlist sidebar show of an item (requirements §2.3): picture, name with its link,
// variant and price. Each screen wraps it in its own row and puts its own quantity and actions below the price.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '~/components/catalog/product-card';
import { productPath } from '~/lib/catalog/urls';
import type { WishlistItem } from '~/lib/wishlist/view';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function WishlistItemSummary({
    item,
    locale,
    layout,
    children,
}: {
    item: WishlistItem;
    locale: string;
    /** The page's row, or the sidebar's list or grid view: the sidebar's text is smaller and leaves room for its remove button. */
    layout: 'page' | 'list' | 'grid';
    /** Below the price: the screen's quantity and actions. */
    children: ReactNode;
}) {
    const inSidebar = layout !== 'page';
    return (
        <>
            <img
                src={item.image}
                alt=""
                width={140}
                height={200}
                loading="lazy"
                decoding="async"
                className={`shrink-0 object-contain ${layout === 'grid' ? 'h-auto w-full' : 'h-[100px] w-[70px] sm:h-[200px] sm:w-[140px]'}`}
                data-testid="wishlist-item-image"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className={`${inSidebar ? 'pr-10 text-sm ' : ''}leading-snug font-semibold`}>
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
                    <p className={`${inSidebar ? 'text-xs' : 'text-sm'} text-neutral-700`}>{item.variantName}</p>
                ) : null}
                {item.price !== null ? (
                    <PriceTag price={item.price} lowestPrice30Days={item.lowestPrice30Days} />
                ) : null}
                {children}
            </div>
        </>
    );
}
