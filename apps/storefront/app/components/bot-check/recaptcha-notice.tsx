// The notice Google requires beside a form protected by reCAPTCHA, with its privacy policy and terms (decision 029).
import { useTranslation } from '~/lib/i18n/i18n-react';
import type { RecaptchaConfig } from '~/lib/bot-check/recaptcha';

const PRIVACY_URL = 'https://policies.google.com/privacy';
const TERMS_URL = 'https://policies.google.com/terms';

/** Shown by the protected forms when the bot check is on; renders nothing when it is off. */
export function RecaptchaNotice({ config, className }: { config: RecaptchaConfig | null; className?: string }) {
    const { t } = useTranslation();
    if (!config) return null;
    return (
        <p className={className ?? 'text-xs text-neutral-600'}>
            {t('botCheck.notice.before')}
            <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer" className="underline">
                {t('botCheck.notice.privacy')}
            </a>
            {t('botCheck.notice.and')}
            <a href={TERMS_URL} target="_blank" rel="noopener noreferrer" className="underline">
                {t('botCheck.notice.terms')}
            </a>
            {t('botCheck.notice.after')}
        </p>
    );
}
