// The brands the shop sells, each logo leading to its brand page (/it/marca/<manufacturer facet value code>).
import type { CmsBlockContent } from '@shop/rules';
import { Link } from 'react-router';
import { brandPath } from '~/lib/home/brand-path';

export function BrandStrip({ block, locale }: { block: CmsBlockContent<'home-brands'>; locale: string }) {
    return (
        <section className="mt-12" aria-labelledby="home-brands" data-testid="home-brands">
            <h2 id="home-brands" className="text-xl font-bold md:text-2xl">
                {block.title}
            </h2>
            <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
                {block.brands.map(brand => (
                    <li key={brand.code}>
                        <Link
                            to={brandPath(locale, brand.code)}
                            className="flex items-center justify-center rounded-lg border border-neutral-200 bg-white p-2 hover:border-brand focus-visible:outline-2 focus-visible:outline-neutral-900"
                            data-testid="home-brand"
                        >
                            <img
                                src={brand.src}
                                alt={brand.name}
                                width={240}
                                height={120}
                                loading="lazy"
                                decoding="async"
                                className="h-auto w-full max-w-[160px] object-contain"
                            />
                        </Link>
                    </li>
                ))}
            </ul>
        </section>
    );
}
