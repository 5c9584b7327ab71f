import { use } from 'react';
import type { PageBannersResponse } from '../../contracts/banners.ts';
import type { Settled } from '../../core/rules/settled.ts';
import * as styles from './PageBanners.css.ts';

/**
 * spec §2 "Banner-left and banner-right images": the two side banners, side by side below the
 * wines on wider screens (tall art that would only push content away on a phone). Decorative
 * promotions: a missing answer leaves them out.
 */
export function PageBanners({ banners }: { banners: Promise<Settled<PageBannersResponse>> }) {
  const result = use(banners);
  if (!result.ok || result.data.banners.length === 0) return null;
  return (
    <aside className={styles.row} aria-label="Destaques">
      {result.data.banners.map((banner) => (
        <a key={banner.slot} className={styles.link} href={banner.url_action} data-slot={banner.slot}>
          <img className={styles.image} src={banner.url_media} alt={banner.alt} width={300} height={600} loading="lazy" decoding="async" />
        </a>
      ))}
    </aside>
  );
}
