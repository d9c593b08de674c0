// Turns a failed commerce call in a page loader into an error response with a status the error page can show.
import { data } from 'react-router';
import { ShopApiError } from '~/lib/vendure/client.server';

export async function pageData<T>(load: () => Promise<T>): Promise<T> {
    try {
        return await load();
    } catch (error) {
        if (error instanceof ShopApiError) {
            console.error(`[page-data] ${error.message}`);
            throw data(null, { status: error.status });
        }
        throw error;
    }
}
