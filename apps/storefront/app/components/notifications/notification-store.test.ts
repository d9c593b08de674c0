import { describe, expect, it } from 'vitest';
import {
    MAX_NOTIFICATIONS,
    normalizeNotification,
    notificationsReducer,
    parseMessageCookie,
    type Notification,
} from '~/components/notifications/notification-store';

let id = 0;
function make(message: string, extra: Partial<Notification> = {}): Notification {
    return { ...normalizeNotification({ message })!, id: ++id, ...extra };
}

describe('notificationsReducer', () => {
    it('keeps at most 3, dropping the oldest', () => {
        let state: Notification[] = [];
        for (const message of ['a', 'b', 'c', 'd'])
            state = notificationsReducer(state, { type: 'add', notification: make(message) });
        expect(MAX_NOTIFICATIONS).toBe(3);
        expect(state.map(n => n.message)).toEqual(['b', 'c', 'd']);
    });

    it('does not add the same message twice', () => {
        let state = notificationsReducer([], { type: 'add', notification: make('same') });
        state = notificationsReducer(state, { type: 'add', notification: make('same', { type: 'danger' }) });
        expect(state).toHaveLength(1);
    });

    it('removes by id', () => {
        const a = make('a');
        const state = notificationsReducer([a, make('b')], { type: 'remove', id: a.id });
        expect(state.map(n => n.message)).toEqual(['b']);
    });
});

describe('notification input', () => {
    it('defaults to a non-persistent secondary notification and rejects unknown types', () => {
        expect(normalizeNotification({ message: 'x' })).toMatchObject({
            type: 'secondary',
            persist: false,
            source: 'app',
        });
        expect(normalizeNotification({ message: 'x', type: 'weird' })?.type).toBe('secondary');
        for (const type of ['secondary', 'info', 'success', 'warning', 'danger']) {
            expect(normalizeNotification({ message: 'x', type })?.type).toBe(type);
        }
        expect(normalizeNotification({ message: 'x', persist: 'yes' })?.persist).toBe(false);
        expect(normalizeNotification({ message: '   ' })).toBeNull();
        expect(normalizeNotification(null)).toBeNull();
        expect(normalizeNotification({ message: 42 })).toBeNull();
    });
});

describe('notification action (requirements §3)', () => {
    it('keeps a link within the shop or a handler, with its label', () => {
        expect(
            normalizeNotification({ message: 'x', action: { label: 'Vai al carrello', href: '/it/cart' } })?.action,
        ).toEqual({ label: 'Vai al carrello', href: '/it/cart' });
        const onClick = () => undefined;
        expect(normalizeNotification({ message: 'x', action: { label: 'Ricarica', onClick } })?.action).toEqual({
            label: 'Ricarica',
            onClick,
        });
    });

    it('drops an action that would lead off the shop, has no label or does nothing', () => {
        for (const href of [
            '//evil.example/it',
            '/\\evil.example',
            'https://evil.example',
            'javascript:alert(1)',
            '/it/ cart',
        ]) {
            expect(normalizeNotification({ message: 'x', action: { label: 'Vai', href } })).not.toHaveProperty(
                'action',
            );
        }
        expect(normalizeNotification({ message: 'x', action: { label: ' ', href: '/it/cart' } })).not.toHaveProperty(
            'action',
        );
        expect(normalizeNotification({ message: 'x', action: { label: 'Vai' } })).not.toHaveProperty('action');
        expect(normalizeNotification({ message: 'x', action: 'Vai' })).not.toHaveProperty('action');
    });

    it('the message cookie carries a link action only', () => {
        const value = JSON.stringify({
            message: 'Lavatrice aggiunto al carrello',
            type: 'success',
            action: { label: 'Vai al carrello', href: '/it/cart' },
        });
        expect(parseMessageCookie(value)?.action).toEqual({ label: 'Vai al carrello', href: '/it/cart' });
    });
});

describe('parseMessageCookie', () => {
    it('reads the JSON payload of the message cookie', () => {
        const value = JSON.stringify({
            message: 'Sessione scaduta',
            type: 'warning',
            persist: true,
            title: 'Attenzione',
            icon: '!',
        });
        expect(parseMessageCookie(value)).toMatchObject({
            message: 'Sessione scaduta',
            type: 'warning',
            persist: true,
            title: 'Attenzione',
            icon: '!',
            source: 'cookie',
        });
    });

    it('ignores anything that is not a valid payload', () => {
        expect(parseMessageCookie(undefined)).toBeNull();
        expect(parseMessageCookie('not json')).toBeNull();
        expect(parseMessageCookie('{"type":"info"}')).toBeNull();
    });
});
