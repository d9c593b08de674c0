// The one way a route action reads its form: within the byte limit, and a body that is no readable form answers 4xx
// (415 another content type, charset or encoding; 400 a broken form; 413 too large), never a 500.
import { data } from 'react-router';
import { BodyRefusal, parseForm } from '~/lib/http/request-body.server';
import { MAX_FORM_BYTES } from '~/lib/http/request-limits';

/**
 * The posted form. A body that cannot be read as one is thrown as a route error response with its status and
 * `{ reason }`: the error boundary shows the reason in the shopper's words (`error.reasons.<reason>`).
 */
export async function readForm(request: Request, limit: number = MAX_FORM_BYTES): Promise<FormData> {
    try {
        return await parseForm(request, limit);
    } catch (error) {
        if (!(error instanceof BodyRefusal)) throw error;
        throw data({ reason: error.problem }, { status: error.status, headers: { 'Cache-Control': 'no-store' } });
    }
}
