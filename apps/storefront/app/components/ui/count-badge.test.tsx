// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CountBadge } from '~/components/ui/count-badge';
import { renderOnServer } from '~/test-support/server-render';

describe('CountBadge', () => {
    it('shows a count above zero, hidden from assistive technology (the button says it)', () => {
        const { getByTestId, container } = renderOnServer(<CountBadge count={12} testId="cart-count" />);
        const badge = getByTestId('cart-count');
        expect(container.firstElementChild).toBe(badge);
        expect(badge.tagName).toBe('SPAN');
        expect(badge).toHaveAttribute('aria-hidden', 'true');
        expect(badge).toHaveClass('bg-brand');
        expect(badge).toHaveTextContent(/^12$/);
        expect(badge).not.toHaveClass('invisible');
    });

    it('keeps its place, empty and invisible, before the count is known and at zero', () => {
        for (const count of [null, 0]) {
            const { getByTestId } = renderOnServer(<CountBadge count={count} testId="wishlist-count" />);
            expect(getByTestId('wishlist-count')).toHaveClass('invisible');
            expect(getByTestId('wishlist-count')).toBeEmptyDOMElement();
        }
    });
});
