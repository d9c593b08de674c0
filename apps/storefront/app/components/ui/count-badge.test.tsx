import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CountBadge } from '~/components/ui/count-badge';

describe('CountBadge', () => {
    it('shows a count above zero, hidden from assistive technology (the button says it)', () => {
        const html = renderToString(<CountBadge count={12} testId="cart-count" />);
        expect(html).toMatch(
            /^<span aria-hidden="true" data-testid="cart-count" class="[^"]*bg-brand[^"]*">12<\/span>$/,
        );
        expect(html).not.toContain('invisible');
    });

    it('keeps its place, empty and invisible, before the count is known and at zero', () => {
        for (const count of [null, 0]) {
            const html = renderToString(<CountBadge count={count} testId="wishlist-count" />);
            expect(html).toMatch(/data-testid="wishlist-count" class="[^"]*invisible[^"]*"><\/span>$/);
        }
    });
});
