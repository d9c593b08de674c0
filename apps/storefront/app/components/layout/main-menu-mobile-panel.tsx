// The mobile menu's side panel with categories as nested accordions (Radix Accordion); loaded on first use.
import * as Accordion from '@radix-ui/react-accordion';
import type { RefObject } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SmartLink } from '~/components/layout/smart-link';
import { SidePanel } from '~/components/ui/side-panel';
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
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
    const { t } = useTranslation();
    return (
        <SidePanel
            open={open}
            onOpenChange={onOpenChange}
            side="left"
            hiddenFrom="lg"
            title={t('menu.title')}
            closeLabel={t('menu.close')}
            returnFocusTo={returnFocusTo}
            testId="mobile-menu"
        >
            <nav aria-label={t('menu.label')} className="min-h-0 flex-1 overflow-y-auto px-4">
                <MenuTree items={items} depth={0} />
            </nav>
        </SidePanel>
    );
}
