// The mobile menu's slide-in panel (Radix Dialog) with categories as nested accordions (Radix Accordion); loaded on first use.
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SmartLink } from '~/components/layout/smart-link';
import type { MenuItem } from '~/lib/menu/menu';

function MenuTree({ items, depth }: { items: MenuItem[]; depth: number }) {
    const { t } = useTranslation();
    return (
        <Accordion.Root type="multiple" className={depth > 0 ? 'pl-4' : ''} asChild>
            <ul>
                {items.map(item =>
                    item.children.length > 0 ? (
                        <Accordion.Item key={item.uid} value={item.uid} asChild>
                            <li className="border-b border-neutral-200 last:border-b-0">
                                <Accordion.Header asChild>
                                    <div>
                                        <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left font-semibold">
                                            {item.label}
                                            <span
                                                aria-hidden="true"
                                                className="text-xl leading-none group-data-[state=open]:rotate-45"
                                            >
                                                +
                                            </span>
                                        </Accordion.Trigger>
                                    </div>
                                </Accordion.Header>
                                <Accordion.Content className="pb-2">
                                    <SmartLink
                                        href={item.href}
                                        className="block py-2 pl-4 text-brand underline-offset-2 hover:underline"
                                    >
                                        {t('menu.viewAll', { label: item.label })}
                                    </SmartLink>
                                    <MenuTree items={item.children} depth={depth + 1} />
                                </Accordion.Content>
                            </li>
                        </Accordion.Item>
                    ) : (
                        <li key={item.uid} className="border-b border-neutral-200 last:border-b-0">
                            <SmartLink href={item.href} className="block py-3">
                                {item.label}
                            </SmartLink>
                        </li>
                    ),
                )}
            </ul>
        </Accordion.Root>
    );
}

export default function MainMenuMobilePanel({
    items,
    open,
    onOpenChange,
    returnFocusTo,
}: {
    items: MenuItem[];
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** The button that opened the panel: the dialog has no Radix Trigger to send focus back to. */
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
    const { t } = useTranslation();
    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
                <Dialog.Content
                    aria-describedby={undefined}
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        returnFocusTo.current?.focus();
                    }}
                    className="animate-slide-in fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl motion-reduce:animate-none lg:hidden"
                    data-testid="mobile-menu"
                >
                    <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
                        <Dialog.Title className="text-lg font-bold">{t('menu.title')}</Dialog.Title>
                        <Dialog.Close className="rounded px-2 text-2xl leading-none" aria-label={t('menu.close')}>
                            <span aria-hidden="true">×</span>
                        </Dialog.Close>
                    </div>
                    <nav aria-label={t('menu.label')} className="min-h-0 flex-1 overflow-y-auto px-4">
                        <MenuTree items={items} depth={0} />
                    </nav>
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
