/** Names, messages and limits shared by the cart plugin's parts (messages as requirements §8 words them). */
import { CrudPermissionDefinition } from '@vendure/core';

export const giftCardPermission = new CrudPermissionDefinition('GiftCard');

/** requirements §8: a variant asked for beyond its saleable stock. */
export const MAX_SALEABLE_MESSAGE = 'You reached the maximum saleable quantity';
/** A variant that is not for sale (no price) or a service added on its own. */
export const NOT_ADDABLE_MESSAGE = 'This product cannot be added to your cart';
/** requirements §8: any refused change to a product's attached services. */
export const SERVICE_ERROR_MESSAGE = 'error adding the service';
/** requirements §8: one message for every refused gift card, so the answer tells nothing about which codes exist. */
export const GIFT_CARD_ERROR_MESSAGE = 'Unable to apply gift card';
export const GIFT_CARD_NOT_APPLIED_MESSAGE = 'This gift card is not applied to the cart';
export const NO_ACTIVE_CART_MESSAGE = 'There is no cart to change';

/** requirements §3: the notes value meaning "no services attached". */
export const EMPTY_NOTES = '{}';
/** Longest notes JSON accepted: far above any real cart, far below a column an attacker could fill. */
export const MAX_NOTES_LENGTH = 8_000;
export const MAX_NOTES_PRODUCTS = 50;
export const MAX_SERVICES_PER_PRODUCT = 20;
export const MAX_SKU_LENGTH = 100;

/** The private facet whose value codes are category slugs (the catalog plugin places products with it). */
export const CATEGORY_FACET_CODE = 'categoria';

/** Gift card surcharges are recognised by this SKU prefix followed by the formatted code. */
export const GIFT_CARD_SKU_PREFIX = 'GIFTCARD:';
export const GIFT_CARD_CURRENCY = 'EUR';
/** Codes staff create without choosing one are drawn from this alphabet (no 0/O or 1/I look-alikes). */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const MAX_GIFT_CARD_BALANCE = 100_000_00;

export const loggerCtx = 'CartPlugin';
