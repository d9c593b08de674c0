/** Input checks for CMS content: every mutation and query argument passes through here before the database. */
import { checkCmsBlockContent, isCmsBlockIdentifier } from '@shop/rules';
import { UserInputError } from '@vendure/core';

import { checkSearchSynonyms, SEARCH_SYNONYMS_BLOCK } from '../../catalog/services/search-synonyms';
import { IDENTIFIER_PATTERN, LOCALE_PATTERN, MAX_IDENTIFIERS_PER_QUERY, SLUG_PATTERN } from '../constants';

export function assertLocale(locale: string): string {
    if (!LOCALE_PATTERN.test(locale)) {
        throw new UserInputError(`Invalid locale "${locale}": expected two lower-case letters, e.g. "it"`);
    }
    return locale;
}

export function assertIdentifier(identifier: string): string {
    if (!IDENTIFIER_PATTERN.test(identifier)) {
        throw new UserInputError(
            `Invalid block identifier "${identifier}": use letters, digits, "-" or "_" (at most 64)`,
        );
    }
    return identifier;
}

export function assertIdentifierList(identifiers: string[]): string[] {
    if (identifiers.length > MAX_IDENTIFIERS_PER_QUERY) {
        throw new UserInputError(`At most ${MAX_IDENTIFIERS_PER_QUERY} block identifiers per request`);
    }
    return identifiers.map(assertIdentifier);
}

export function assertSlug(slug: string): string {
    if (slug.length > 128 || !SLUG_PATTERN.test(slug)) {
        throw new UserInputError(`Invalid page slug "${slug}": use lower-case letters, digits and "-"`);
    }
    return slug;
}

export function assertContentObject(content: unknown): Record<string, unknown> {
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
        throw new UserInputError('Block content must be a JSON object');
    }
    if (JSON.stringify(content).length > 100_000) {
        throw new UserInputError('Block content is larger than 100 KB');
    }
    return content as Record<string, unknown>;
}

/**
 * A block the storefront's layout reads must have the shape it renders (the schemas it checks again when reading), and
 * the search synonyms the shape search reads; other identifiers take any JSON object, since nothing in the shop reads
 * them yet.
 */
export function assertBlockContent(identifier: string, content: unknown): Record<string, unknown> {
    const object = assertContentObject(content);
    if (identifier === SEARCH_SYNONYMS_BLOCK) {
        const check = checkSearchSynonyms(object);
        if (!check.ok) {
            throw new UserInputError(`Invalid content for block "${identifier}": ${check.problems.join('; ')}`);
        }
    } else if (isCmsBlockIdentifier(identifier)) {
        const check = checkCmsBlockContent(identifier, object);
        if (!check.ok) {
            throw new UserInputError(`Invalid content for block "${identifier}": ${check.problems.join('; ')}`);
        }
    }
    return object;
}

/** Menu links stay inside the shop (a locale-less absolute path) or point to an https:// site. */
export function assertMenuLink(link: string): string {
    const insidePath = /^\/(?![/\\])[^\s<>"]*$/.test(link);
    const external = /^https:\/\/[^\s<>"]+$/.test(link);
    if (!insidePath && !external) {
        throw new UserInputError(`Invalid menu link "${link}": use a path like /offerte or an https:// address`);
    }
    return link;
}

export function assertText(value: string, field: string, max: number): string {
    const trimmed = value.trim();
    if (!trimmed) {
        throw new UserInputError(`${field} is required`);
    }
    if (trimmed.length > max) {
        throw new UserInputError(`${field} must be at most ${max} characters`);
    }
    return trimmed;
}
