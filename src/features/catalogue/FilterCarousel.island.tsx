import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect, useRef, useState } from 'react';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import * as styles from './FilterCarousel.css.ts';

import type { FilterCarouselProps } from '../../contracts/island-props.ts';

/** Hydrates when scrolled into view. */
export const hydrate: HydrateStrategy = 'visible';

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
      <button type="button" className={styles.arrow} aria-label={CHROME_MESSAGES.carouselPrevious} disabled={!ready} onClick={() => scroll(-1)}>
        ‹
      </button>
      <ul ref={list} className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.href}>
            <a className={styles.item} href={item.href} aria-current={item.current ? 'page' : undefined}>
              <img src={item.icon} alt="" width={32} height={32} className={styles.icon} fetchPriority="low" />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.arrow} aria-label={CHROME_MESSAGES.carouselNext} disabled={!ready} onClick={() => scroll(1)}>
        ›
      </button>
    </div>
  );
}
