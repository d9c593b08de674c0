import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, type CartView } from '~/lib/cart/cart';
import { changeServices, type ServiceStep } from '~/lib/cart/cart-services';

const withServices: CartView = { ...EMPTY_CART, totalQuantity: 2, subTotal: 129_900, total: 129_900 };
const withoutServices: CartView = { ...EMPTY_CART, totalQuantity: 1, subTotal: 119_900, total: 119_900 };

const ok = (cart: CartView) => vi.fn(async (): Promise<ServiceStep> => ({ ok: true, cart }));
const refused = () => vi.fn(async (): Promise<ServiceStep> => ({ ok: false }));
const throwing = () =>
    vi.fn(async (): Promise<ServiceStep> => {
        throw new Error('Commerce server unreachable');
    });

describe('changeServices', () => {
    it('answers the new cart and touches nothing else when the services are set', async () => {
        const calls = {
            setServices: ok(withServices),
            removeAllServices: ok(withoutServices),
            clearCart: ok(EMPTY_CART),
        };
        expect(await changeServices(calls)).toEqual({ kind: 'done', cart: withServices });
        expect(calls.removeAllServices).not.toHaveBeenCalled();
        expect(calls.clearCart).not.toHaveBeenCalled();
    });

    it.each([
        ['refused', refused],
        ['throwing', throwing],
    ])('detaches every service when setting them is %s, and does not clear the cart', async (_, failing) => {
        const calls = { setServices: failing(), removeAllServices: ok(withoutServices), clearCart: ok(EMPTY_CART) };
        expect(await changeServices(calls)).toEqual({ kind: 'servicesRemoved', cart: withoutServices });
        expect(calls.removeAllServices).toHaveBeenCalledTimes(1);
        expect(calls.clearCart).not.toHaveBeenCalled();
    });

    it('empties the cart when detaching the services fails too', async () => {
        const calls = { setServices: refused(), removeAllServices: throwing(), clearCart: ok(EMPTY_CART) };
        expect(await changeServices(calls)).toEqual({ kind: 'cartCleared', cart: EMPTY_CART });
        expect(calls.setServices).toHaveBeenCalledTimes(1);
        expect(calls.removeAllServices).toHaveBeenCalledTimes(1);
        expect(calls.clearCart).toHaveBeenCalledTimes(1);
    });

    it('reports a failure, not an empty cart, when even emptying fails', async () => {
        const calls = { setServices: throwing(), removeAllServices: refused(), clearCart: throwing() };
        expect(await changeServices(calls)).toEqual({ kind: 'failed' });
        expect(calls.clearCart).toHaveBeenCalledTimes(1);
    });
});
