// The listing's filter form: facet checkboxes with counts, price from/to, on-sale toggle. Without JavaScript it is a
// GET form with a submit button, and a price the shop cannot read comes back (400) beside its field as typed; with
// JavaScript the same form is checked by the same schema (lib/catalog/listing-forms.ts), every change applies at once
// and the scroll position stays.
import { describesOneKind, FILTER_FACET_CODES, type FilterFacetCode } from '@shop/rules';
import { useId, useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { listingCheck } from '~/lib/catalog/listing-checks';
import { categoriesWithResults, type ListingPageData } from '~/lib/catalog/listing-page';
import {
    BRAND_FACET_CODE,
    CATEGORY_PARAM,
    PRICE_ERRORS,
    boxTicked,
    withBox,
    type ListingState,
} from '~/lib/catalog/listing-query';
import { formatItalianPriceInput } from '~/lib/catalog/pricing';
import { useQueryForm } from '~/lib/forms/use-query-form';
import { useDocumentOnly } from '~/lib/http/document-only';
import { KeptMarkup } from '~/lib/islands/kept-markup';
import { FieldError } from '~/components/ui/field-error';
import type { ListingFacet } from '~/components/catalog/listing/listing-page-view.fragment';
import { useListingNavigation } from '~/components/catalog/listing/use-listing-navigation';

/** The id prefix of the sidebar's form, which the server writes (the phone's panel copies its values). */
export const SIDEBAR_FILTERS_ID = 'filter-sidebar';

/** Values shown before "Mostra altri": long brand lists stay scannable. */
const VISIBLE_VALUES = 8;

/** Shown only until React runs: with JavaScript, changes apply by themselves. */
export const NO_JS_ONLY = '[[data-hydrated=true]_&]:hidden';

interface Option {
    value: string;
    label: string;
    count: number;
    selected: boolean;
}

function CheckboxOption({ name, option }: { name: string; option: Option }) {
    const { t } = useTranslation();
    // The box sits inside its label (no id to pair them), styled by app.css's facet-group: a page carries dozens, so
    // the label has no class and its name no element of its own.
    return (
        <li>
            <label>
                <input
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={option.selected}
                    // The form's change handler applies it; React only needs to know the box is controlled.
                    onChange={() => undefined}
                />
                {option.label}
                <span>{t('listing.filters.valueCount', { count: option.count })}</span>
            </label>
        </li>
    );
}

function OptionGroup({
    legend,
    name,
    options,
    testId,
}: {
    legend: string;
    name: string;
    options: Option[];
    testId: string;
}) {
    const { t } = useTranslation();
    if (options.length === 0) return null;
    const visible = options.slice(0, VISIBLE_VALUES);
    const more = options.slice(VISIBLE_VALUES);
    return (
        <fieldset className="facet-group" data-testid={testId}>
            <legend>{legend}</legend>
            <ul>
                {visible.map(option => (
                    <CheckboxOption key={option.value} name={name} option={option} />
                ))}
            </ul>
            {more.length > 0 ? (
                // A native disclosure works without JavaScript; it starts open when it hides a selected value.
                <details open={more.some(option => option.selected) || undefined}>
                    <summary>{t('listing.filters.showMore', { count: more.length })}</summary>
                    <ul>
                        {more.map(option => (
                            <CheckboxOption key={option.value} name={name} option={option} />
                        ))}
                    </ul>
                </details>
            ) : null}
        </fieldset>
    );
}

function facetOptions(facet: ListingFacet, selected: string[]): Option[] {
    return facet.values
        .filter(value => value.count > 0 || selected.includes(value.code))
        .map(value => ({
            value: value.code,
            label: value.name,
            count: value.count,
            selected: selected.includes(value.code),
        }));
}

/** A selector for the same box among React's: by its name and value. */
function boxSelector(target: EventTarget | null): string | null {
    if (!(target instanceof HTMLInputElement) || !target.name) return null;
    return `input[name="${CSS.escape(target.name)}"][value="${CSS.escape(target.value)}"]`;
}

/** Ticks the kept boxes the listing shows as chosen, and only those (a refused change is undone, as React would). */
function tickAsShown(element: HTMLElement, state: ListingState) {
    for (const box of element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
        box.checked = boxTicked(state, box.name, box.value);
    }
}

/** The hidden fields that keep the listing's subject (?q=, ?id=) and order when the form is sent. */
function HiddenState({ data, state }: { data: ListingPageData; state: ListingState }) {
    return (
        <>
            {data.base.params.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
            ))}
            {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
        </>
    );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
    return (
        <fieldset className="facet-group" data-testid={testId}>
            <legend>{title}</legend>
            <div>{children}</div>
        </fieldset>
    );
}

