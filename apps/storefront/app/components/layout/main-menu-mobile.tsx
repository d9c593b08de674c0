// Mobile main menu button; the panel (Radix Dialog and Accordion) and the menu's items load on first use, keeping them
// out of the first load.
import { lazy, Suspense, useRef } from 'react';
import { useHeaderPanel } from '~/components/layout/header-panels';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { loadMainMenu, useMainMenu } from '~/lib/menu/main-menu';

const loadPanel = () => import('~/components/layout/main-menu-mobile-panel');
const MainMenuMobilePanel = lazy(loadPanel);

export function MainMenuMobile({ locale }: { locale: string }) {
    const { t } = useTranslation();
    // One header panel at a time: opening the cart (or another sidebar or modal) closes the menu first, and following a
    // link closes it (requirements §2.3).
    const { open, setOpen, wanted } = useHeaderPanel('menu');
    const button = useRef<HTMLButtonElement>(null);
    // The items load with the panel's code, on first use; the panel opens once both are here.
    const items = useMainMenu(locale, wanted);
    const reachFor = () => {
        void loadPanel();
        loadMainMenu(locale).catch(() => undefined);
    };

    return (
        <>
            <button
                ref={button}
                type="button"
                className="flex min-h-11 items-center gap-2 rounded px-2 py-2 text-sm font-semibold lg:hidden"
                aria-label={t('menu.openLabel')}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="mobile-menu-button"
                // Fetch the panel's code as soon as the shopper reaches for the button.
                onPointerEnter={reachFor}
                onFocus={reachFor}
                onClick={() => setOpen(true)}
            >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                    <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
                </svg>
                {/* The word goes on the narrowest phones, where the row has no room; the label names the button. */}
                <span className="max-[359px]:sr-only">{t('menu.open')}</span>
            </button>
            {wanted && items ? (
                <Suspense fallback={null}>
                    <MainMenuMobilePanel items={items} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}
