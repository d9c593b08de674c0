// Runs components in the test document as a browser does (effects, timers, events), each step inside act() so React
// has settled before the test looks. Files that use it run under happy-dom: start them with
// `// @vitest-environment happy-dom`.
import '@testing-library/jest-dom/vitest';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

declare global {
    var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
// Makes React warn about any update a test leaves outside act().
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
    container: HTMLElement;
    rerender(node: ReactNode): Promise<void>;
    unmount(): Promise<void>;
}

function rendered(container: HTMLElement, root: Root): Rendered {
    return {
        container,
        rerender: node => act(async () => root.render(node)),
        unmount: () => act(async () => root.unmount()),
    };
}

function freshContainer(): HTMLElement {
    const container = document.createElement('div');
    // One rendering at a time: the previous test's markup must not answer this test's queries.
    document.body.replaceChildren(container);
    return container;
}

/** Mounts a component as a client-side navigation does: no server HTML before it. */
export async function renderInBrowser(node: ReactNode): Promise<Rendered> {
    const container = freshContainer();
    const root = createRoot(container);
    await act(async () => root.render(node));
    return rendered(container, root);
}

/**
 * Renders on the server, then hydrates that HTML as a first page load does. `recoverableErrors` collects what React
 * reports when the first client render's text or elements differ from the server's HTML (React only logs a differing
 * attribute, so assert those on the server HTML).
 */
export async function hydrateInBrowser(node: ReactNode): Promise<Rendered & { recoverableErrors: unknown[] }> {
    const container = freshContainer();
    container.innerHTML = renderToString(node);
    const recoverableErrors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
        root = hydrateRoot(container, node, { onRecoverableError: error => recoverableErrors.push(error) });
    });
    return { ...rendered(container, root as Root), recoverableErrors };
}

/** Resizes the window; media query lists report the change as in a browser. */
export function setViewport(width: number, height = 800): void {
    (
        window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width, height });
}
