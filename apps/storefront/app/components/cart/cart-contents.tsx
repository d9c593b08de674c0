// What the cart sidebar and the cart page show: lines (picture, article code, name, prices, quantity, remove), coupon,
// totals and the two buttons. Every change is a form posting to the cart page, so it works without JavaScript; with
// JavaScript the same forms go through the cart logic (debounced quantity, confirmed removal, notices).
import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_QUANTITY, MIN_QUANTITY, type CartLine, type CartView } from '~/lib/cart/cart';
import {
    applyCouponCode,
    applyGiftCardCode,
    removeCouponCode,
    removeGiftCardCode,
    removeLine,
    setLineQuantity,
    setLineServices,
} from '~/lib/cart/cart-actions';
import { useCartState } from '~/lib/cart/cart-store';
import { assetUrl, productPath } from '~/lib/catalog/urls';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { ServiceCheckbox } from '~/components/cart/service-checkbox';
import { TrashIcon } from '~/components/ui/trash-icon';

const ConfirmDialog = lazy(() => import('~/components/cart/confirm-dialog'));

/** requirements §9: cart pictures are 170x170. */
const IMAGE_SIZE = 170;

function useHydrated(): boolean {
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    return hydrated;
}

export function checkoutPath(locale: string): string {
    return `/${locale}/checkout/user-account`;
}

export function cartPath(locale: string): string {
    return `/${locale}/cart`;
}

function clampQuantity(value: number): number {
    return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(value)));
}

