// The HTTP status a failure should show: statusCode, status or response.status, else 500 (requirements §8).
import { isRouteErrorResponse } from 'react-router';

export function statusOf(error: unknown): number {
    if (isRouteErrorResponse(error)) return error.status;
    if (error && typeof error === 'object') {
        const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
        for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
            if (typeof value === 'number' && value >= 400 && value <= 599) return value;
        }
    }
    return 500;
}
