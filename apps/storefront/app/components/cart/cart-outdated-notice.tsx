// requirements §8: the cart changed elsewhere and a change made here was refused; the notice stays until the shopper reloads.
import { useState } from 'react';
import { useCartReload } from '~/lib/cart/use-cart';
import { useTranslation } from '~/lib/i18n/i18n-react';

export function CartOutdatedNotice({ onReloaded }: { onReloaded: () => void }) {
    const { t } = useTranslation();
    const reload = useCartReload();
    const [reloading, setReloading] = useState(false);
    return (
        <div
            role="alert"
            data-testid="cart-outdated"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
            <p>{t('cart.errors.outdated')}</p>
            <button
                type="button"
                className="rounded bg-red-800 px-3 py-2 font-bold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
                disabled={reloading}
                onClick={() => {
                    setReloading(true);
                    void reload().finally(() => {
                        setReloading(false);
                        onReloaded();
                    });
                }}
            >
                {t('cartSync.reload')}
            </button>
        </div>
    );
}
