// The shell of the shop's side panels (cart, wishlist, mobile menu, mobile filters): a Radix Dialog sliding in from one
// side, with the overlay, the title bar and its close button; focus is trapped and the page scroll locked while open.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

const PANEL_CLASS = {
    left: 'animate-slide-in left-0 w-[85vw] max-w-sm motion-reduce:animate-none',
    right: 'right-0 w-full max-w-md',
} as const;

// Literal class names, so Tailwind finds them.
const HIDDEN_FROM_CLASS = { md: 'md:hidden', lg: 'lg:hidden' } as const;

/** A control inside the panel that closes it (a "continue shopping" button, say). */
export const SidePanelClose = Dialog.Close;

export function SidePanel({
    open,
    onOpenChange,
    side,
    hiddenFrom,
    title,
    closeLabel,
    actions,
    returnFocusTo,
    testId,
    busy,
    children,
}: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    side: 'left' | 'right';
    /** The breakpoint from which the opener is hidden: a panel left open goes too when the window widens. */
    hiddenFrom?: keyof typeof HIDDEN_FROM_CLASS;
    /** The dialog's accessible name. */
    title: ReactNode;
    closeLabel: string;
    /** Controls in the title bar, before the close button. */
    actions?: ReactNode;
    /** The opener: the dialog has no Radix Trigger to send focus back to. */
    returnFocusTo: RefObject<HTMLElement | null>;
    testId: string;
    busy?: boolean;
    /** Everything below the title bar; the panel is a flex column, so a `min-h-0 flex-1` child scrolls. */
    children: ReactNode;
}) {
    const hidden = hiddenFrom ? ` ${HIDDEN_FROM_CLASS[hiddenFrom]}` : '';
    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className={`fixed inset-0 z-50 bg-black/40${hidden}`} />
                <Dialog.Content
                    aria-describedby={undefined}
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        returnFocusTo.current?.focus();
                    }}
                    className={`fixed inset-y-0 z-50 flex flex-col bg-white shadow-xl ${PANEL_CLASS[side]}${hidden}`}
                    data-testid={testId}
                    aria-busy={busy}
                >
                    <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3">
                        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
                        <div className="flex items-center gap-2">
                            {actions}
                            <Dialog.Close
                                className="flex size-10 items-center justify-center rounded text-2xl leading-none hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                                aria-label={closeLabel}
                            >
                                <span aria-hidden="true">×</span>
                            </Dialog.Close>
                        </div>
                    </div>
                    {children}
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
