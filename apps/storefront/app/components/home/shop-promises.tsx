// The shop's promises under the hero (free shipping, free returns, secure payments, customer service): icon and short
// text from the home-promises block, the icons drawn here.
import type { CmsBlockContent } from '@shop/rules';
import { useTranslation } from '~/lib/i18n/i18n-react';

type Icon = CmsBlockContent<'home-promises'>['items'][number]['icon'];

const ICON_PATHS: Record<Icon, string> = {
    // A delivery van.
    shipping:
        'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    // A box with a return arrow.
    returns: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8M9 6.5l-2 2 2 2',
    // A padlock.
    payments: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
    // A headset.
    support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19a3 3 0 0 1-3 3h-3',
};

export function ShopPromises({ block }: { block: CmsBlockContent<'home-promises'> }) {
    const { t } = useTranslation();
    return (
        <section aria-label={t('home.promises')} className="mt-6" data-testid="home-promises">
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {block.items.map(item => (
                    <li
                        key={item.icon + item.title}
                        className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-white px-4 py-3"
                    >
                        <svg
                            viewBox="0 0 24 24"
                            width="32"
                            height="32"
                            aria-hidden="true"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.6"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                            className="shrink-0 text-brand"
                        >
                            <path d={ICON_PATHS[item.icon]} />
                        </svg>
                        <div>
                            <p className="text-sm font-bold">{item.title}</p>
                            <p className="text-xs text-neutral-700">{item.text}</p>
                        </div>
                    </li>
                ))}
            </ul>
        </section>
    );
}
