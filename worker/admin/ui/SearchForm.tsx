/** A list's search box: a labelled search field and "Buscar", sent as `?q=` to the list itself. */
export function SearchForm({ action, label, query, placeholder }: { action: string; label: string; query: string; placeholder: string }) {
  return (
    <form className="search" method="get" action={action} role="search">
      <div className="field">
        <label htmlFor="busca">{label}</label>
        <input id="busca" name="q" type="search" defaultValue={query} placeholder={placeholder} />
      </div>
      <button className="button" type="submit">
        Buscar
      </button>
    </form>
  );
}
