// The new-password form of the reset page; a missing token, or one the server finds expired or used, says so and
// offers to ask for a new link (requirements §8).
import { Link } from 'react-router';
import {
    FormErrors,
    LINK_BUTTON_CLASS,
    NewPasswordFields,
    PRIMARY_BUTTON_CLASS,
    useAccountForm,
} from '~/components/account/account-form';
import { loginPagePath } from '~/lib/account/account-paths';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/account';

function AskAgain({ locale }: { locale: string }) {
    const { t } = useTranslation();
    return (
        <Link to={loginPagePath(locale, 'forgot-password')} className={LINK_BUTTON_CLASS} data-testid="ask-again">
            {t('account.reset.askAgain')}
        </Link>
    );
}

export function ResetPasswordForm({
    locale,
    token,
    usable = true,
}: {
    locale: string;
    token: string | null;
    /** False when the commerce server already knows the link is used or expired. */
    usable?: boolean;
}) {
    const { t } = useTranslation();
    const { form, fields, formProps, busy } = useAccountForm('reset-password', {
        defaultValue: token ? { token } : {},
    });
    const tokenRefused = form.errors?.includes('account.errors.resetTokenExpired') ?? false;
    return (
        <>
            <h1 className="mb-2 text-2xl font-bold">{t('account.reset.title')}</h1>
            {token === null ? (
                <div data-testid="reset-missing-token">
                    <p role="alert" className="mb-4">
                        {t('account.reset.missingToken')}
                    </p>
                    <AskAgain locale={locale} />
                </div>
            ) : !usable ? (
                <div data-testid="reset-token-refused">
                    <p role="alert" className="mb-4">
                        {t('account.errors.resetTokenExpired')}
                    </p>
                    <AskAgain locale={locale} />
                </div>
            ) : (
                <form method="post" {...formProps} data-testid="reset-password-form">
                    <input type="hidden" name="intent" value="reset-password" />
                    <input type="hidden" name="token" value={token} />
                    <p className="mb-4 text-sm text-neutral-700">{t('account.reset.intro')}</p>
                    <FormErrors errors={form.errors} id={form.errorId} />
                    {tokenRefused ? (
                        <p className="mb-4">
                            <AskAgain locale={locale} />
                        </p>
                    ) : null}
                    <NewPasswordFields
                        password={fields.password!}
                        repassword={fields.repassword!}
                        labels={{ password: t('account.reset.password'), repassword: t('account.reset.repassword') }}
                    />
                    <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy} data-testid="reset-submit">
                        {t('account.reset.submit')}
                    </button>
                </form>
            )}
        </>
    );
}
