import { bindFields } from '../ui/bind-form.ts';
import { TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS } from './wine-form.ts';

/** Price, list price and stock as the owner types them, on a wine's page and on "Novo vinho". */
export function WinePriceFields({ values, errors }: { values: { price: string; list_price: string; stock: string }; errors: Record<string, string> }) {
  const { text } = bindFields(values, errors, WINE_FIELD_LABELS);
  return (
    <>
      <TextField {...text('price')} inputMode="decimal" hint="Ex.: 89,90" />
      <TextField {...text('list_price')} inputMode="decimal" hint="O preço riscado; igual ao preço quando não há desconto." />
      <TextField {...text('stock')} inputMode="numeric" hint="Garrafas disponíveis." />
    </>
  );
}
