// A titled row of product cards on the home page (offers, best sellers): a row the thumb scrolls on a phone, a grid of
// four from 1024 px. The cards are the listings' own, Omnibus figures and add-to-cart included.
import type { ReactNode } from 'react';
import { ProductCard } from '~/components/catalog/product-card';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';

export function ProductShelf({
    id,
    title,
    products,
    locale,
    action,
    testId,
}: {
    /** The list's id for analytics and the heading's id. */
    id: string;
    title: string;
    products: ProductCardData[];
    locale: string;
    /** A link beside the title ("Vedi tutte le offerte"). */
    action?: ReactNode;
    testId: string;
}) {
    if (products.length === 0) return null;
    const headingId = `home-${id}`;
    return (
        <section className="mt-12" aria-labelledby={headingId} data-testid={testId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id={headingId} className="text-xl font-bold md:text-2xl">
                    {title}
                </h2>
                {action}
            </div>
            <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-4 lg:overflow-visible lg:px-0">
                {products.map((product, index) => (
                    <li
                        key={product.code}
                        className="w-[calc(50%-0.375rem)] shrink-0 snap-start sm:w-[calc(33.333%-0.5rem)] lg:w-auto"
                    >
                        <ProductCard
                            product={product}
                            locale={locale}
                            list={{ listId: `home_${id}`, listName: title, index }}
                        />
                    </li>
                ))}
            </ul>
        </section>
    );
}
