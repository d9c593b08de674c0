// What every account form shares: one Conform form per intent, checked in the browser by the same schema the server
// uses (loaded on first contact with the form, decision 038); before hydration it posts as a plain form, once the page runs a valid submission goes through a fetcher (with
// the bot check's token when the form needs one). Errors are catalog keys, shown beside their field.
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useActionData, useFetcher, useRouteLoaderData } from 'react-router';
import { FieldError } from '~/components/ui/field-error';
import { ACCOUNT_INTENTS, accountFormId, BOT_CHECK_ACTIONS, type AccountIntent } from '~/lib/account/account-forms';
import { loadOnce, type LoadOnce } from '~/lib/forms/load-once';
import { botCheckToken, type RecaptchaConfig } from '~/lib/bot-check/recaptcha';
import { isUnchecked, useDeferredValidation, type FormValidator } from '~/lib/forms/deferred-validation';
import { isFormReply, type FormReply } from '~/lib/forms/form-reply';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { validationMessage } from '~/lib/account/validation-message';
import '~/lib/i18n/messages/account';

export const INPUT_CLASS =
    'mt-1 w-full rounded border border-neutral-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-brand';
export const PRIMARY_BUTTON_CLASS =
    'w-full rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-neutral-400';
export const LINK_BUTTON_CLASS =
    'font-semibold text-brand underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

interface RootEnv {
    env?: { recaptcha?: RecaptchaConfig | null };
}

function useBotCheckConfig(): RecaptchaConfig | null {
    return (useRouteLoaderData('root') as RootEnv | undefined)?.env?.recaptcha ?? null;
}

/**
 * The form of one account intent. `extra` adds fields the schema does not hold (the modal's `via`); `onDone` hears a
 * success answered with data rather than a redirect (the modal's forgot-password → thank-you).
 */
/** Each account form's validator, loaded on first contact with the form. */
const VALIDATORS = Object.fromEntries(
    ACCOUNT_INTENTS.map(intent => [
        intent,
        loadOnce(() => import('~/lib/account/account-validation').then(module => module.accountValidator(intent))),
    ]),
) as Record<AccountIntent, LoadOnce<FormValidator>>;

export function useAccountForm<I extends AccountIntent>(intent: I, options: { defaultValue?: Record<string, string> }) {
    const id = accountFormId(intent);
    const fetcher = useFetcher<FormReply | { ok: true; view: 'thank-you'; email?: string }>({ key: id });
    const actionData: unknown = useActionData();
    const botCheck = useBotCheckConfig();
    const validation = useDeferredValidation(VALIDATORS[intent]);
    const fromFetcher = isFormReply(fetcher.data) && fetcher.data.form === id ? fetcher.data.result : undefined;
    const fromPage = isFormReply(actionData) && actionData.form === id ? actionData.result : undefined;
    const [form, fields] = useForm<Record<string, unknown>>({
        id,
        lastResult: fromFetcher ?? fromPage,
        defaultValue: options.defaultValue,
        shouldValidate: 'onBlur',
        shouldRevalidate: 'onInput',
        onValidate: validation.onValidate,
        onSubmit(event, { submission, formData, action, method }) {
            event.preventDefault();
            // Unchecked (the validator still loading): the server checks it and its reply shows any errors.
            if (submission?.status !== 'success' && !isUnchecked(submission)) return;
            const botAction = BOT_CHECK_ACTIONS[intent];
            void (async () => {
                if (botAction) {
                    const token = await botCheckToken(botCheck, botAction).catch(() => undefined);
                    if (token) formData.set('recaptchaToken', token);
                }
                await fetcher.submit(formData, { method: method as 'post', action });
            })();
        },
    });
    const formProps = { ...getFormProps(form), ...validation.preloadProps };
    return {
        form,
        fields,
        formProps,
        fetcher,
        busy: fetcher.state !== 'idle',
        botCheck,
        validator: validation.validator,
    };
}

