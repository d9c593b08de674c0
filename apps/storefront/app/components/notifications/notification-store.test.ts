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
