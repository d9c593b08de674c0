// The shop's wordmark, drawn in SVG so the header needs no image request; the box ends where the name does, so phones
// keep room for the header's buttons.
export function Logo({ name }: { name: string }) {
    return (
        <svg viewBox="0 0 132 40" className="h-6 w-auto sm:h-9" role="img" aria-label={name}>
            <rect x="0" y="4" width="32" height="32" rx="6" fill="#D41025" />
            <path d="M10 12h12v4h-8v3h7v4h-7v3h8v4H10z" fill="#fff" />
            <text x="42" y="27" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700" fill="currentColor">
                {name}
            </text>
        </svg>
    );
}
