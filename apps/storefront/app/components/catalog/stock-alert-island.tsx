// The back-in-stock form as an island (lib/islands/lazy-part.tsx): only a sold-out variant shows it, so its code (the
// form library, its checks and messages, about 11 KB compressed) loads only then instead of with every product page.
import type { ComponentProps } from 'react';
import type { StockAlertForm } from '~/components/catalog/stock-alert-form';
import { offersStockAlert } from '~/lib/catalog/purchasability';
import { lazyPart } from '~/lib/islands/lazy-part';

const LazyStockAlertForm = lazyPart('StockAlertForm', () =>
    import('~/components/catalog/stock-alert-form').then(module => module.StockAlertForm),
);

export function StockAlertIsland(props: ComponentProps<typeof StockAlertForm>) {
    if (!offersStockAlert(props.product, props.variant)) return null;
    return <LazyStockAlertForm {...props} />;
}
