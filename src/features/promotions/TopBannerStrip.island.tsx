import { useEffect, useState } from 'react';
import { TIMINGS } from '../../core/constants.ts';
import type { BannerStrip } from '../../contracts/message-banner.ts';
import { nextBannerIndex } from './banner-rotation.ts';
import * as styles from './TopBannerStrip.css.ts';

/**
 * spec §2 Header: the top strip's message changes every 5 seconds and wraps to the first.
 * Rotation pauses while hovered or focused, so a shopper can finish reading (WCAG 2.2.2).
 * Rendered only with messages: the header shows the shop's messages and nothing else.
 */
export default function TopBannerStrip({ messages }: BannerStrip) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || messages.length < 2) return;
    const timer = setInterval(() => setIndex((current) => nextBannerIndex(current, messages.length)), TIMINGS.headerBannerRotationMs);
    return () => clearInterval(timer);
  }, [paused, messages.length]);

  return (
    <div
      className={styles.strip}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>{messages[index] ?? ''}</p>
    </div>
  );
}