function QuantityForm({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const hydrated = useHydrated();
    const { pending } = useCartState();
    const shown = pending[line.id] ?? line.quantity;
    // What is typed stays as typed until it is a valid quantity.
    const [typed, setTyped] = useState<string | null>(null);
    const inputId = useId();

    const choose = (quantity: number) => {
        setTyped(null);
        setLineQuantity(line, clampQuantity(quantity));
    };
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        if (!hydrated) return;
        event.preventDefault();
        if (typed !== null && /^\d+$/.test(typed)) choose(Number(typed));
    };

    return (
        <form method="post" action={cartPath(locale)} onSubmit={onSubmit} className="mt-2 flex items-center gap-1">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="lineId" value={line.id} />
            {/* First in the form, so Enter in the field without JavaScript sends the typed quantity, not a step. */}
            {hydrated ? null : (
                <button
                    type="submit"
                    name="step"
                    value="0"
                    className="order-last ml-2 rounded border border-neutral-400 px-2 py-1 text-sm"
                >
                    {t('cart.updateQuantity')}
                </button>
            )}
            <label htmlFor={inputId} className="sr-only">
                {t('cart.quantityOf', { name: line.productName })}
            </label>
            <button
                type={hydrated ? 'button' : 'submit'}
                name="step"
                value="-1"
                disabled={shown <= MIN_QUANTITY}
                onClick={hydrated ? () => choose(shown - 1) : undefined}
                aria-label={t('cart.decrease', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded border border-neutral-400 text-lg disabled:opacity-40"
                data-testid="cart-line-decrease"
            >
                <span aria-hidden="true">−</span>
            </button>
            <input
                id={inputId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={MIN_QUANTITY}
                max={MAX_QUANTITY}
                value={typed ?? String(shown)}
                onChange={event => {
                    const value = event.target.value;
                    setTyped(value);
                    if (hydrated && /^\d+$/.test(value) && Number(value) >= MIN_QUANTITY) {
                        setLineQuantity(line, clampQuantity(Number(value)));
                    }
                }}
                onBlur={() => setTyped(null)}
                className="h-9 w-16 rounded border border-neutral-400 text-center"
                data-testid="cart-line-quantity"
            />
            <button
                type={hydrated ? 'button' : 'submit'}
                name="step"
                value="1"
                disabled={shown >= MAX_QUANTITY}
                onClick={hydrated ? () => choose(shown + 1) : undefined}
                aria-label={t('cart.increase', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded border border-neutral-400 text-lg disabled:opacity-40"
                data-testid="cart-line-increase"
            >
                <span aria-hidden="true">+</span>
            </button>
        </form>
    );
}

function RemoveForm({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const hydrated = useHydrated();
    const [confirming, setConfirming] = useState(false);
    const [wanted, setWanted] = useState(false);
    return (
        <form method="post" action={cartPath(locale)} onSubmit={event => hydrated && event.preventDefault()}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
                type={hydrated ? 'button' : 'submit'}
                onClick={
                    hydrated
                        ? () => {
                              setWanted(true);
                              setConfirming(true);
                          }
                        : undefined
                }
                aria-label={t('cart.remove', { name: line.productName })}
                className="flex size-9 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                data-testid="cart-line-remove"
            >
                <TrashIcon />
            </button>
            {wanted ? (
                <Suspense fallback={null}>
                    <ConfirmDialog
                        open={confirming}
                        onOpenChange={setConfirming}
                        title={t('cart.confirm.title')}
                        text={t('cart.confirm.text')}
                        confirmLabel={t('cart.confirm.yes')}
                        cancelLabel={t('cart.confirm.no')}
                        onConfirm={() => {
                            setConfirming(false);
                            void removeLine(line);
                        }}
                    />
                </Suspense>
            ) : null}
        </form>
    );
}

/**
 * The services the product may have (requirements §4), ticked when attached; an attached one is the cart's service line, priced
 * for the product's quantity, and follows the product: it has no quantity of its own.
 */
function ServicesForm({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const hydrated = useHydrated();
    const { loading } = useCartState();
    // The box follows the click at once; the server's cart settles it (a refusal unticks it again).
    const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
    const attached = line.services.filter(service => service.attached).map(service => service.sku);
    const toggle = (sku: string, on: boolean) => {
        setTicked(current => ({ ...current, [sku]: on }));
        const wanted = on ? [...attached, sku] : attached.filter(candidate => candidate !== sku);
        void setLineServices(line, wanted).finally(() => setTicked({}));
    };
    return (
        <form
            method="post"
            action={cartPath(locale)}
            onSubmit={event => hydrated && event.preventDefault()}
            className="mt-2"
            data-testid="cart-line-services"
        >
            <input type="hidden" name="intent" value="services" />
            <input type="hidden" name="productSku" value={line.sku} />
            <fieldset>
                <legend className="text-sm font-semibold">
                    <span aria-hidden="true">{t('cart.services.legend')}</span>
                    <span className="sr-only">{t('cart.services.legendFor', { name: line.productName })}</span>
                </legend>
                <ul className="mt-1 flex flex-col gap-1">
                    {line.services.map(service => (
                        <li
                            key={service.sku}
                            className="flex items-center justify-between gap-2 text-sm"
                            data-testid={service.attached ? 'cart-service-line' : 'cart-service'}
                            data-sku={service.sku}
                        >
                            <label className="flex items-center gap-2">
                                <ServiceCheckbox
                                    sku={service.sku}
                                    hydrated={hydrated}
                                    checked={ticked[service.sku] ?? service.attached}
                                    initiallyChecked={service.attached}
                                    disabled={loading}
                                    onToggle={toggle}
                                />
                                <span data-testid="cart-service-name">{service.name}</span>
                            </label>
                            <span className="shrink-0" data-testid="cart-service-price">
                                {service.attached && service.linePrice !== null
                                    ? formatCents(service.linePrice)
                                    : `+${formatCents(service.unitPrice)}`}
                            </span>
                        </li>
                    ))}
                </ul>
            </fieldset>
            {hydrated ? null : (
                <button type="submit" className="mt-1 rounded border border-neutral-400 px-2 py-1 text-sm">
                    {t('cart.services.update')}
                </button>
            )}
        </form>
    );
}

function CartLineItem({ line, locale }: { line: CartLine; locale: string }) {
    const { t } = useTranslation();
    const href = line.productCode ? productPath(locale, line.productCode) : null;
    return (
        <li className="flex gap-4 border-b border-neutral-200 py-4" data-testid="cart-line" data-sku={line.sku}>
            <img
                src={assetUrl(line.image, 'cart')}
                alt=""
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                loading="lazy"
                decoding="async"
                className="size-24 shrink-0 object-contain sm:size-[170px]"
                data-testid="cart-line-image"
            />
            <div className="flex min-w-0 flex-1 flex-col">
                {line.merchantSku ? (
                    <p className="text-xs text-neutral-700">
                        {`${t('cart.skuLabel')}: `}
                        <span data-testid="cart-line-sku">{line.merchantSku}</span>
                    </p>
                ) : null}
                <p className="mt-1 font-semibold">
                    {href ? (
                        <Link to={href} className="hover:text-brand hover:underline" data-testid="cart-line-name">
                            {line.productName}
                        </Link>
                    ) : (
                        <span data-testid="cart-line-name">{line.productName}</span>
                    )}
                </p>
                {line.variantName && line.variantName !== line.productName ? (
                    <p className="text-sm text-neutral-700" data-testid="cart-line-variant">
                        {line.variantName}
                    </p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2" data-testid="cart-line-price">
                    <span className={`font-bold ${line.regularUnitPrice ? 'text-brand' : ''}`}>
                        {line.regularUnitPrice ? <span className="sr-only">{`${t('cart.specialPrice')} `}</span> : null}
                        <span data-testid="cart-line-unit-price">{formatCents(line.unitPrice)}</span>
                    </span>
                    {line.regularUnitPrice ? (
                        <span className="text-sm text-neutral-600">
                            <span className="sr-only">{`${t('cart.regularPrice')} `}</span>
                            <s data-testid="cart-line-regular-price">{formatCents(line.regularUnitPrice)}</s>
                        </span>
                    ) : null}
                </p>
                {line.services.length > 0 ? <ServicesForm line={line} locale={locale} /> : null}
                <div className="mt-auto flex items-end justify-between gap-2">
                    <QuantityForm line={line} locale={locale} />
                    <RemoveForm line={line} locale={locale} />
                </div>
            </div>
        </li>
    );
}

/** A code field with its apply button (coupons, gift cards): a plain form without JavaScript, a call with it. */
function CodeApplyForm({
    locale,
    intent,
    label,
    submitLabel,
    maxLength,
    testId,
    apply,
}: {
    locale: string;
    intent: string;
    label: string;
    submitLabel: string;
    maxLength: number;
    testId: string;
    /** Resolves to whether the code was applied; the field empties when it was. */
    apply: (code: string) => Promise<boolean>;
}) {
    const hydrated = useHydrated();
    const [code, setCode] = useState('');
    const inputId = useId();
    return (
        <form
            method="post"
            action={cartPath(locale)}
            className="flex items-end gap-2"
            onSubmit={event => {
                if (!hydrated) return;
                event.preventDefault();
                if (!code.trim()) return;
                void apply(code).then(applied => applied && setCode(''));
            }}
        >
            <input type="hidden" name="intent" value={intent} />
            <div className="flex flex-1 flex-col">
                <label htmlFor={inputId} className="text-sm font-semibold">
                    {label}
                </label>
                <input
                    id={inputId}
                    name="code"
                    required
                    maxLength={maxLength}
                    value={code}
                    onChange={event => setCode(event.target.value)}
                    autoComplete="off"
                    className="mt-1 h-10 rounded border border-neutral-400 px-2 uppercase"
                    data-testid={`${testId}-input`}
                />
            </div>
            <button
                type="submit"
                className="h-10 rounded bg-neutral-900 px-4 font-semibold text-white"
                data-testid={`${testId}-apply`}
            >
                {submitLabel}
            </button>
        </form>
    );
}

/** An applied coupon or gift card with its × button: a plain POST without JavaScript, the cart logic with it. */
function CodeRemoveForm({
    locale,
    intent,
    code,
    removeLabel,
    removeTestId,
    onRemove,
    className,
    attributes,
    children,
}: {
    locale: string;
    intent: 'coupon-remove' | 'gift-card-remove';
    code: string;
    removeLabel: string;
    removeTestId: string;
    onRemove: (code: string) => Promise<unknown>;
    className: string;
    attributes?: Record<`data-${string}`, string>;
    children: ReactNode;
}) {
    const hydrated = useHydrated();
    return (
        <form
            method="post"
            action={cartPath(locale)}
            className={className}
            onSubmit={event => {
                if (!hydrated) return;
                event.preventDefault();
                void onRemove(code);
            }}
            {...attributes}
        >
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="code" value={code} />
            {children}
            <button
                type="submit"
                aria-label={removeLabel}
                className="rounded px-1 text-lg leading-none hover:bg-black/10"
                data-testid={removeTestId}
            >
                <span aria-hidden="true">×</span>
            </button>
        </form>
    );
}

function CouponForm({ cart, locale }: { cart: CartView; locale: string }) {
    const { t } = useTranslation();
    return (
        <div className="mt-4" data-testid="cart-coupon">
            <CodeApplyForm
                locale={locale}
                intent="coupon"
                label={t('cart.coupon.label')}
                submitLabel={t('cart.coupon.apply')}
                maxLength={50}
                testId="cart-coupon"
                apply={applyCouponCode}
            />
            {cart.couponCodes.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                    {cart.couponCodes.map(applied => (
                        <li key={applied}>
                            <CodeRemoveForm
                                locale={locale}
                                intent="coupon-remove"
                                code={applied}
                                removeLabel={t('cart.coupon.remove', { code: applied })}
                                removeTestId="cart-coupon-remove"
                                onRemove={removeCouponCode}
                                className="flex items-center gap-1 rounded bg-green-50 px-2 py-1 text-sm text-green-900"
                            >
                                <span data-testid="cart-coupon-applied">
                                    {t('cart.coupon.applied', { code: applied })}
                                </span>
                            </CodeRemoveForm>
                        </li>
                    ))}
                </ul>
            ) : null}
        </div>
    );
}

/** Beside the coupon: a gift card is spent at checkout, meanwhile it shows as a negative amount off the total. */
function GiftCardForm({ cart, locale }: { cart: CartView; locale: string }) {
    const { t } = useTranslation();
    return (
        <div className="mt-4" data-testid="cart-gift-card">
            <CodeApplyForm
                locale={locale}
                intent="gift-card"
                label={t('cart.giftCard.label')}
                submitLabel={t('cart.giftCard.apply')}
                maxLength={30}
                testId="cart-gift-card"
                apply={applyGiftCardCode}
            />
            {cart.giftCards.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1">
                    {cart.giftCards.map(card => (
                        <li key={card.code}>
                            <CodeRemoveForm
                                locale={locale}
                                intent="gift-card-remove"
                                code={card.code}
                                removeLabel={t('cart.giftCard.remove', { code: card.code })}
                                removeTestId="cart-gift-card-remove"
                                onRemove={removeGiftCardCode}
                                className="flex items-center justify-between gap-2 rounded bg-green-50 px-2 py-1 text-sm text-green-900"
                                attributes={{ 'data-testid': 'cart-gift-card-applied', 'data-code': card.code }}
                            >
                                <span>{t('cart.giftCard.line', { code: card.code })}</span>
                                <span className="ml-auto" data-testid="cart-gift-card-amount">
                                    {formatCents(card.amount)}
                                </span>
                            </CodeRemoveForm>
                        </li>
                    ))}
                </ul>
            ) : null}
        </div>
    );
}

function Summary({ cart }: { cart: CartView }) {
    const { t } = useTranslation();
    return (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="cart-summary">
            <dt>{t('cart.summary.subtotal')}</dt>
            <dd className="text-right" data-testid="cart-subtotal">
                {formatCents(cart.subTotal)}
            </dd>
            {cart.discounts.map((discount, index) => (
                <div key={`${index}-${discount.description}`} className="contents">
                    <dt>{discount.description || t('cart.summary.discount')}</dt>
                    <dd className="text-right text-brand" data-testid="cart-discount">
                        {formatCents(discount.amount)}
                    </dd>
                </div>
            ))}
            <dt>{t('cart.summary.shipping')}</dt>
            <dd className="text-right" data-testid="cart-shipping">
                {cart.shipping > 0 ? formatCents(cart.shipping) : t('cart.summary.shippingAtCheckout')}
            </dd>
            <dt className="mt-2 text-base font-bold">
                {t('cart.summary.total')} <span className="text-xs font-normal">({t('cart.summary.vatIncluded')})</span>
            </dt>
            <dd className="mt-2 text-right text-base font-bold" data-testid="cart-total">
                {formatCents(cart.total)}
            </dd>
        </dl>
    );
}

export function CartContents({
    cart,
    locale,
    keepShopping,
}: {
    cart: CartView;
    locale: string;
    /** The "Keep shopping" control: a button closing the sidebar, or a link on the cart page. */
    keepShopping: React.ReactNode;
}) {
    const { t } = useTranslation();
    if (cart.lines.length === 0) {
        return (
            <div className="flex flex-col items-start gap-4" data-testid="cart-empty">
                <p className="text-lg">{t('cart.empty')}</p>
                {keepShopping}
            </div>
        );
    }
    return (
        <div data-testid="cart-contents">
            <ul aria-label={t('cart.title')} data-testid="cart-lines">
                {cart.lines.map(line => (
                    <CartLineItem key={line.id} line={line} locale={locale} />
                ))}
            </ul>
            <CouponForm cart={cart} locale={locale} />
            <GiftCardForm cart={cart} locale={locale} />
            <Summary cart={cart} />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                {keepShopping}
                <Link
                    to={checkoutPath(locale)}
                    className="flex flex-1 items-center justify-center rounded bg-brand px-4 py-3 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                    data-testid="cart-checkout"
                >
                    {t('cart.checkout')}
                </Link>
            </div>
        </div>
    );
}

export const KEEP_SHOPPING_CLASS =
    'flex flex-1 items-center justify-center rounded border border-neutral-900 px-4 py-3 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
