// The box that attaches a service to a product, in the product page's add form and in the cart: a plain form field
// (`serviceSku`) the server renders as it should be ticked, which the shopper can tick before the page runs too.
export function ServiceCheckbox({
    sku,
    checked,
    disabled,
    onToggle,
}: {
    sku: string;
    checked: boolean;
    disabled: boolean;
    onToggle: (sku: string, on: boolean, box: HTMLInputElement) => void;
}) {
    return (
        <input
            type="checkbox"
            name="serviceSku"
            value={sku}
            checked={checked}
            disabled={disabled}
            onChange={event => onToggle(sku, event.target.checked, event.target)}
            className="size-4 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-brand"
        />
    );
}
