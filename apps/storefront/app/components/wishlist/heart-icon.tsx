// The wishlist heart, outlined or filled. Its outline is drawn once per page (HeartSymbol, in the root layout) and
// each heart refers to it, so a listing's dozen cards do not each carry the path.
const HEART_ID = 'icon-heart';

export function HeartSymbol() {
    return (
        <svg aria-hidden="true" width="0" height="0" className="absolute">
            <symbol id={HEART_ID} viewBox="0 0 24 24">
                {/* The outline is the symbol's; the fill (none or the text colour) is each heart's. */}
                <path
                    d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.5 3.5 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                />
            </symbol>
        </svg>
    );
}

export function HeartIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
    return (
        <svg aria-hidden="true" className={className} fill={filled ? 'currentColor' : 'none'}>
            <use href={`#${HEART_ID}`} />
        </svg>
    );
}
