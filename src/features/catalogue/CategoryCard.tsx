import * as styles from './CategoryCard.css.ts';

export interface CategoryCardData {
  name: string;
  icon: string;
  description: string;
}

/** spec §2: the category card shows the selected category's name, icon and description. */
export function CategoryCard({ card }: { card: CategoryCardData }) {
  return (
    <section className={styles.card} aria-labelledby="categoria-nome">
      {card.icon ? <img src={card.icon} alt="" width={56} height={56} className={styles.icon} fetchPriority="low" /> : null}
      <div>
        <h2 id="categoria-nome" className={styles.name}>
          {card.name}
        </h2>
        {card.description ? <p className={styles.description}>{card.description}</p> : null}
      </div>
    </section>
  );
}

/** Holds the card's place while it streams, so nothing below it moves when it arrives. */
export function CategoryCardPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" data-stream-fallback="" />;
}
