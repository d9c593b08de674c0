// The login modal's four views (requirements §2.3, §4): sign in, register, forgot password and the thank-you after a
// reset request. The same views make the login page: there a view is an address (?view=register), in the modal a
// state. Every form posts to the login page's action, as a plain form before hydration and through a fetcher after.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
    CheckboxField,
    FormErrors,
    LINK_BUTTON_CLASS,
    NewPasswordFields,
    PRIMARY_BUTTON_CLASS,
    TextField,
    useAccountForm,
} from '~/components/account/account-form';
import { RecaptchaNotice } from '~/components/bot-check/recaptcha-notice';
import { loginPagePath, type LoginView } from '~/lib/account/account-paths';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/account';
import '~/lib/i18n/messages/validation';

export type LoginViewsMode = 'page' | 'modal';

interface ViewProps {
    locale: string;
    mode: LoginViewsMode;
    /** The modal's way to another view; the page links to it instead. */
    onViewChange?: (view: LoginView) => void;
    /** A checkout step to come back to after signing in or registering (safeReturnPath decides what is allowed). */
    returnTo?: string;
}

/** A way to another view: a link on the page, a button in the modal (requirements §4 transitions). */
function ViewLink({
    to,
    locale,
    mode,
    onViewChange,
    returnTo,
    children,
    testId,
}: ViewProps & { to: LoginView; children: ReactNode; testId: string }) {
    if (mode === 'modal' && onViewChange) {
        return (
            <button type="button" className={LINK_BUTTON_CLASS} onClick={() => onViewChange(to)} data-testid={testId}>
                {children}
            </button>
        );
    }
    return (
        <Link to={withReturnTo(loginPagePath(locale, to), returnTo)} className={LINK_BUTTON_CLASS} data-testid={testId}>
            {children}
        </Link>
    );
}

