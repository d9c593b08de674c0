// A form field's error in the shopper's words, beside the field it names (`aria-describedby` points at its id). The
// schema's own wording is for the API's callers, tests and logs.
import type { ReactNode } from 'react';

export function FieldError({ id, show, children }: { id: string; show: boolean; children: ReactNode }) {
    if (!show) return null;
    return (
        <p id={id} role="alert" className="mt-1 w-full text-sm text-brand" data-testid="field-error">
            {children}
        </p>
    );
}
