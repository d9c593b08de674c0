// Navigation progress: appears only if loading lasts over 200 ms, creeps towards the end over a nominal 5 s, hides 500 ms after finishing.
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { useNavigation } from 'react-router';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_NOMINAL_MS = 5000;
export const PROGRESS_HIDE_AFTER_MS = 500;

type Phase = 'idle' | 'running' | 'finishing';

export function ProgressBar() {
    const { t } = useTranslation();
    const busy = useNavigation().state !== 'idle';
    const [phase, setPhase] = useState<Phase>('idle');
    const [wasBusy, setWasBusy] = useState(busy);

    // A navigation that ends finishes a running bar; a bar not yet shown, or finishing an earlier navigation, goes at
    // once. Settled during render (it follows the router's state), so no frame shows a bar running for a finished page.
    if (busy !== wasBusy) {
        setWasBusy(busy);
        if (!busy) setPhase(current => (current === 'running' ? 'finishing' : 'idle'));
    }

    useEffect(() => {
        if (!busy) return;
        const timer = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
        return () => window.clearTimeout(timer);
    }, [busy]);

    useEffect(() => {
        if (phase !== 'finishing') return;
        const timer = window.setTimeout(() => setPhase('idle'), PROGRESS_HIDE_AFTER_MS);
        return () => window.clearTimeout(timer);
    }, [phase]);

    if (phase === 'idle') return null;
    return (
        <div
            role="progressbar"
            aria-label={t('progress.label')}
            data-testid="progress-bar"
            data-phase={phase}
            className="fixed inset-x-0 top-0 z-[60] h-1"
        >
            <div
                className={`h-full bg-brand ${phase === 'running' ? 'animate-progress' : 'w-full transition-[width] duration-200'}`}
                style={phase === 'running' ? { animationDuration: `${PROGRESS_NOMINAL_MS}ms` } : undefined}
            />
        </div>
    );
}
