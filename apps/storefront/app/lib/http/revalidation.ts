// Pages are the same for every shopper, and the shopper's own data (cart, wishlist) travels through /api/<tag>/<method>,
// whose route modules say themselves when to load again: a change made through /api never reloads a page's data.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export function isApiWrite({ formAction }: Pick<ShouldRevalidateFunctionArgs, 'formAction'>): boolean {
    return formAction?.startsWith('/api/') ?? false;
}

export function skipApiRevalidation(args: ShouldRevalidateFunctionArgs): boolean {
    return isApiWrite(args) ? false : args.defaultShouldRevalidate;
}
