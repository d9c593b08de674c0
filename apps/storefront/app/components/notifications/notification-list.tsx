// The visible stack of notifications, announced politely to screen readers (danger ones assertively).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { AUTO_HIDE_MS, type Notification } from '~/components/notifications/notification-store';

const TYPE_CLASSES: Record<Notification['type'], string> = {
    secondary: 'border-neutral-400 bg-white text-neutral-900',
    info: 'border-sky-700 bg-sky-50 text-sky-950',
    success: 'border-green-700 bg-green-50 text-green-950',
    warning: 'border-amber-600 bg-amber-50 text-amber-950',
    danger: 'border-brand bg-red-50 text-red-950',
};

/** Where the close button posts without JavaScript (routes/api.message.ts). */
const DISMISS_PATH = '/api/message/dismiss';

const ACTION_CLASS =
    'mt-1 inline-block font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

function NotificationItem({
    notification,
    onDismiss,
}: {
    notification: Notification;
    onDismiss: (notification: Notification) => void;
}) {
    const { t } = useTranslation();
    const location = useLocation();
    const back = `${location.pathname}${location.search}`;
    // A notice with an action waits while the pointer or the keyboard is on it, so its action can be reached.
    const [held, setHeld] = useState(false);
    useEffect(() => {
        if (notification.persist || held) return;
        const timer = window.setTimeout(() => onDismiss(notification), AUTO_HIDE_MS);
        return () => window.clearTimeout(timer);
    }, [notification, onDismiss, held]);
    const { action } = notification;
    const hold = action
        ? {
              onPointerEnter: () => setHeld(true),
              onPointerLeave: () => setHeld(false),
              onFocus: () => setHeld(true),
              onBlur: () => setHeld(false),
          }
        : {};

    return (
        <div
            role={notification.type === 'danger' ? 'alert' : 'status'}
            data-type={notification.type}
            data-testid="notification"
            {...hold}
            className={`pointer-events-auto flex items-start gap-3 rounded border-l-4 p-3 shadow-lg ${TYPE_CLASSES[notification.type]}`}
        >
            {notification.icon ? (
                <span aria-hidden="true" className="text-lg leading-none">
                    {notification.icon}
                </span>
            ) : null}
            <div className="flex-1 text-sm">
                {notification.title ? <p className="font-semibold">{notification.title}</p> : null}
                <p>{notification.message}</p>
                {action ? (
                    action.href ? (
                        <Link
                            to={action.href}
                            onClick={() => onDismiss(notification)}
                            className={ACTION_CLASS}
                            data-testid="notification-action"
                        >
                            {action.label}
                        </Link>
                    ) : (
                        <button
                            type="button"
                            onClick={() => {
                                action.onClick?.();
                                onDismiss(notification);
                            }}
                            className={ACTION_CLASS}
                            data-testid="notification-action"
                        >
                            {action.label}
                        </button>
                    )
                ) : null}
            </div>
            {/* A form, so the notice closes without JavaScript too: the server clears the message cookie and sends
                the shopper back to this page (api.message.ts); with JavaScript it closes in place. */}
            <form
                method="post"
                action={DISMISS_PATH}
                onSubmit={event => {
                    event.preventDefault();
                    onDismiss(notification);
                }}
            >
                <input type="hidden" name="back" value={back} />
                <button
                    type="submit"
                    className="rounded px-1 text-lg leading-none hover:bg-black/10"
                    aria-label={t('notifications.dismiss')}
                    data-testid="notification-dismiss"
                >
                    <span aria-hidden="true">×</span>
                </button>
            </form>
        </div>
    );
}

export function NotificationList({
    notifications,
    onDismiss,
}: {
    notifications: Notification[];
    onDismiss: (notification: Notification) => void;
}) {
    const { t } = useTranslation();
    return (
        // A live region: besides announcing, this keeps the notices readable while a sidebar dialog is open, because the
        // dialog hides the rest of the page from screen readers except live regions.
        <section
            aria-label={t('notifications.region')}
            aria-live="polite"
            // At the bottom, never over the header's icons (cart, account, wishlist); on phones above the product page's
            // sticky purchase bar.
            className="pointer-events-none fixed right-4 bottom-24 z-50 w-[min(24rem,calc(100vw-2rem))] lg:bottom-4"
        >
            <div className="flex flex-col gap-2">
                {notifications.map(n => (
                    <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
                ))}
            </div>
        </section>
    );
}
