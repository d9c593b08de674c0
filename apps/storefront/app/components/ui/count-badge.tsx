// The item count on a header button (cart, wishlist). The button's label says the count; the badge only shows it.
export function CountBadge({ count, testId }: { count: number | null; testId: string }) {
    // Always in the layout, so the count arriving after hydration moves nothing.
    return (
        <span
            aria-hidden="true"
            data-testid={testId}
            className={`absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-bold ${
                count ? 'bg-brand text-white' : 'invisible'
            }`}
        >
            {count ? String(count) : ''}
        </span>
    );
}
