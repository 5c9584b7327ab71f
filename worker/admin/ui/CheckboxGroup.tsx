/**
 * Checkboxes sharing one name, ticked in a group named by its legend (the popup's days, a wine's
 * moments). Each box's id is `campo-{name}-{value}`, so its label stays tied to it.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  ticked,
  hint,
  error,
  part = false,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  ticked: readonly string[];
  hint?: string;
  error?: string | undefined;
  /**
   * One of several groups of the same field (a wine's moments and dishes): the field's id and its
   * error are said once, by the page, so no two groups carry them.
   */
  part?: boolean;
}) {
  const id = `campo-${name}`;
  const describedBy = error ? `${id}-erro` : hint ? `${id}-dica` : undefined;
  return (
    <fieldset className="field" id={part ? undefined : id} aria-describedby={part ? undefined : describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <span className="hint" id={`${id}-dica`}>
          {hint}
        </span>
      ) : null}
      <div className="days">
        {options.map((option) => (
          <span className="check" key={option.value}>
            <input id={`${id}-${option.value}`} type="checkbox" name={name} value={option.value} defaultChecked={ticked.includes(option.value)} />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      {error ? (
        <span className="error" id={`${id}-erro`}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
