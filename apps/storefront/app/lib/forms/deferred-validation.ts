// The forms' checks in the browser use the same Zod schemas the server parses again, but neither the schemas nor Zod
// belong in a page's first-load JavaScript (decision 038, as decision 016 does for the GET forms): a form's validator
// loads (load-once.ts) when the shopper first reaches into the form (focus, pointer or touch). Until it has arrived, a
// submission goes to the server unchecked and the action's reply shows the same errors; a blur or input check is
// simply skipped.
import { parse, type Submission } from '@conform-to/react';
import { useCallback, useState } from 'react';
import type { LoadOnce } from '~/lib/forms/load-once';

export type FormSubmission<Value = Record<string, unknown>, Input = Record<string, unknown>> = Submission<
    Input,
    string[],
    Value
>;
/** Checks a form's data: `Input` is what the fields take, `Value` what a valid submission gives (the schema's output). */
export type FormValidator<Value = Record<string, unknown>, Input = Record<string, unknown>> = (
    formData: FormData,
) => FormSubmission<Value, Input>;

/**
 * A submission the browser did not check. A post (no intent) carries `error: null`, which Conform lets through to the
 * action; a field check (a validate intent) carries no errors, so nothing is shown and nothing is posted.
 */
export function uncheckedSubmission<Value, Input>(formData: FormData): FormSubmission<Value, Input> {
    return parse<Value, string[]>(formData, {
        resolve: (_payload, intent) => ({ error: intent ? {} : null }),
    });
}

/** Whether Conform will post this submission to the action without a browser check. */
export function isUnchecked(submission: { status?: string; error?: unknown } | undefined): boolean {
    return submission?.status !== 'success' && submission?.error === null;
}

export interface DeferredValidation<Value, Input> {
    /** Conform's `onValidate`: the loaded validator, or an unchecked submission while it loads. */
    onValidate: (context: { formData: FormData }) => FormSubmission<Value, Input>;
    /** Starts loading the validator (once); true once it has arrived, false if the download failed. */
    preload: () => Promise<boolean>;
    /** For the form element: starts loading on the shopper's first contact. */
    preloadProps: { onFocus: () => void; onPointerEnter: () => void; onTouchStart: () => void };
    /** The validator once loaded (a render follows its arrival), for checks outside Conform's events. */
    validator: FormValidator<Value, Input> | undefined;
}

export function useDeferredValidation<Value = Record<string, unknown>, Input = Record<string, unknown>>(
    check: LoadOnce<FormValidator<Value, Input>>,
): DeferredValidation<Value, Input> {
    // State as well as the loader's own field, so that a render follows the validator's arrival.
    // An initialiser function: a validator is a function, which useState would otherwise call.
    const [validator, setValidator] = useState<FormValidator<Value, Input> | undefined>(
        () => check.loaded ?? undefined,
    );
    const preload = useCallback(
        () =>
            check.load().then(
                loaded => {
                    setValidator(() => loaded);
                    return true;
                },
                () => false,
            ),
        [check],
    );
    const onValidate = useCallback(
        ({ formData }: { formData: FormData }) => (check.loaded ?? uncheckedSubmission<Value, Input>)(formData),
        [check],
    );
    const start = useCallback(() => void preload(), [preload]);
    return {
        onValidate,
        preload,
        preloadProps: { onFocus: start, onPointerEnter: start, onTouchStart: start },
        validator,
    };
}
