// Colour and size choice as radio groups whose options are links (?variant=<sku>): it works, and renders on the server,
// without JavaScript; with it, arrow keys move through a group as in any radio group.
import { COLOUR_OPTION_GROUP } from '@shop/rules';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { swatchColour } from '~/lib/catalog/colour-swatches';
import type { OptionChoice, OptionGroupChoices } from '~/lib/catalog/variant-selection';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import { useTranslation } from '~/lib/i18n/i18n-react';

function stateClasses(value: OptionChoice): string {
    const base =
        'relative inline-flex min-h-11 items-center gap-2 rounded-md border bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
    const selected = value.selected
        ? 'border-neutral-900 ring-2 ring-neutral-900 font-semibold'
        : 'border-neutral-300 hover:border-neutral-900';
    const status =
        value.status === 'out-of-stock'
            ? 'border-dashed text-neutral-600 line-through'
            : value.status === 'unavailable'
              ? 'border-dashed text-neutral-500 line-through'
              : '';
    return `${base} ${selected} ${status}`;
}

function OptionGroup({ group }: { group: OptionGroupChoices }) {
    const { t } = useTranslation();
    const labelId = useId();
    const location = useLocation();
    const navigate = useNavigate();
    const links = useRef<Array<HTMLAnchorElement | null>>([]);
    // Roving focus only once scripts run: without them every option stays reachable with Tab.
    const enhanced = useHydrated();

    const selectedIndex = group.values.findIndex(value => value.selected);
    const tabStop = selectedIndex >= 0 ? selectedIndex : 0;
    const selected = group.values[selectedIndex];
    const go = (value: OptionChoice) =>
        navigate({ pathname: location.pathname, search: value.search }, { replace: true, preventScrollReset: true });

    const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
        const count = group.values.length;
        let next: number | null = null;
        if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % count;
        else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + count) % count;
        else if (event.key === 'Home') next = 0;
        else if (event.key === 'End') next = count - 1;
        else if (event.key === ' ') {
            // Space checks a radio; a link would otherwise scroll the page.
            event.preventDefault();
            go(group.values[index] as OptionChoice);
            return;
        }
        if (next === null) return;
        event.preventDefault();
        links.current[next]?.focus();
        go(group.values[next] as OptionChoice);
    };

    return (
        <div className="mt-5" data-testid={`option-group-${group.code}`}>
            <p id={labelId} className="text-sm font-semibold">
                {t(`product.optionGroup.${group.kind}`)}
                {selected ? <span className="font-normal">{`: ${selected.name}`}</span> : null}
            </p>
            <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
                {group.values.map((value, index) => {
                    const colour = group.code === COLOUR_OPTION_GROUP ? swatchColour(value.name) : undefined;
                    return (
                        <Link
                            key={value.code}
                            ref={element => {
                                links.current[index] = element;
                            }}
                            to={{ pathname: location.pathname, search: value.search }}
                            replace
                            preventScrollReset
                            role="radio"
                            aria-checked={value.selected}
                            tabIndex={enhanced ? (index === tabStop ? 0 : -1) : undefined}
                            onKeyDown={event => onKeyDown(event, index)}
                            className={stateClasses(value)}
                            data-testid="option"
                            data-option={value.code}
                            data-status={value.status}
                        >
                            {colour !== undefined ? (
                                <span
                                    aria-hidden="true"
                                    className="size-5 shrink-0 rounded-full border border-neutral-400"
                                    style={
                                        colour
                                            ? { backgroundColor: colour }
                                            : {
                                                  backgroundImage:
                                                      'repeating-linear-gradient(45deg, #e5e5e5 0 4px, #fff 4px 8px)',
                                              }
                                    }
                                />
                            ) : null}
                            <span>{value.name}</span>
                            {value.status !== 'available' ? (
                                <span className="sr-only">
                                    {`, ${t(value.status === 'out-of-stock' ? 'product.option.outOfStock' : 'product.option.unavailable')}`}
                                </span>
                            ) : null}
                        </Link>
                    );
                })}
            </div>
        </div>
    );
}

export const VARIANT_PICKER_ID = 'product-options';

export function VariantPicker({ groups }: { groups: OptionGroupChoices[] }) {
    if (groups.length === 0) return null;
    return (
        // The target of the phone's purchase bar's "Scegli le opzioni" (sticky-purchase-bar.tsx), below the sticky header.
        <div id={VARIANT_PICKER_ID} className="scroll-mt-28" data-testid="variant-picker">
            {groups.map(group => (
                <OptionGroup key={group.code} group={group} />
            ))}
        </div>
    );
}
