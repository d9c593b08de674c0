// The 404 screen and the error screen (requirements §2.1, §2.3), both inside the normal layout.
import { useTranslation } from '~/lib/i18n/i18n-react';
import { Link } from 'react-router';
import type { RequestErrorReason } from '~/lib/errors/status';

export function NotFoundScreen({ locale }: { locale: string }) {
    const { t } = useTranslation();
    return (
        <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
            <p className="text-6xl font-black text-brand">404</p>
            <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
            <p className="mt-2 text-neutral-700">{t('notFound.text')}</p>
            <Link
                to={`/${locale}`}
                className="mt-8 inline-block rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
            >
                {t('notFound.home')}
            </Link>
        </section>
    );
}

export function ErrorScreen({
    status,
    locale,
    reason = null,
}: {
    status: number;
    locale: string;
    /** Why the request was refused (a form that could not be read, say), shown under the message. */
    reason?: RequestErrorReason | null;
}) {
    const { t } = useTranslation();
    return (
        <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="error-page">
            <h1 className="text-5xl font-black text-brand">{t('error.oops')}</h1>
            <p className="mt-4 text-xl font-semibold">{t('error.message')}</p>
            {reason ? (
                <p className="mt-2 text-neutral-700" data-testid="error-reason">
                    {t(`error.reasons.${reason}`)}
                </p>
            ) : null}
            <p className="mt-2 text-neutral-700" data-testid="error-status">
                {t('error.status', { status })}
            </p>
            <div className="mt-8 flex justify-center gap-4">
                {/* Plain links: after an error the next page should load in full. */}
                <a href="/" className="rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
                    {t('error.home')}
                </a>
                <a
                    href={`/${locale}/contact-us`}
                    className="rounded border border-neutral-900 px-5 py-3 font-semibold hover:bg-neutral-100"
                >
                    {t('error.contact')}
                </a>
            </div>
        </section>
    );
}
