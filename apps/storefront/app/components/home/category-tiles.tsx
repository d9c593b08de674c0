// Category tiles with pictures: staff choose the categories and their pictures in the home-categories block.
import type { CmsBlockContent } from '@shop/rules';
import { Link } from 'react-router';
import { resizedAssetUrl } from '~/lib/catalog/image-sources';
import { assetUrl, categoryPath } from '~/lib/catalog/urls';

export function CategoryTiles({ block, locale }: { block: CmsBlockContent<'home-categories'>; locale: string }) {
    return (
        <section className="mt-12" aria-labelledby="home-categories" data-testid="home-category-tiles">
            <h2 id="home-categories" className="text-xl font-bold md:text-2xl">
                {block.title}
            </h2>
            <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8">
                {block.tiles.map(tile => (
                    <li key={tile.slug}>
                        <Link
                            to={categoryPath(locale, tile.slug)}
                            prefetch="intent"
                            className="group flex h-full flex-col items-center gap-2 rounded-lg border border-neutral-200 bg-white p-2 text-center sm:p-3 hover:border-brand focus-visible:outline-2 focus-visible:outline-neutral-900"
                            data-testid="home-category-tile"
                        >
                            <img
                                src={assetUrl(tile.image.src, 'gallery-thumb')}
                                srcSet={`${assetUrl(tile.image.src, 'gallery-thumb')} 160w, ${resizedAssetUrl(tile.image.src, 360)} 360w`}
                                sizes="(min-width: 1024px) 130px, (min-width: 640px) 25vw, 30vw"
                                alt={tile.image.alt}
                                width={tile.image.width}
                                height={tile.image.height}
                                loading="lazy"
                                decoding="async"
                                className="aspect-square h-auto w-full rounded-md object-cover"
                            />
                            <span className="text-xs font-semibold break-words hyphens-auto group-hover:text-brand sm:text-sm">
                                {tile.label}
                            </span>
                        </Link>
                    </li>
                ))}
            </ul>
        </section>
    );
}
