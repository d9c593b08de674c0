// The thin bar above the header: customer-service contact and the pre-header CMS message.
import { useTranslation } from '~/lib/i18n/i18n-react';

export function TopBar({ email, preHeaderText }: { email: string | null; preHeaderText?: string }) {
    const { t } = useTranslation();
    return (
        <div className="bg-neutral-900 text-xs text-white" data-testid="top-bar">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
                <p>
                    <span className="font-semibold">{t('topBar.customerService')}</span>{' '}
                    {email ? (
                        <a
                            href={`mailto:${email}`}
                            className="underline underline-offset-2 hover:no-underline"
                            aria-label={t('topBar.writeTo', { email })}
                        >
                            {email}
                        </a>
                    ) : null}
                </p>
                {preHeaderText ? <p data-testid="pre-header">{preHeaderText}</p> : null}
            </div>
        </div>
    );
}
