// The EU energy label's A–G scale as an SVG picture, the product's class marked by the black arrow as on the label.
import { useId } from 'react';
import { ENERGY_SCALE } from '~/components/catalog/energy-class-arrow';

const ROW = 34;
const GAP = 6;
const FIRST_BAR = 110;
const BAR_STEP = 26;
const WIDTH = 400;

export function EnergyLabelScale({ letter, label }: { letter: string; label: string }) {
    const titleId = useId();
    const height = ENERGY_SCALE.length * (ROW + GAP) - GAP;
    return (
        <svg
            viewBox={`0 0 ${WIDTH} ${height}`}
            role="img"
            aria-labelledby={titleId}
            className="h-auto w-full max-w-sm"
            data-testid="energy-label-scale"
        >
            <title id={titleId}>{label}</title>
            {ENERGY_SCALE.map((scaleLetter, index) => {
                const y = index * (ROW + GAP);
                const width = FIRST_BAR + index * BAR_STEP;
                const current = scaleLetter === letter;
                return (
                    <g
                        key={scaleLetter}
                        // The bar's class, which also gives it its colours (app.css's custom properties, as the arrow's).
                        data-energy-class={scaleLetter}
                        data-current={current ? 'true' : undefined}
                    >
                        <path
                            d={`M0 ${y} H${width} L${width + ROW / 2} ${y + ROW / 2} L${width} ${y + ROW} H0 Z`}
                            style={{ fill: 'var(--energy-bg)' }}
                            opacity={current ? 1 : 0.85}
                        />
                        <text
                            x={12}
                            y={y + ROW / 2}
                            dominantBaseline="central"
                            fontSize={22}
                            fontWeight={700}
                            style={{ fill: 'var(--energy-fg)' }}
                            fontFamily="Arial, Helvetica, sans-serif"
                        >
                            {scaleLetter}
                        </text>
                        {current ? (
                            <>
                                <path
                                    d={`M${WIDTH} ${y - 3} H${WIDTH - 64} L${WIDTH - 64 - (ROW + 6) / 2} ${y + ROW / 2} L${WIDTH - 64} ${y + ROW + 3} H${WIDTH} Z`}
                                    fill="#000000"
                                />
                                <text
                                    x={WIDTH - 30}
                                    y={y + ROW / 2}
                                    dominantBaseline="central"
                                    textAnchor="middle"
                                    fontSize={28}
                                    fontWeight={700}
                                    fill="#ffffff"
                                    fontFamily="Arial, Helvetica, sans-serif"
                                >
                                    {scaleLetter}
                                </text>
                            </>
                        ) : null}
                    </g>
                );
            })}
        </svg>
    );
}
