// What the home page shows, as its loader hands it to the components: the home blocks and the two rows of products.
import type { HOME_BLOCK_IDENTIFIERS } from '@shop/rules';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import type { LayoutBlocks } from '~/lib/cms/blocks';
import type { MenuItem } from '~/lib/menu/menu';

export type HomeBlocks = Pick<LayoutBlocks, (typeof HOME_BLOCK_IDENTIFIERS)[number]>;

export interface HomeShelves {
    offers: ProductCardData[];
    bestSellers: ProductCardData[];
}

/**
 * Up to `take` products, taking each group's in turn (groups in the order they first appear; `groupOf` names a
 * product's group), so a row of offers shows phones, televisions and appliances rather than the first department's
 * eight phones. Within a group the given order is kept.
 */
export function mixGroups<T>(products: T[], take: number, groupOf: (product: T) => string): T[] {
    const queues = new Map<string, T[]>();
    for (const product of products) {
        const key = groupOf(product);
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

/** The department (top menu entry) of each category the menu links to, by category slug. */
export function departmentsBySlug(menu: MenuItem[]): Map<string, string> {
    const departments = new Map<string, string>();
    const slugOf = (href: string) => /\/c\/([^/?#]+)$/.exec(href)?.[1];
    const walk = (items: MenuItem[], department: string) => {
        for (const item of items) {
            const slug = slugOf(item.href);
            if (slug) departments.set(decodeURIComponent(slug), department);
            walk(item.children, department);
        }
    };
    for (const top of menu) walk([top], top.uid);
    return departments;
}
