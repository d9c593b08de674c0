// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_HIDE_MS, type NotificationInput } from '~/components/notifications/notification-store';
import { NOTIFY_EVENT, NotificationsProvider, useNotify } from '~/components/notifications/notifications-provider';
import { renderInBrowser, type Rendered } from '~/test-support/client-render';

/** A part of the page that raises a notice, as the wishlist heart does. */
function Notifier({ input }: { input: NotificationInput }) {
    const notify = useNotify();
    return (
        <button type="button" onClick={() => notify(input)}>
            Avvisa
        </button>
    );
}

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }));
let page: Rendered;

const fromPage: NotificationInput = { message: 'Aggiunto alla lista dei desideri', persist: true };

async function mount(cookieMessage: NotificationInput | null) {
    // The close button is a form back to the page it is on, so the notices need the router's location.
    page = await renderInBrowser(
        <MemoryRouter initialEntries={['/it/p/WGG244A9II?variant=x']}>
            <NotificationsProvider cookieMessage={cookieMessage}>
                <Notifier input={fromPage} />
            </NotificationsProvider>
        </MemoryRouter>,
    );
}

/** The messages on screen, in order. */
const shown = () =>
    screen
        .queryAllByTestId('notification')
        .map(notice => within(notice).getByText(/\S/, { selector: 'p' }).textContent);
const cookieClears = () => fetchMock.mock.calls.filter(([url]) => url === '/api/message/dismiss').length;

async function closeNotice(message: string) {
    const notice = screen.getByText(message).closest<HTMLElement>('[data-testid="notification"]')!;
    await act(async () => within(notice).getByRole('button', { name: 'Chiudi la notifica' }).click());
}

beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
});

afterEach(async () => {
    await page.unmount();
    vi.unstubAllGlobals();
    vi.useRealTimers();
});

describe('NotificationsProvider', () => {
    it('closing the message cookie notice clears the cookie once; closing a notice from the page does not', async () => {
        await mount({ message: 'Ordine confermato', persist: true, source: 'cookie' });
        await act(async () => screen.getByRole('button', { name: 'Avvisa' }).click());
        expect(shown()).toEqual(['Ordine confermato', 'Aggiunto alla lista dei desideri']);

        await closeNotice('Aggiunto alla lista dei desideri');
        expect(shown()).toEqual(['Ordine confermato']);
        expect(cookieClears()).toBe(0);

        await closeNotice('Ordine confermato');
        expect(shown()).toEqual([]);
        expect(cookieClears()).toBe(1);
        expect(fetchMock).toHaveBeenCalledWith('/api/message/dismiss', expect.objectContaining({ method: 'POST' }));
    });

    it(`a cookie notice that hides itself after ${AUTO_HIDE_MS / 1000} s clears the cookie too`, async () => {
        await mount({ message: 'Benvenuto', source: 'cookie' });
        await act(async () => vi.advanceTimersByTime(AUTO_HIDE_MS - 1));
        expect(shown()).toEqual(['Benvenuto']);
        expect(cookieClears()).toBe(0);
        await act(async () => vi.advanceTimersByTime(1));
        expect(shown()).toEqual([]);
        expect(cookieClears()).toBe(1);
    });

    it(`notices raised with the ${NOTIFY_EVENT} event hide after ${AUTO_HIDE_MS / 1000} s without touching the cookie`, async () => {
        await mount(null);
        await act(async () => {
            window.dispatchEvent(
                new CustomEvent(NOTIFY_EVENT, { detail: { message: 'Prodotto aggiunto al carrello' } }),
            );
        });
        expect(shown()).toEqual(['Prodotto aggiunto al carrello']);
        await act(async () => vi.advanceTimersByTime(AUTO_HIDE_MS));
        expect(shown()).toEqual([]);
        expect(cookieClears()).toBe(0);
    });
});
