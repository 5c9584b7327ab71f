import type { WineFactChoice, WineFactChoices } from '../../../src/contracts/admin/wine-facts.ts';
import { SWEETNESS, SWEETNESS_NAMES } from '../../../src/contracts/sweetness.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { WINE_SHEET_LABELS as L, type WineSheetValues } from './wine-sheet-form.ts';

const SWEETNESS_OPTIONS = SWEETNESS.map((value) => ({ value, label: SWEETNESS_NAMES[value].label }));

const options = (choices: readonly WineFactChoice[], blank?: string) => [
  ...(blank === undefined ? [] : [{ value: '', label: blank }]),
  ...choices.map((choice) => ({ value: choice.slug, label: choice.name })),
];

/** Ticks for the occasions and dishes a wine is listed under (spec §3 "Category button data"). */
function MomentChoices({ legend, choices, ticked }: { legend: string; choices: readonly WineFactChoice[]; ticked: readonly string[] }) {
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <div className="days">
        {choices.map((choice) => (
          <span className="check" key={choice.slug}>
            <input id={`campo-moments-${choice.slug}`} type="checkbox" name="moments" value={choice.slug} defaultChecked={ticked.includes(choice.slug)} />
            <label htmlFor={`campo-moments-${choice.slug}`}>{choice.name}</label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

/** The sheet's fields ("Ficha do vinho"), shared by a wine's sheet and "Novo vinho". */
export function WineSheetFields({ values, choices, errors }: { values: WineSheetValues; choices: WineFactChoices; errors: Record<string, string> }) {
  return (
    <>
      <div className="grid">
        <SelectField label={L.type_slug} name="type_slug" value={values.type_slug} options={options(choices.types)} error={errors.type_slug} />
        <SelectField
          label={L.country_slug}
          name="country_slug"
          value={values.country_slug}
          options={options(choices.countries, 'Escolha…')}
          error={errors.country_slug}
        />
        <SelectField
          label={L.grape_slug}
          name="grape_slug"
          value={values.grape_slug}
          options={options(choices.grapes, 'Nenhuma (a uva principal não tem página)')}
          error={errors.grape_slug}
        />
        <SelectField label={L.sweetness} name="sweetness" value={values.sweetness} options={SWEETNESS_OPTIONS} error={errors.sweetness} />
      </div>
      <TextField
        label={L.blend}
        name="blend"
        value={values.blend}
        error={errors.blend}
        hint="A principal primeiro, separadas por vírgula, com a porcentagem se souber (ex.: Touriga Nacional 60%, Jaen 40%). Cada uva aparece na página de uva de mesmo nome."
      />
      <div className="grid">
        <TextField label={L.producer} name="producer" value={values.producer} error={errors.producer} />
        <TextField label={L.region} name="region" value={values.region} error={errors.region} />
        <TextField label={L.appellation} name="appellation" value={values.appellation} error={errors.appellation} hint="Ex.: DOC Douro" />
        <TextField label={L.vintage} name="vintage" value={values.vintage} error={errors.vintage} inputMode="numeric" hint="Em branco: sem safra." />
        <TextField label={L.volume_ml} name="volume_ml" value={values.volume_ml} error={errors.volume_ml} inputMode="numeric" />
        <TextField label={L.alcohol} name="alcohol" value={values.alcohol} error={errors.alcohol} inputMode="decimal" hint="Ex.: 13,5" />
      </div>
      <TextAreaField label={L.description} name="description" value={values.description} error={errors.description} rows={4} />
      <TextField label={L.pairing} name="pairing" value={values.pairing} error={errors.pairing} hint="Como a página do vinho descreve a harmonização." />
      <TextField label={L.ageing} name="ageing" value={values.ageing} error={errors.ageing} hint="Ex.: Pronto para beber; guarda até 2030." />
      <MomentChoices legend="Momentos" choices={choices.occasions} ticked={values.moments} />
      <MomentChoices legend="Pratos" choices={choices.dishes} ticked={values.moments} />
      {errors.moments ? (
        <p className="error" id="campo-moments">
          {errors.moments}
        </p>
      ) : null}
      <CheckboxField label={L.black_friday} name="black_friday" checked={values.black_friday} error={errors.black_friday} />
    </>
  );
}
