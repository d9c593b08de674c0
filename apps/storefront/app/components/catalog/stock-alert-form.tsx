// "Avvisami quando torna disponibile", in the purchase area of a sold-out variant: a guest gives an email, a signed-in
// customer is not asked (the account's address is used). A real form posted to the product route's action, so it works
// without JavaScript; once the page runs it is checked in the browser (the check loads on first contact, decision 038)
// and sent through a fetcher, and the page stays where it is. Errors are shown beside the field.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { anyKey, type TFunction } from '~/lib/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import type { CatalogProductDetail, CatalogVariant } from '~/components/catalog/product-page.fragment';
import { FieldError } from '~/components/ui/field-error';
import { validationMessage } from '~/lib/account/validation-message';
import {
    isStockAlertDone,
    STOCK_ALERT_FORM_ID,
    STOCK_ALERT_INTENT,
    type StockAlertDone,
} from '~/lib/catalog/stock-alert-form';
import { offersStockAlert } from '~/lib/catalog/purchasability';
import { productPath } from '~/lib/catalog/urls';
import { isUnchecked, useDeferredValidation, type FormValidator } from '~/lib/forms/deferred-validation';
import { isFormReply, type FormReply } from '~/lib/forms/form-reply';
import { loadOnce, type LoadOnce } from '~/lib/forms/load-once';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/stock-alert';

const VALIDATORS: Record<'guest' | 'customer', LoadOnce<FormValidator>> = {
    guest: loadOnce(() => import('~/lib/catalog/stock-alert-validation').then(m => m.stockAlertValidator(false))),
    customer: loadOnce(() => import('~/lib/catalog/stock-alert-validation').then(m => m.stockAlertValidator(true))),
};

/** The form's errors are catalog keys: its own (`stockAlert.errors.*`) or the shared validation ones. */
function message(t: TFunction, key: string): string {
    return key.startsWith('stockAlert.errors.') ? anyKey(t)(key) : validationMessage(t, key);
}

function useSignedInEmail(): string | null {
    const root = useRouteLoaderData('root') as { customer?: { email?: string } | null } | undefined;
    return root?.customer?.email ?? null;
}

/** What a shopper did to the server's form before this one took its place (stock-alert-island.tsx). */
export interface StockAlertStart {
    email?: string;
    focus?: 'email' | 'submit';
    /** The server's form was submitted: this one sends it. */
    submit?: boolean;
}

interface FieldsProps {
    product: CatalogProductDetail;
    variant: CatalogVariant;
    locale: string;
    start?: StockAlertStart;
}

/** The request, answered: the notice takes the form's place. */
function StockAlertFields(props: FieldsProps) {
    const { t } = useTranslation();
    const fetcher = useFetcher<FormReply | StockAlertDone>({ key: STOCK_ALERT_FORM_ID });
    const actionData: unknown = useActionData();
    const doneOf = (value: unknown) => (isStockAlertDone(value) && value.sku === props.variant.sku ? value : null);
    const done = doneOf(fetcher.data) ?? (fetcher.data === undefined ? doneOf(actionData) : null);

    return (
        <section
            className="mt-5 max-w-lg rounded border border-neutral-200 bg-neutral-50 p-4"
            aria-labelledby="stock-alert-title"
            data-testid="stock-alert"
        >
            <h2 id="stock-alert-title" className="text-base font-bold">
                {t('stockAlert.title')}
            </h2>
            {done ? (
                <p role="status" className="mt-2 text-sm font-semibold text-green-800" data-testid="stock-alert-done">
                    {done.alreadyRequested ? t('stockAlert.already', { email: done.email }) : t('stockAlert.done')}
                </p>
            ) : (
                // Its own component, so that the form library leaves with the form: it listens to the document, and
                // the focus leaving a field it no longer has (the notice replaced it) would otherwise submit it.
                <StockAlertEntry {...props} />
            )}
        </section>
    );
}