/** What the price filter says about a refused bound: negative, below the minimum, or not an amount at all. */
function priceErrorKey(
    errors: readonly string[] | undefined,
    notAPrice: 'listing.errors.priceFrom' | 'listing.errors.priceTo',
):
    | 'listing.errors.priceFrom'
    | 'listing.errors.priceTo'
    | 'listing.errors.priceNegative'
    | 'listing.errors.priceReversed' {
    if (errors?.includes(PRICE_ERRORS.negative)) return 'listing.errors.priceNegative';
    if (errors?.includes(PRICE_ERRORS.belowMinimum)) return 'listing.errors.priceReversed';
    return notAPrice;
}

export function FacetFilters({
    data,
    idPrefix: prefix,
    valuesFrom,
}: {
    data: ListingPageData;
    idPrefix?: string;
    /**
     * The id prefix of the form whose filter values this one copies while the page's data leaves them out (the
     * phone's panel copies the sidebar's, which the server wrote).
     */
    valuesFrom?: string;
}) {
    const { t } = useTranslation();
    const documentOnly = useDocumentOnly();
    const generated = useId();
    const idPrefix = prefix ?? `filters${generated.replace(/[^a-zA-Z0-9]/g, '')}`;
    const nav = useListingNavigation(data);
    const form = useRef<HTMLFormElement>(null);
    /** The kept box that has the focus: when React's boxes take the kept ones' place, its twin takes the focus. */
    const keptFocus = useRef<string | null>(null);
    // A document's data leaves the values out: the server renders them from its own copy, the browser keeps that.
    const facets = data.facetValuesLeftOut ? (documentOnly.listingFacets ?? null) : (data.listing?.facets ?? null);
    const categories = data.facetValuesLeftOut
        ? (documentOnly.listingCategories ?? [])
        : (data.listing?.categories ?? []);
    /** Whether React renders the values: always but in the browser before the first navigation. */
    const valuesLive = facets !== null;
    useLayoutEffect(() => {
        const selector = keptFocus.current;
        keptFocus.current = null;
        if (!valuesLive || !selector) return;
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        form.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
    }, [valuesLive]);
    // The form sends no page: a new filter starts from the first.
    const query = useQueryForm({
        reply: data.reply,
        check: listingCheck(data.kind),
        onValid: ({ state }) => nav.go(state),
        onInvalid: nav.forget,
    });
    const listing = data.listing;
    if (!listing) return null;
    const state = nav.shown;

    const onChange = (target: EventTarget | null) => {
        // Checkboxes apply at once, shown ticked while the form is checked; typed prices wait for Enter, the button
        // or leaving the field.
        if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox' || !target.form) return;
        nav.show(withBox(state, target.name, target.value, target.checked));
        query.submit(target.form);
    };
    const onPriceBlur = (event: FocusEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        if (input.value.trim() !== input.defaultValue.trim() && input.form) query.submit(input.form);
    };

    // Across categories, the filters of one kind of product wait until the listing is narrowed to one category: chosen
    // by the shopper, or the only one the results are in (decision 052). A value already chosen keeps its filter.
    const oneKind = data.kind === 'category' || state.categories.length > 0 || categoriesWithResults(data) <= 1;
    // The commerce server orders the facets for the sidebar; only those the URL understands are offered, and never the
    // brand on its own page.
    const knownFacets = (facets ?? []).filter(
        facet =>
            (FILTER_FACET_CODES as readonly string[]).includes(facet.code) &&
            !(data.kind === 'brand' && facet.code === BRAND_FACET_CODE) &&
            (oneKind ||
                !describesOneKind(facet.code) ||
                (state.facets[facet.code as FilterFacetCode]?.length ?? 0) > 0),
    );

    // Listings across categories (search, offers, a brand) narrow by category; a category page has its sub-categories.
    const categoryOptions: Option[] =
        data.kind !== 'category'
            ? categories
                  .filter(c => c.count > 0 || state.categories.includes(c.slug))
                  .map(c => ({
                      value: c.slug,
                      label: c.name,
                      count: c.count,
                      selected: state.categories.includes(c.slug),
                  }))
            : [];

    const fromId = `${idPrefix}-price-from`;
    const toId = `${idPrefix}-price-to`;
    const hintId = `${idPrefix}-price-hint`;

    return (
        <form
            ref={form}
            method="get"
            action={data.base.path}
            onSubmit={query.onSubmit}
            onChange={event => onChange(event.target)}
            onInput={query.onInput}
            onFocus={query.prefetch}
            onPointerEnter={query.prefetch}
            aria-label={t('listing.filters.title')}
            data-testid="facet-filters"
        >
            <HiddenState data={data} state={state} />
            <KeptMarkup
                live={valuesLive}
                name={`${idPrefix}-values`}
                copyOf={valuesFrom ? `${valuesFrom}-values` : undefined}
                on={{
                    change: event => onChange(event.target),
                    focusin: event => (keptFocus.current = boxSelector(event.target)),
                    // Focus gone to another element; none named (the window, the box's removal) keeps the box.
                    focusout: event => {
                        const next = (event as Event & { relatedTarget: EventTarget | null }).relatedTarget;
                        if (next instanceof Node && !(event.currentTarget as Node).contains(next)) {
                            keptFocus.current = null;
                        }
                    },
                }}
                update={element => tickAsShown(element, state)}
                // The values a cached listing shows are the same for every shopper who asks for it.
                shared={
                    documentOnly.listingFacets
                        ? {
                              source: documentOnly.listingFacets,
                              key: `${data.kind}\n${oneKind}\n${JSON.stringify([state.categories, state.facets])}`,
                          }
                        : undefined
                }
            >
                <OptionGroup
                    legend={t('listing.filters.category')}
                    name={CATEGORY_PARAM}
                    options={categoryOptions}
                    testId="facet-categoria"
                />
                {knownFacets.map(facet => (
                    <OptionGroup
                        key={facet.code}
                        legend={facet.name}
                        name={facet.code}
                        options={facetOptions(facet, state.facets[facet.code as FilterFacetCode] ?? [])}
                        testId={`facet-${facet.code}`}
                    />
                ))}
            </KeptMarkup>
            <Section title={t('listing.filters.price')} testId="facet-price">
                <p id={hintId} className="mb-2 text-xs text-neutral-600">
                    {t('listing.filters.priceHint')}
                </p>
                <div className="flex items-end gap-2">
                    <PriceBound
                        id={fromId}
                        name="price_from"
                        label={t('listing.filters.priceFrom')}
                        hintId={hintId}
                        value={data.state.priceFrom}
                        sent={query.sent('price_from')}
                        invalid={query.errors('price_from') !== undefined}
                        placeholder={listing.priceRange?.min}
                        onBlur={onPriceBlur}
                    />
                    <PriceBound
                        id={toId}
                        name="price_to"
                        label={t('listing.filters.priceTo')}
                        hintId={hintId}
                        value={data.state.priceTo}
                        sent={query.sent('price_to')}
                        invalid={query.errors('price_to') !== undefined}
                        placeholder={listing.priceRange?.max}
                        onBlur={onPriceBlur}
                    />
                </div>
                <FieldError id={`${fromId}-error`} show={query.errors('price_from') !== undefined}>
                    {t(priceErrorKey(query.errors('price_from'), 'listing.errors.priceFrom'))}
                </FieldError>
                <FieldError id={`${toId}-error`} show={query.errors('price_to') !== undefined}>
                    {t(priceErrorKey(query.errors('price_to'), 'listing.errors.priceTo'))}
                </FieldError>
                <button
                    type="submit"
                    className="mt-2 rounded border border-neutral-900 px-3 py-1 text-sm font-semibold hover:bg-neutral-100"
                    data-testid="price-apply"
                >
                    {t('listing.filters.priceApply')}
                </button>
            </Section>
            {data.kind !== 'offers' && (listing.onSaleCount > 0 || state.onSale) ? (
                <Section title={t('listing.filters.offers')} testId="facet-on-sale">
                    <label>
                        <input
                            type="checkbox"
                            name="on_sale"
                            value="1"
                            checked={state.onSale}
                            onChange={() => undefined}
                        />
                        {t('listing.filters.onSale')}
                        <span>{t('listing.filters.valueCount', { count: listing.onSaleCount })}</span>
                    </label>
                </Section>
            ) : null}
            <div className={`border-t border-neutral-200 pt-3 ${NO_JS_ONLY}`}>
                <button
                    type="submit"
                    className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
                >
                    {t('listing.filters.apply')}
                </button>
            </div>
        </form>
    );
}

