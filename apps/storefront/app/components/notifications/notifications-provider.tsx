// Holds the shopper's notifications; other code raises them with useNotify() or a `shop:notify` DOM event.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import {
    normalizeNotification,
    notificationsReducer,
    type Notification,
    type NotificationInput,
} from '~/components/notifications/notification-store';
import { NotificationList } from '~/components/notifications/notification-list';

/** The DOM event name lets code outside React (service worker messages, third-party widgets) notify too. */
export const NOTIFY_EVENT = 'shop:notify';

export interface NotificationsApi {
    notify: (input: NotificationInput) => void;
    /** Takes the notification itself, as shown: whether it came from the message cookie decides what else to clear. */
    dismiss: (notification: Notification) => void;
}

const NotificationsContext = createContext<NotificationsApi>({ notify: () => {}, dismiss: () => {} });

export function useNotify(): NotificationsApi['notify'] {
    return useContext(NotificationsContext).notify;
}

async function clearMessageCookie(): Promise<void> {
    try {
        await fetch('/api/message/dismiss', { method: 'POST', headers: { 'content-type': 'application/json' } });
    } catch {
        // Offline: the cookie shows once more on the next page, which is harmless.
    }
}

function fromCookie(cookieMessage: NotificationInput | null): Notification[] {
    const parsed = cookieMessage ? normalizeNotification({ ...cookieMessage, source: 'cookie' }) : null;
    return parsed ? [{ ...parsed, id: 0 }] : [];
}

export function NotificationsProvider({
    cookieMessage,
    children,
}: {
    /** The `message` cookie's payload read by the server, if any. */
    cookieMessage: NotificationInput | null;
    children: ReactNode;
}) {
    // The message cookie's notice is there from the first render: the server shows it too, so a page posted without
    // JavaScript tells what became of the post.
    const [notifications, dispatch] = useReducer(notificationsReducer, cookieMessage, fromCookie);
    const nextId = useRef(1);

    const notify = useCallback((input: NotificationInput) => {
        const parsed = normalizeNotification(input);
        if (!parsed) return;
        dispatch({ type: 'add', notification: { ...parsed, id: nextId.current++ } });
    }, []);

    const dismiss = useCallback((notification: Notification) => {
        dispatch({ type: 'remove', id: notification.id });
        if (notification.source === 'cookie') void clearMessageCookie();
    }, []);

    // Keyed on the payload's text: a revalidated loader hands over an equal but new object.
    const cookieKey = cookieMessage ? JSON.stringify(cookieMessage) : '';
    useEffect(() => {
        if (cookieKey) notify({ ...(JSON.parse(cookieKey) as NotificationInput), source: 'cookie' });
    }, [cookieKey, notify]);

    useEffect(() => {
        const onNotify = (event: Event) => notify((event as CustomEvent<NotificationInput>).detail);
        window.addEventListener(NOTIFY_EVENT, onNotify);
        return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
    }, [notify]);

    const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
    return (
        <NotificationsContext.Provider value={api}>
            {children}
            <NotificationList notifications={notifications} onDismiss={dismiss} />
        </NotificationsContext.Provider>
    );
}