function StockAlertEntry({ product, variant, locale, start }: FieldsProps) {
    const { t } = useTranslation();
    const [initial] = useState(start);
    const location = useLocation();
    const signedInEmail = useSignedInEmail();
    const fetcher = useFetcher<FormReply | StockAlertDone>({ key: STOCK_ALERT_FORM_ID });
    const actionData: unknown = useActionData();
    const validation = useDeferredValidation(VALIDATORS[signedInEmail ? 'customer' : 'guest']);
    const replyOf = (value: unknown) =>
        isFormReply(value) && value.form === STOCK_ALERT_FORM_ID ? value.result : undefined;
    const [form, fields] = useForm<Record<string, unknown>>({
        id: STOCK_ALERT_FORM_ID,
        defaultValue: initial?.email ? { email: initial.email } : undefined,
        lastResult: replyOf(fetcher.data) ?? (fetcher.data === undefined ? replyOf(actionData) : undefined),
        shouldValidate: 'onBlur',
        shouldRevalidate: 'onInput',
        onValidate: validation.onValidate,
        onSubmit(event, { submission, formData, action }) {
            event.preventDefault();
            // Unchecked (the check still loading): the server checks it and its reply shows any errors.
            if (submission?.status !== 'success' && !isUnchecked(submission)) return;
            void fetcher.submit(formData, { method: 'post', action });
        },
    });
    const busy = fetcher.state !== 'idle';
    const email = fields.email!;
    const { key: emailKey, ...emailProps } = getInputProps(email, { type: 'email' });
    const emailInput = useRef<HTMLInputElement>(null);
    const submitButton = useRef<HTMLButtonElement>(null);
    useEffect(() => {
        const target = initial?.focus === 'email' ? emailInput.current : initial?.focus ? submitButton.current : null;
        // The caret goes after what was typed (an email field has no selection to set).
        target?.focus();
        if (initial?.submit) submitButton.current?.form?.requestSubmit(submitButton.current);
    }, [initial]);

    return (
        <form
            method="post"
            action={`${productPath(locale, product.code)}${location.search}`}
            {...getFormProps(form)}
            {...validation.preloadProps}
            className="mt-1"
            data-testid="stock-alert-form"
        >
            <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
            <input type="hidden" name="sku" value={variant.sku} />
            {form.errors?.length ? (
                <p id={form.errorId} role="alert" className="mt-2 text-sm text-brand" data-testid="stock-alert-error">
                    {message(t, form.errors[0]!)}
                </p>
            ) : null}
            {signedInEmail ? (
                <p className="mt-1 text-sm text-neutral-700" data-testid="stock-alert-account-email">
                    {t('stockAlert.signedInAs', { email: signedInEmail })}
                </p>
            ) : (
                <>
                    <p className="text-sm text-neutral-700">{t('stockAlert.intro')}</p>
                    <label htmlFor={email.id} className="mt-3 block text-sm font-semibold">
                        {t('stockAlert.email')}
                    </label>
                </>
            )}
            <div className="mt-1 flex flex-wrap items-start gap-2">
                {signedInEmail ? null : (
                    // The error right under the field it names, also when the button wraps below on a phone.
                    <div className="min-w-0 flex-1 basis-56">
                        <input
                            key={emailKey}
                            ref={emailInput}
                            {...emailProps}
                            required
                            autoComplete="email"
                            inputMode="email"
                            autoCapitalize="none"
                            spellCheck={false}
                            aria-describedby={email.errors?.length ? email.errorId : undefined}
                            className="w-full rounded border border-neutral-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-brand"
                            data-testid="stock-alert-email"
                        />
                        <FieldError id={email.errorId} show={Boolean(email.errors?.length)}>
                            {email.errors?.[0] ? message(t, email.errors[0]) : null}
                        </FieldError>
                    </div>
                )}
                <button
                    ref={submitButton}
                    type="submit"
                    disabled={busy}
                    aria-busy={busy}
                    className="rounded border-2 border-brand bg-white px-4 py-[0.4rem] font-semibold text-brand hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
                    data-testid="stock-alert-submit"
                >
                    {t('stockAlert.submit')}
                </button>
            </div>
            <p className="mt-2 text-xs text-neutral-600" data-testid="stock-alert-consent">
                {t('stockAlert.consent')}
                <a href={`/${locale}/privacy-policy`} className="underline hover:text-brand">
                    {t('stockAlert.privacyLink')}
                </a>
                .
            </p>
        </form>
    );
}

/** Shown only for a chosen variant that is sold out: nothing before a choice, nothing for one on sale. */
export function StockAlertForm({
    product,
    variant,
    locale,
    start,
}: {
    product: CatalogProductDetail;
    variant: CatalogVariant | null;
    locale: string;
    start?: StockAlertStart;
}) {
    if (!variant || !offersStockAlert(product, variant)) return null;
    // A new form for each variant: what was typed or answered for one is not the other's.
    return <StockAlertFields key={variant.sku} product={product} variant={variant} locale={locale} start={start} />;
}