function withReturnTo(path: string, returnTo: string | undefined): string {
    if (!returnTo) return path;
    return `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}

/** The hidden fields every account form sends: which form it is, and whether the modal sent it. */
function FormMeta({ intent, mode, returnTo }: { intent: string; mode: LoginViewsMode; returnTo?: string }) {
    return (
        <>
            <input type="hidden" name="intent" value={intent} />
            {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
            {mode === 'modal' ? <input type="hidden" name="via" value="modal" /> : null}
        </>
    );
}

function SignInForm(props: ViewProps) {
    const { t } = useTranslation();
    const { form, fields, formProps, busy } = useAccountForm('login', {});
    return (
        <form method="post" action={loginPagePath(props.locale)} {...formProps} data-testid="login-form">
            <FormMeta intent="login" mode={props.mode} returnTo={props.returnTo} />
            <FormErrors errors={form.errors} id={form.errorId} />
            <TextField
                field={fields.username!}
                label={t('account.login.email')}
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
            />
            <TextField
                field={fields.password!}
                label={t('account.login.password')}
                type="password"
                autoComplete="current-password"
            />
            <p className="mb-4 text-sm">
                <ViewLink {...props} to="forgot-password" testId="to-forgot-password">
                    {t('account.login.forgot')}
                </ViewLink>
            </p>
            <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy} data-testid="login-submit">
                {t('account.login.submit')}
            </button>
            <p className="mt-6 border-t border-neutral-200 pt-4 text-center text-sm">
                {t('account.login.newCustomer')}{' '}
                <ViewLink {...props} to="register" testId="to-register">
                    {t('account.login.createAccount')}
                </ViewLink>
            </p>
        </form>
    );
}

function formDataOf(value: Record<string, unknown> | undefined): FormData {
    const formData = new FormData();
    for (const [name, entry] of Object.entries(value ?? {})) {
        for (const item of Array.isArray(entry) ? entry : [entry]) {
            if (typeof item === 'string') formData.append(name, item);
        }
    }
    return formData;
}

function RegisterForm(props: ViewProps) {
    const { t } = useTranslation();
    const hydrated = useHydrated();
    const { form, fields, formProps, busy, botCheck, validator } = useAccountForm('register', {});
    // Until the form's validator has loaded (on first contact) the form counts as not yet valid.
    const valid = useMemo(() => validator?.(formDataOf(form.value)).status === 'success', [form.value, validator]);
    const accountTicked = form.value?.create_account === 'on';
    const privacyTicked = form.value?.privacy === 'on';
    // requirements §5: disabled while loading, while the form is invalid, or without the two boxes; without
    // JavaScript nothing could enable it again, so the server's checks stand alone there.
    const disabled = hydrated && (busy || !valid || !accountTicked || !privacyTicked);
    return (
        <form method="post" action={loginPagePath(props.locale, 'register')} {...formProps} data-testid="register-form">
            <FormMeta intent="register" mode={props.mode} returnTo={props.returnTo} />
            <p className="mb-4 text-sm text-neutral-700">{t('account.register.intro')}</p>
            <FormErrors errors={form.errors} id={form.errorId} />
            <TextField
                field={fields.email!}
                label={t('account.register.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
                <TextField
                    field={fields.firstName!}
                    label={t('account.register.firstName')}
                    type="text"
                    autoComplete="given-name"
                    autoCapitalize="words"
                />
                <TextField
                    field={fields.lastName!}
                    label={t('account.register.lastName')}
                    type="text"
                    autoComplete="family-name"
                    autoCapitalize="words"
                />
            </div>
            <TextField
                field={fields.fiscal_code!}
                label={t('account.register.fiscalCode')}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
            />
            <NewPasswordFields
                password={fields.password!}
                repassword={fields.repassword!}
                labels={{ password: t('account.register.password'), repassword: t('account.register.repassword') }}
            />
            <CheckboxField
                field={fields.privacy!}
                required
                label={
                    <>
                        {t('account.register.privacy')} (
                        <a
                            href={`/${props.locale}/privacy-policy`}
                            target="_blank"
                            rel="noopener"
                            className="text-brand underline"
                        >
                            {t('account.register.privacyLink')}
                        </a>
                        )
                    </>
                }
            />
            {hydrated && !privacyTicked && !fields.privacy!.errors?.length ? (
                // requirements §5: the greyed button says why it cannot be pressed.
                <p className="-mt-2 mb-3 text-sm text-red-700" data-testid="privacy-required">
                    {t('validation.privacyRequired')}
                </p>
            ) : null}
            <CheckboxField field={fields.is_subscribed!} label={t('account.register.newsletter')} />
            <CheckboxField field={fields.create_account!} required label={t('account.register.createAccount')} />
            <p className="mb-4 text-xs text-neutral-600">{t('account.register.required')}</p>
            {botCheck ? <RecaptchaNotice config={botCheck} /> : null}
            <button
                type="submit"
                className={PRIMARY_BUTTON_CLASS}
                disabled={disabled}
                aria-disabled={disabled}
                data-testid="register-submit"
            >
                {t('account.register.submit')}
            </button>
            <p className="mt-6 border-t border-neutral-200 pt-4 text-center text-sm">
                {t('account.register.haveAccount')}{' '}
                <ViewLink {...props} to="login" testId="to-login">
                    {t('account.register.backToLogin')}
                </ViewLink>
            </p>
        </form>
    );
}

function ForgotPasswordForm(props: ViewProps & { onSent?: (email: string) => void }) {
    const { t } = useTranslation();
    const { form, fields, formProps, busy, fetcher, botCheck } = useAccountForm('forgot-password', {});
    const { onSent } = props;
    const sent = fetcher.data && 'ok' in fetcher.data && fetcher.data.ok ? fetcher.data : null;
    useEffect(() => {
        if (sent) onSent?.(sent.email ?? '');
    }, [sent, onSent]);
    return (
        <form
            method="post"
            action={loginPagePath(props.locale, 'forgot-password')}
            {...formProps}
            data-testid="forgot-password-form"
        >
            <FormMeta intent="forgot-password" mode={props.mode} />
            <p className="mb-4 text-sm text-neutral-700">{t('account.forgot.intro')}</p>
            <FormErrors errors={form.errors} id={form.errorId} />
            <TextField
                field={fields.email!}
                label={t('account.forgot.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
            />
            {botCheck ? <RecaptchaNotice config={botCheck} /> : null}
            <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy} data-testid="forgot-password-submit">
                {t('account.forgot.submit')}
            </button>
            <p className="mt-6 text-center text-sm">
                <ViewLink {...props} to="login" testId="to-login">
                    {t('account.forgot.backToLogin')}
                </ViewLink>
            </p>
        </form>
    );
}

function ThankYou(props: ViewProps & { email?: string }) {
    const { t } = useTranslation();
    return (
        <div data-testid="forgot-password-thank-you">
            <p role="status" className="mb-3">
                {props.email
                    ? t('account.thankYou.message', { email: props.email })
                    : t('account.thankYou.messageNoEmail')}
            </p>
            <p className="mb-6 text-sm text-neutral-700">{t('account.thankYou.spam')}</p>
            <ViewLink {...props} to="login" testId="to-login">
                {t('account.thankYou.backToLogin')}
            </ViewLink>
        </div>
    );
}

const VIEW_TITLES = {
    login: 'account.modal.titleLogin',
    register: 'account.modal.titleRegister',
    'forgot-password': 'account.modal.titleForgot',
    'thank-you': 'account.modal.titleThankYou',
} as const satisfies Record<LoginView, string>;

export function viewTitleKey(view: LoginView) {
    return VIEW_TITLES[view];
}

export function LoginViews({
    locale,
    mode,
    view,
    onViewChange,
    sentTo,
    onSent,
    showTitle = true,
    returnTo,
}: ViewProps & {
    view: LoginView;
    /** The address a reset was asked for (the modal's thank-you names it). */
    sentTo?: string;
    onSent?: (email: string) => void;
    showTitle?: boolean;
}) {
    const { t } = useTranslation();
    const props = { locale, mode, onViewChange, returnTo };
    return (
        <div data-testid="login-views" data-view={view}>
            {showTitle ? <h2 className="mb-4 text-xl font-bold">{t(viewTitleKey(view))}</h2> : null}
            {view === 'login' ? <SignInForm {...props} /> : null}
            {view === 'register' ? <RegisterForm {...props} /> : null}
            {view === 'forgot-password' ? <ForgotPasswordForm {...props} onSent={onSent} /> : null}
            {view === 'thank-you' ? <ThankYou {...props} email={sentTo} /> : null}
        </div>
    );
}
