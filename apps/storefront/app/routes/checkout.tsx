// /it/checkout and /it/Checkout (requirements §2.2): the steps' parent, with the simple header (logo only, never
// sticky) on every child.
import { Outlet } from 'react-router';
import type { LayoutHandle } from '~/components/layout/app-shell';

export const handle: LayoutHandle = { header: 'simple' };

export default function CheckoutLayout() {
    return <Outlet />;
}
