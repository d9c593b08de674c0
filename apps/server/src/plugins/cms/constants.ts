/** Names shared by the CMS plugin's parts. */
import { CrudPermissionDefinition } from '@vendure/core';

export const cmsPermission = new CrudPermissionDefinition('Cms');
export const MAIN_MENU_CODE = 'mainmenu';
export const DEFAULT_LOCALE = 'it';
/** Menus are rebuilt at most this often; edits to categories or entries clear them at once. */
export const MENU_CACHE_TTL_MS = 60_000;
export const IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
export const LOCALE_PATTERN = /^[a-z]{2}$/;
export const MAX_IDENTIFIERS_PER_QUERY = 50;
