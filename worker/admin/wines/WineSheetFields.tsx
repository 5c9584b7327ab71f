import type { WineFactChoice, WineFactChoices } from '../../../src/contracts/admin/wine-facts.ts';
import { SWEETNESS, SWEETNESS_NAMES } from '../../../src/contracts/sweetness.ts';
import { bindFields } from '../ui/bind-form.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { WINE_SHEET_LABELS as L, type WineSheetValues } from './wine-sheet-form.ts';

const SWEETNESS_OPTIONS = SWEETNESS.map((value) => ({ value, label: SWEETNESS_NAMES[value].label }));

const options = (choices: readonly WineFactChoice[], blank?: string) => [
  ...(blank === undefined ? [] : [{ value: '', label: blank }]),
  ...choices.map((choice) => ({ value: choice.slug, label: choice.name })),
];

/** The sheet's fields ("Ficha do vinho"), shared by a wine's sheet and "Novo vinho". */
export function WineSheetFields({ values, choices, errors }: { values: WineSheetValues; choices: WineFactChoices; errors: Record<string, string> }) {
  const { text, tick } = bindFields(values, errors, L);
  return (
    <>
      <div className="grid">
        <SelectField {...text('type_slug')} options={options(choices.types)} />
        <SelectField {...text('country_slug')} options={options(choices.countries, 'Escolha…')} />
        <SelectField {...text('grape_slug')} options={options(choices.grapes, 'Nenhuma (a uva principal não tem página)')} />
        <SelectField {...text('sweetness')} options={SWEETNESS_OPTIONS} />
      </div>
      <TextField
        {...text('blend')}
        hint="A principal primeiro, separadas por vírgula, com a porcentagem se souber (ex.: Touriga Nacional 60%, Jaen 40%). Cada uva aparece na página de uva de mesmo nome."
      />
      <div className="grid">
        <TextField {...text('producer')} />
        <TextField {...text('region')} />
        <TextField {...text('appellation')} hint="Ex.: DOC Douro" />
        <TextField {...text('vintage')} inputMode="numeric" hint="Em branco: sem safra." />
        <TextField {...text('volume_ml')} inputMode="numeric" />
        <TextField {...text('alcohol')} inputMode="decimal" hint="Ex.: 13,5" />
      </div>
      <TextAreaField {...text('description')} rows={4} />
      <TextField {...text('pairing')} hint="Como a página do vinho descreve a harmonização." />
      <TextField {...text('ageing')} hint="Ex.: Pronto para beber; guarda até 2030." />
      {/* spec §3 "Category button data": the occasions and dishes a wine is listed under, both sent as `moments` */}
      <CheckboxGroup legend="Momentos" name="moments" options={options(choices.occasions)} ticked={values.moments} part />
      <CheckboxGroup legend="Pratos" name="moments" options={options(choices.dishes)} ticked={values.moments} part />
      {errors.moments ? (
        <p className="error" id="campo-moments">
          {errors.moments}
        </p>
      ) : null}
      <CheckboxField {...tick('black_friday')} />
    </>
  );
}