/** One end of the price range, typed the Italian way ("1.299,90"). */
function PriceBound({
    id,
    name,
    label,
    hintId,
    value,
    sent,
    invalid,
    placeholder,
    onBlur,
}: {
    id: string;
    name: 'price_from' | 'price_to';
    label: string;
    hintId: string;
    /** The bound the shop applied, in cents. */
    value: number | null;
    /** The text a refused query sent, shown again as typed. */
    sent: string | undefined;
    invalid: boolean;
    /** The listing's own lowest or highest price, in cents. */
    placeholder: number | undefined;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
    const shown = sent ?? (value !== null ? formatItalianPriceInput(value) : '');
    return (
        <div className="min-w-0 flex-1">
            <label htmlFor={id} className="block text-xs font-semibold">
                {label}
            </label>
            <input
                // Remounted when the applied bound changes, so the field shows it as the shop read it.
                key={`${name}-${shown}`}
                id={id}
                name={name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                aria-describedby={invalid ? `${id}-error ${hintId}` : hintId}
                aria-invalid={invalid || undefined}
                defaultValue={shown}
                placeholder={placeholder !== undefined ? formatItalianPriceInput(placeholder) : ''}
                onBlur={onBlur}
                className={`mt-1 w-full rounded border px-2 py-1.5 text-sm ${
                    invalid ? 'border-brand' : 'border-neutral-400'
                }`}
            />
        </div>
    );
}