/** The form's own errors (wrong credentials, a limit, the shop unreachable), announced to screen readers. */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
    const { t } = useTranslation();
    if (!errors?.length) return null;
    return (
        <div
            id={id}
            role="alert"
            className="mb-4 rounded border border-brand bg-red-50 px-3 py-2 text-sm text-brand-dark"
            data-testid="form-error"
        >
            {errors.map(error => (
                <p key={error}>{validationMessage(t, error)}</p>
            ))}
        </div>
    );
}

/** A field's errors in the shopper's words. */
export function FieldErrors({ field }: { field: FieldMetadata<unknown> }) {
    const { t } = useTranslation();
    const first = field.errors?.[0];
    return (
        <FieldError id={field.errorId} show={first !== undefined}>
            {first !== undefined ? validationMessage(t, first) : null}
        </FieldError>
    );
}

export function TextField({
    field,
    label,
    type,
    autoComplete,
    required = true,
    hint,
    inputMode,
    autoCapitalize,
}: {
    field: FieldMetadata<unknown>;
    label: string;
    type: 'text' | 'email' | 'password' | 'tel';
    autoComplete: string;
    required?: boolean;
    hint?: string;
    inputMode?: 'email' | 'text' | 'numeric' | 'tel';
    autoCapitalize?: 'none' | 'characters' | 'words';
}) {
    const { key, ...props } = getInputProps(field, { type });
    return (
        <LabelledField field={field} label={label} required={required} hint={hint}>
            {describedBy => (
                <input
                    key={key}
                    {...props}
                    required={required}
                    autoComplete={autoComplete}
                    inputMode={inputMode}
                    autoCapitalize={autoCapitalize}
                    spellCheck={false}
                    aria-describedby={describedBy}
                    className={INPUT_CLASS}
                />
            )}
        </LabelledField>
    );
}

/**
 * A field's label (with * when required), its optional hint and its errors around the control, which is given the
 * ids that describe it (errors first, then the hint).
 */
export function LabelledField({
    field,
    label,
    required,
    hint,
    children,
}: {
    field: FieldMetadata<unknown>;
    label: string;
    required?: boolean;
    hint?: string;
    children: (describedBy: string | undefined) => ReactNode;
}) {
    // An error states the rule itself (the password's does, in full): the hint would say it a second time.
    const shownHint = field.errors?.length ? undefined : hint;
    const hintId = shownHint ? `${field.id}-hint` : undefined;
    const describedBy = [field.errors?.length ? field.errorId : undefined, hintId].filter(Boolean).join(' ');
    return (
        <div className="mb-4">
            <label htmlFor={field.id} className="block text-sm font-semibold">
                {label}
                {required ? <span aria-hidden="true"> *</span> : null}
            </label>
            {children(describedBy || undefined)}
            {shownHint ? (
                <p id={hintId} className="mt-1 text-xs text-neutral-600">
                    {shownHint}
                </p>
            ) : null}
            <FieldErrors field={field} />
        </div>
    );
}

export function CheckboxField({
    field,
    label,
    required,
}: {
    field: FieldMetadata<unknown>;
    label: ReactNode;
    required?: boolean;
}) {
    const { key, ...props } = getInputProps(field, { type: 'checkbox' });
    return (
        <div className="mb-3">
            <div className="flex items-start gap-2">
                <input
                    key={key}
                    {...props}
                    required={required}
                    className="mt-1 size-4 shrink-0 accent-brand"
                    aria-describedby={field.errors?.length ? field.errorId : undefined}
                />
                <label htmlFor={field.id} className="text-sm">
                    {label}
                    {required ? <span aria-hidden="true"> *</span> : null}
                </label>
            </div>
            <FieldErrors field={field} />
        </div>
    );
}

/** A new password and its repetition (registration, reset), with the policy of requirements §5 as the hint. */
export function NewPasswordFields({
    password,
    repassword,
    labels,
}: {
    password: FieldMetadata<unknown>;
    repassword: FieldMetadata<unknown>;
    labels: { password: string; repassword: string };
}) {
    const { t } = useTranslation();
    return (
        <>
            <TextField
                field={password}
                label={labels.password}
                type="password"
                autoComplete="new-password"
                hint={t('account.register.passwordHint')}
            />
            <TextField field={repassword} label={labels.repassword} type="password" autoComplete="new-password" />
        </>
    );
}
