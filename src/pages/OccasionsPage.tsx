/** spec §2 /momentos: wines for occasions. The catalogue sections arrive with the pages issue. */
export function OccasionsPage() {
  return (
    <section aria-labelledby="momentos-titulo">
      <h1 id="momentos-titulo">Vinhos para cada momento</h1>
      <p>Conte ao nosso sommelier virtual qual é a ocasião e encontre o vinho certo para ela.</p>
    </section>
  );
}
