import { TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS } from './wine-form.ts';

/** Price, list price and stock as the owner types them, on a wine's page and on "Novo vinho". */
export function WinePriceFields({ values, errors }: { values: { price: string; list_price: string; stock: string }; errors: Record<string, string> }) {
  return (
    <>
      <TextField label={WINE_FIELD_LABELS.price} name="price" value={values.price} error={errors.price} inputMode="decimal" hint="Ex.: 89,90" />
      <TextField
        label={WINE_FIELD_LABELS.list_price}
        name="list_price"
        value={values.list_price}
        error={errors.list_price}
        inputMode="decimal"
        hint="O preço riscado; igual ao preço quando não há desconto."
      />
      <TextField label={WINE_FIELD_LABELS.stock} name="stock" value={values.stock} error={errors.stock} inputMode="numeric" hint="Garrafas disponíveis." />
    </>
  );
}
