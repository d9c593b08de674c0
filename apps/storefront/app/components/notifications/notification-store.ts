// Notification rules (requirements §4, §9): at most 3, oldest dropped, no duplicate message, 3 s unless persistent.
export const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
export const MAX_NOTIFICATIONS = 3;
export const AUTO_HIDE_MS = 3000;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * requirements §3: what the shopper can do about a notice ("Vai al carrello"): a link within the shop, or a handler in
 * the page (not from the message cookie, which can only carry a link).
 */
export interface NoticeAction {
    label: string;
    href?: string;
    onClick?: () => void;
}

/** What callers, the `shop:notify` event and the message cookie may hand over; anything else is dropped. */
export interface NotificationInput {
    message: string;
    type?: NotificationType;
    title?: string;
    icon?: string;
    persist?: boolean;
    action?: NoticeAction;
    /** Where the notification came from; 'cookie' ones clear the message cookie when they go. */
    source?: 'app' | 'cookie';
}

export interface Notification extends Required<Omit<NotificationInput, 'title' | 'icon' | 'action'>> {
    id: number;
    title?: string;
    icon?: string;
    action?: NoticeAction;
}

const optionalText = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A path of this shop ("/it/cart"): never another site's address ("//…", "/\\…") nor a scheme. */
const isShopPath = (value: unknown): value is string =>
    typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 200;

function normalizeAction(raw: unknown): NoticeAction | undefined {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { label, href, onClick } = raw as Record<string, unknown>;
    const text = optionalText(label);
    if (!text) return undefined;
    if (isShopPath(href)) return { label: text, href };
    if (typeof onClick === 'function') return { label: text, onClick: onClick as () => void };
    return undefined;
}

/**
 * Checks untrusted input by hand rather than with Zod: this runs in every page's first-load bundle, and Zod would
 * add more to it than all the notification code together.
 */
export function normalizeNotification(input: unknown): Omit<Notification, 'id'> | null {
    if (typeof input !== 'object' || input === null) return null;
    const raw = input as Record<string, unknown>;
    const message = optionalText(raw.message);
    if (!message) return null;
    const action = normalizeAction(raw.action);
    return {
        message,
        type: NOTIFICATION_TYPES.includes(raw.type as NotificationType) ? (raw.type as NotificationType) : 'secondary',
        title: optionalText(raw.title),
        icon: optionalText(raw.icon),
        persist: raw.persist === true,
        source: raw.source === 'cookie' ? 'cookie' : 'app',
        ...(action ? { action } : {}),
    };
}

export type NotificationAction = { type: 'add'; notification: Notification } | { type: 'remove'; id: number };

export function notificationsReducer(state: Notification[], action: NotificationAction): Notification[] {
    switch (action.type) {
        case 'add': {
            if (state.some(n => n.message === action.notification.message)) return state;
            const next = [...state, action.notification];
            return next.length > MAX_NOTIFICATIONS ? next.slice(next.length - MAX_NOTIFICATIONS) : next;
        }
        case 'remove':
            return state.filter(n => n.id !== action.id);
    }
}

/** Reads the `message` cookie payload (JSON: message, type, icon, persist, title); anything else is ignored. */
export function parseMessageCookie(value: string | undefined): NotificationInput | null {
    if (!value) return null;
    try {
        const parsed = normalizeNotification(JSON.parse(value));
        return parsed ? { ...parsed, source: 'cookie' } : null;
    } catch {
        return null;
    }
}
