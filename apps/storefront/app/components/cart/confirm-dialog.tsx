// A yes/no question that must be answered before a destructive step (requirements §4 cart removal), with alertdialog semantics.
// Built on Radix Dialog (its AlertDialog is not a dependency); focus starts on the safe answer.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';

export default function ConfirmDialog({
    open,
    onOpenChange,
    title,
    text,
    confirmLabel,
    cancelLabel,
    onConfirm,
}: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    text: string;
    confirmLabel: string;
    cancelLabel: string;
    onConfirm: () => void;
}) {
    const cancel = useRef<HTMLButtonElement>(null);
    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
                <Dialog.Content
                    role="alertdialog"
                    onOpenAutoFocus={event => {
                        event.preventDefault();
                        cancel.current?.focus();
                    }}
                    // An alert dialog is answered, not dismissed by a stray click outside.
                    onPointerDownOutside={event => event.preventDefault()}
                    className="fixed top-1/2 left-1/2 z-[60] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
                    data-testid="confirm-dialog"
                >
                    <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
                    <Dialog.Description className="mt-2">{text}</Dialog.Description>
                    <div className="mt-6 flex justify-end gap-3">
                        <Dialog.Close asChild>
                            <button
                                ref={cancel}
                                type="button"
                                className="rounded border border-neutral-900 px-4 py-2 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                            >
                                {cancelLabel}
                            </button>
                        </Dialog.Close>
                        <button
                            type="button"
                            onClick={onConfirm}
                            className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                        >
                            {confirmLabel}
                        </button>
                    </div>
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
