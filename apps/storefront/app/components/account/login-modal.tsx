// The login modal (requirements §2.3, §4): a centred dialog with the four views; focus stays inside while it is open
// and returns to whatever opened it (the header's button, the footer's entry); closing it resets it to the login view.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoginViews, viewTitleKey } from '~/components/account/login-views';
import type { LoginView } from '~/lib/account/account-paths';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/account';

export default function LoginModal({
    locale,
    open,
    onOpenChange,
}: {
    locale: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
}) {
    const { t } = useTranslation();
    const [view, setView] = useState<LoginView>('login');
    const [sentTo, setSentTo] = useState<string | undefined>();
    const opener = useRef<HTMLElement | null>(null);

    // requirements §4: closing resets the modal to the login view (however it closes: a button, Escape, a link).
    const [wasOpen, setWasOpen] = useState(open);
    if (open !== wasOpen) {
        setWasOpen(open);
        if (!open) {
            setView('login');
            setSentTo(undefined);
        }
    }
    useEffect(() => {
        if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }, [open]);

    const onSent = useCallback((email: string) => {
        setSentTo(email);
        setView('thank-you');
    }, []);

    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
                <Dialog.Content
                    aria-describedby={undefined}
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        opener.current?.focus();
                    }}
                    className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl"
                    data-testid="login-modal"
                >
                    <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-5 py-3">
                        <Dialog.Title className="text-xl font-bold" data-testid="login-modal-title">
                            {t(viewTitleKey(view))}
                        </Dialog.Title>
                        <Dialog.Close
                            className="flex size-10 items-center justify-center rounded text-2xl leading-none hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                            aria-label={t('account.modal.close')}
                        >
                            <span aria-hidden="true">×</span>
                        </Dialog.Close>
                    </div>
                    <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
                        <LoginViews
                            key={view}
                            locale={locale}
                            mode="modal"
                            view={view}
                            onViewChange={setView}
                            sentTo={sentTo}
                            onSent={onSent}
                            showTitle={false}
                        />
                    </div>
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
