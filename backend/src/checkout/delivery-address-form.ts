import {
  BRAZIL_STATES,
  DELIVERY_ADDRESS_LABELS,
  DELIVERY_ADDRESS_MAX_LENGTH,
  type DeliveryAddress,
  type DeliveryAddressField,
  deliveryAddressSchema,
  storedDeliveryAddress,
} from '../../../src/contracts/delivery-address.ts';
import type { CustomerRow } from '../commerce/customers.ts';
import { isPickupType } from '../commerce/shipping-rates.ts';
import type { CheckoutState } from '../commerce/checkout-store.ts';
import { totalsOf } from '../commerce/checkout-view.ts';
import { html, type Html } from './html.ts';

/**
 * The checkout page's "Endereço de entrega" (docs/payments.md "Delivery address"): asked when the
 * delivery is not a pickup, kept on the checkout by "Pagar", frozen on the order (orders.ts).
 */
export interface AddressForm {
  values: Partial<Record<DeliveryAddressField, string>>;
  errors: Partial<Record<DeliveryAddressField, string>>;
}

const FIELDS = Object.keys(DELIVERY_ADDRESS_LABELS) as DeliveryAddressField[];

/** Each field's name in the pay form, and its id on the page. */
const fieldName = (field: DeliveryAddressField) => `entrega-${field}`;

const AUTOCOMPLETE: Record<DeliveryAddressField, string> = {
  recipient: 'shipping name',
  street: 'shipping address-line1',
  // no autofill token is the house number alone: left to the shopper, so the complement never lands in it
  number: 'off',
  complement: 'shipping address-line2',
  district: 'shipping address-level3',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
};

/** What the page shows in the fields: the address kept on the checkout, else the customer's name as the one who receives. */
export function addressFormOf(state: CheckoutState, customer: CustomerRow): AddressForm {
  const kept = storedDeliveryAddress(state.checkout.delivery_address);
  return { values: kept ?? { recipient: customer.full_name }, errors: {} };
}

/** The address fields as posted, to show again as typed (the page came back for another reason). */
export function postedAddressForm(form: Record<string, string>): AddressForm {
  return { values: Object.fromEntries(FIELDS.map((field) => [field, form[fieldName(field)] ?? ''])), errors: {} };
}

/** The address the form posted, or the form again with each refused field's message. */
export function readAddress(form: Record<string, string>): { address: DeliveryAddress } | { refused: AddressForm } {
  const { values } = postedAddressForm(form);
  const parsed = deliveryAddressSchema.safeParse(values);
  if (parsed.success) return { address: parsed.data };
  const errors: AddressForm['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DeliveryAddressField;
    errors[field] ??= issue.message;
  }
  return { refused: { values, errors } };
}

/** Whether the delivery chosen for this checkout takes the wines somewhere (not a pickup at the shop). */
export function needsAddress(state: CheckoutState, now: Date): boolean {
  const shipping = totalsOf(state, now).shipping;
  return shipping !== null && shipping !== undefined && !isPickupType(shipping.type);
}

function field(form: AddressForm, name: DeliveryAddressField, required: boolean): Html {
  const id = fieldName(name);
  const error = form.errors[name];
  const value = form.values[name] ?? '';
  const described = error ? html` aria-invalid="true" aria-describedby="${id}-erro"` : '';
  const message = error ? html`<span class="field-error" id="${id}-erro">${error}</span>` : '';
  const mark = required && name !== 'complement' ? html` required` : '';
  const control =
    name === 'state'
      ? html`<select id="${id}" name="${id}" autocomplete="${AUTOCOMPLETE[name]}"${mark}${described}><option value="">Escolha</option>${BRAZIL_STATES.map(
          (uf) => html`<option${uf === value ? html` selected` : ''}>${uf}</option>`,
        )}</select>`
      : html`<input type="text" id="${id}" name="${id}" value="${value}" maxlength="${DELIVERY_ADDRESS_MAX_LENGTH[name]}" autocomplete="${AUTOCOMPLETE[name]}"${mark}${described}>`;
  return html`<p><label for="${id}">${DELIVERY_ADDRESS_LABELS[name]}</label>${control}${message}</p>`;
}

/**
 * The fieldset inside the pay form, for the deliveries it offers (the one chosen, or the quotes to
 * choose from); none when every one is a pickup. Beside a pickup still to choose it is not required
 * (a page without script cannot hide it, so it says so); "Pagar" checks it when the choice is a delivery.
 */
export function addressFieldset(form: AddressForm, offered: ReadonlyArray<string | null>): Html | '' {
  if (offered.every((type) => isPickupType(type))) return '';
  const pickupOffered = offered.some((type) => isPickupType(type));
  return html`<fieldset><legend>Endereço de entrega</legend>${pickupOffered ? html`<p>Não é preciso para a retirada na loja.</p>` : ''}${FIELDS.map((name) =>
    field(form, name, !pickupOffered),
  )}</fieldset>`;
}
