/** Validation rules and messages of every form of the shop (requirements §5). */
export * from './contact.js';
export * from './fields.js';
export * from './forms.js';
export * from './messages.js';
export * from './password.js';
export * from './text.js';
export * from './token.js';
export * from './checkout-forms.js';
