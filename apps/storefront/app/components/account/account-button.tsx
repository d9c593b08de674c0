// Header account button (requirements §2.3): 'Accedi' for a guest, which opens the login modal (a link to the login
// page until the page runs); the account label for a customer, to the account area. The modal's code loads when the
// shopper reaches for the button, so no page's first load carries it.
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHeaderPanel } from '~/components/layout/header-panels';
import { loginPagePath, myAccountPath, OPEN_LOGIN_PARAM } from '~/lib/account/account-paths';
import { useTranslation } from '~/lib/i18n/i18n-react';

export const loadLoginModal = () => import('~/components/account/login-modal');
const LoginModal = lazy(loadLoginModal);

const BUTTON_CLASS =
    'flex h-11 items-center gap-1.5 rounded px-1.5 sm:px-2 text-sm font-semibold whitespace-nowrap text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function PersonIcon() {
    return (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor">
            <path
                d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
            />
        </svg>
    );
}

export interface HeaderCustomer {
    firstName: string;
}

export function AccountButton({ locale, customer }: { locale: string; customer: HeaderCustomer | null }) {
    const { t } = useTranslation();
    const { open, setOpen, wanted } = useHeaderPanel('login');
    const [searchParams] = useSearchParams();
    const asked = !customer && searchParams.get(OPEN_LOGIN_PARAM) === '1';
    // A customer-only page or an ended session sent the visitor here to sign in: the modal opens by itself.
    useEffect(() => {
        if (asked) setOpen(true);
    }, [asked, setOpen]);
    if (customer) {
        return (
            <Link
                to={myAccountPath(locale)}
                className={BUTTON_CLASS}
                aria-label={t('accountButton.myAccountLabel', { name: customer.firstName })}
                data-testid="account-button"
                data-signed-in="true"
            >
                <PersonIcon />
                <span className="hidden md:inline">{t('accountButton.myAccount')}</span>
            </Link>
        );
    }
    return (
        <>
            <a
                href={loginPagePath(locale)}
                className={BUTTON_CLASS}
                aria-label={t('accountButton.signInLabel')}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="account-button"
                data-signed-in="false"
                onPointerEnter={() => void loadLoginModal()}
                onFocus={() => void loadLoginModal()}
                onClick={event => {
                    event.preventDefault();
                    setOpen(true);
                }}
            >
                <PersonIcon />
                <span className="hidden md:inline">{t('accountButton.signIn')}</span>
            </a>
            {wanted ? (
                <Suspense fallback={null}>
                    <LoginModal locale={locale} open={open} onOpenChange={setOpen} />
                </Suspense>
            ) : null}
        </>
    );
}
