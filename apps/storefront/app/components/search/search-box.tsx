// Header search box: a GET form to the results page (Enter, no JavaScript) that, with JavaScript, opens the results panel
// from three characters. The panel's code, and the check of the results page's query the form shares
// (lib/catalog/listing-forms.ts), load on first focus or typing, so the first view only carries this box.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listingCheck } from '~/lib/catalog/listing-checks';
import { useQueryForm } from '~/lib/forms/use-query-form';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { reportSearch } from '~/lib/search/search-events';
import {
    isSearchable,
    normalizeTerm,
    SEARCH_MAX_CHARS,
    SEARCH_MIN_CHARS,
    searchPagePath,
} from '~/lib/search/search-query';

const loadPanel = () => import('~/components/search/search-panel');
const SearchPanel = lazy(loadPanel);

/** Where the panel sits: under the search row on phones, across the header from 768 px. */
export const PANEL_POSITION =
    'absolute top-full z-50 mt-2 max-md:-inset-x-4 md:inset-x-0 md:mt-0 rounded-b-lg border border-neutral-200 bg-white shadow-xl';

export function Spinner() {
    return (
        <span
            aria-hidden="true"
            className="inline-block size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-brand motion-reduce:animate-none"
        />
    );
}

export function SearchStatusLoading({ text }: { text: string }) {
    return (
        <p role="status" className="flex items-center gap-3 p-4 text-sm text-neutral-700" data-testid="search-loading">
            <Spinner />
            {text}
        </p>
    );
}

export function SearchBox({ locale }: { locale: string }) {
    const { t } = useTranslation();
    const [value, setValue] = useState('');
    const location = useLocation();
    /**
     * Where the shopper asked for the panel (typing, a click, ArrowDown): the location it belongs to. Escape or a click
     * outside clear it; following a result, "see all" or Enter leaves that location, which closes the panel too.
     */
    const [activeAt, setActiveAt] = useState<string | null>(null);
    const active = activeAt === location.key;
    const setActive = useCallback((next: boolean) => setActiveAt(next ? location.key : null), [location.key]);
    const input = useRef<HTMLInputElement>(null);
    const container = useRef<HTMLDivElement>(null);
    const panelId = useId();
    const hintId = useId();
    const navigate = useNavigate();
    const term = normalizeTerm(value);
    const expanded = active && isSearchable(term);
    // Enter: the results page's query, checked by its schema before going there (the box has no reply of its own:
    // a term refused without JavaScript comes back in the results page's field).
    const query = useQueryForm({
        reply: null,
        check: listingCheck('search'),
        onValid: ({ term: searched }) => {
            reportSearch(searched);
            setActive(false);
            void navigate(searchPagePath(locale, searched));
        },
    });
    const invalid = query.errors('q') !== undefined;
    const errorId = `${panelId}-error`;

    // A press anywhere outside the box and its panel closes the panel.
    useEffect(() => {
        if (!expanded) return;
        const onPointerDown = (event: PointerEvent) => {
            if (!container.current?.contains(event.target as Node)) setActive(false);
        };
        document.addEventListener('pointerdown', onPointerDown);
        return () => document.removeEventListener('pointerdown', onPointerDown);
    }, [expanded, setActive]);

    const close = useCallback(() => {
        setActive(false);
        input.current?.focus();
    }, [setActive]);

    const goBack = useCallback(() => {
        setValue('');
        input.current?.focus();
    }, []);

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && expanded) {
            // Also keeps the browser from clearing the search field: Escape closes, it does not erase.
            event.preventDefault();
            close();
        } else if (event.key === 'ArrowDown' && event.target === input.current) {
            if (!expanded && isSearchable(term)) {
                event.preventDefault();
                setActive(true);
                return;
            }
            // Into the results themselves (categories, cards, "Torna indietro"), past the panel's header row.
            const first = container.current?.querySelector<HTMLElement>('[data-search-body] :is(a, button)');
            if (first) {
                event.preventDefault();
                first.focus();
            }
        }
    };

    return (
        <div
            ref={container}
            className="max-md:absolute max-md:inset-x-4 max-md:bottom-3 md:w-72 lg:w-96"
            onKeyDown={onKeyDown}
            onBlur={event => {
                // Tabbing past the panel closes it; a click on its plain text (no new focus) does not.
                const next = event.relatedTarget;
                if (next instanceof Node && !event.currentTarget.contains(next)) setActive(false);
            }}
            data-testid="search-box"
        >
            <form
                method="get"
                action={`/${locale}/search`}
                role="search"
                className="relative flex"
                onSubmit={query.onSubmit}
                onInput={query.onInput}
            >
                <label htmlFor={`${panelId}-input`} className="sr-only">
                    {t('searchPanel.label')}
                </label>
                <input
                    ref={input}
                    id={`${panelId}-input`}
                    type="search"
                    name="q"
                    required
                    minLength={SEARCH_MIN_CHARS}
                    maxLength={SEARCH_MAX_CHARS}
                    autoComplete="off"
                    enterKeyHint="search"
                    placeholder={t('searchPanel.placeholder')}
                    role="combobox"
                    aria-haspopup="dialog"
                    aria-expanded={expanded}
                    aria-controls={expanded ? panelId : undefined}
                    aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
                    aria-invalid={invalid || undefined}
                    value={value}
                    onFocus={() => {
                        void loadPanel();
                        query.prefetch();
                    }}
                    onClick={() => setActive(true)}
                    onChange={event => {
                        setValue(event.target.value);
                        setActive(true);
                    }}
                    className="h-10 w-full min-w-0 rounded-l-md border border-r-0 border-neutral-400 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-600 focus:border-neutral-900 focus:outline-2 focus:outline-offset-0 focus:outline-neutral-900 md:text-sm"
                    data-testid="search-input"
                />
                <button
                    type="submit"
                    className="flex h-10 shrink-0 items-center rounded-r-md bg-brand px-3 text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
                        <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" />
                        <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                    <span className="sr-only">{t('searchPanel.submit')}</span>
                </button>
                {invalid ? (
                    <p
                        id={errorId}
                        role="alert"
                        className="absolute inset-x-0 top-full z-50 mt-1 rounded border border-neutral-200 bg-white px-3 py-2 text-sm text-brand shadow-lg"
                        data-testid="search-error"
                    >
                        {t('listing.errors.termTooLong', { max: SEARCH_MAX_CHARS })}
                    </p>
                ) : null}
            </form>
            <p id={hintId} className="sr-only">
                {t('searchPanel.hint', { count: SEARCH_MIN_CHARS })}
            </p>
            {expanded ? (
                <Suspense
                    fallback={
                        <div id={panelId} role="dialog" aria-label={t('searchPanel.dialog')} className={PANEL_POSITION}>
                            <SearchStatusLoading text={t('searchPanel.loading')} />
                        </div>
                    }
                >
                    <SearchPanel id={panelId} locale={locale} term={term} onClose={close} onGoBack={goBack} />
                </Suspense>
            ) : null}
        </div>
    );
}
