// Writes the `message` cookie (requirements §3: message, type, icon, persist, title): a notice that survives a redirect, shown by
// the layout as a notification on the next page (pages posted without JavaScript use it).
import { serializeCookie } from '~/lib/session/cookies.server';
import type { NotificationInput } from '~/components/notifications/notification-store';

/**
 * Short-lived: with JavaScript the notification's dismissal clears it at once; without JavaScript nothing can, so it
 * goes by itself rather than greeting the shopper on every later page.
 */
const MESSAGE_MAX_AGE_SECONDS = 20;

export function messageCookie(input: Omit<NotificationInput, 'source'>, secure: boolean): string {
    const payload: Record<string, unknown> = { message: input.message, type: input.type ?? 'secondary' };
    if (input.title) payload.title = input.title;
    if (input.icon) payload.icon = input.icon;
    if (input.persist) payload.persist = true;
    // Only a link survives the trip through the cookie.
    if (input.action?.href) payload.action = { label: input.action.label, href: input.action.href };
    return serializeCookie('message', JSON.stringify(payload), { maxAgeSeconds: MESSAGE_MAX_AGE_SECONDS, secure });
}
