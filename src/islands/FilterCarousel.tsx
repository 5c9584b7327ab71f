import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages/pt-BR.ts';
import * as styles from './FilterCarousel.css.ts';

export const propsSchema = z.object({
  label: z.string(),
  items: z.array(z.object({ label: z.string(), href: z.string(), icon: z.string(), current: z.boolean() })),
});

export type FilterCarouselProps = z.infer<typeof propsSchema>;

/**
 * spec §2 Header filter: the category carousel, sorted by order, with left/right arrows on desktop
 * that scroll by half its width. Without JavaScript it is a plain horizontally scrolling list.
 */
export default function FilterCarousel({ label, items }: FilterCarouselProps) {
  const list = useRef<HTMLUListElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  const scroll = (direction: -1 | 1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: (direction * element.clientWidth) / 2, behavior: 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      <button type="button" className={styles.arrow} aria-label={MESSAGES.carouselPrevious} disabled={!ready} onClick={() => scroll(-1)}>
        ‹
      </button>
      <ul ref={list} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.href}>
            <a className={styles.item} href={item.href} aria-current={item.current ? 'page' : undefined}>
              <img src={item.icon} alt="" width={32} height={32} className={styles.icon} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.arrow} aria-label={MESSAGES.carouselNext} disabled={!ready} onClick={() => scroll(1)}>
        ›
      </button>
    </div>
  );
}
