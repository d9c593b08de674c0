/**
 * GraphQL calls sent from a chosen loopback address (127.0.0.0/8 is all loopback on Linux), so one test process can be
 * the storefront, a direct client and shoppers at many addresses.
 */
import http from 'node:http';

export interface AddressedAnswer {
    status: number;
    token: string | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
    data: Record<string, any> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
}

export function postFrom(
    localAddress: string,
    url: string,
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
): Promise<AddressedAnswer> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
        const req = http.request(
            url,
            {
                method: 'POST',
                localAddress,
                agent: false,
                headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
            },
            res => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => {
                    try {
                        const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Pick<
                            AddressedAnswer,
                            'data' | 'errors'
                        >;
                        const token = res.headers['vendure-auth-token'];
                        resolve({
                            status: res.statusCode ?? 0,
                            token: typeof token === 'string' ? token : undefined,
                            ...parsed,
                        });
                    } catch (error) {
                        reject(error as Error);
                    }
                });
            },
        );
        req.on('error', reject);
        req.end(body);
    });
}
