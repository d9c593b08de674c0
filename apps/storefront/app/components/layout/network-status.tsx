// Tells the shopper when the browser goes offline; nothing shows while online.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';

function subscribe(onChange: () => void) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
    };
}

export function useOnline(): boolean {
    return useSyncExternalStore(
        subscribe,
        () => navigator.onLine,
        () => true,
    );
}

export function NetworkStatus() {
    const { t } = useTranslation();
    const online = useOnline();
    return (
        <div role="status" data-testid="network-status" data-online={online ? 'true' : 'false'}>
            {online ? null : (
                <p className="fixed inset-x-0 bottom-0 z-50 bg-neutral-900 px-4 py-2 text-center text-sm text-white">
                    {t('network.offline')}
                </p>
            )}
        </div>
    );
}
