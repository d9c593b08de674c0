// What the home page shows, as its loader hands it to the components: the home blocks and the two rows of products.
import type { HOME_BLOCK_IDENTIFIERS } from '@shop/rules';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import type { LayoutBlocks } from '~/lib/cms/blocks';

export type HomeBlocks = Pick<LayoutBlocks, (typeof HOME_BLOCK_IDENTIFIERS)[number]>;

export interface HomeShelves {
    offers: ProductCardData[];
    bestSellers: ProductCardData[];
}

/**
 * Up to `take` products, taking each category's in turn (in the order the categories first appear), so a row of offers
 * shows phones, televisions and appliances rather than the first category's eight phones; within a category the given
 * order is kept.
 */
export function mixCategories<T extends { category: { slug: string } | null }>(products: T[], take: number): T[] {
    const queues = new Map<string, T[]>();
    for (const product of products) {
        const key = product.category?.slug ?? '';
        const queue = queues.get(key) ?? [];
        queue.push(product);
        queues.set(key, queue);
    }
    const mixed: T[] = [];
    while (mixed.length < take && queues.size > 0) {
        for (const [key, queue] of queues) {
            const next = queue.shift();
            if (next) mixed.push(next);
            if (queue.length === 0) queues.delete(key);
            if (mixed.length === take) break;
        }
    }
    return mixed;
}
