import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import { LIMITS, TIMINGS } from '../../core/constants.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { closeSnack } from '../../core/stores/snack-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './Snackbar.css.ts';

/**
 * spec §2/§4 Snackbar: at the top (an ambient notice at the bottom), coloured by style, with an "X" close button; closes itself
 * after 5000 ms (paused while hovered or focused) and on a swipe of more than 50 px.
 * The live region is always in the page, so screen readers announce each new text.
 */
export default function Snackbar() {
  const { snack } = useStores();
  const { open, text, title, style, serial, action, placement } = useSnapshot(snack);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(() => closeSnack(snack), TIMINGS.snackbarMs);
    return () => clearTimeout(timer);
  }, [open, paused, serial, snack]);

  useEffect(() => setOffset(0), [serial]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = Math.abs(event.clientX - swipeStart.current);
    swipeStart.current = null;
    setOffset(0);
    if (distance > LIMITS.swipeClosePx) closeSnack(snack);
  };

  return (
    <div className={styles.region[placement]} role={style === 'error' ? 'alert' : 'status'} aria-live={style === 'error' ? 'assertive' : 'polite'}>
      {open ? (
        <div
          className={styles.snack[style]}
          data-style={style}
          style={offset ? { transform: `translateX(${offset}px)` } : undefined}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={() => {
            swipeStart.current = null;
            setOffset(0);
          }}
        >
          <p className={styles.text}>
            {title ? <strong>{title} </strong> : null}
            {text}
          </p>
          {action ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                action.run();
                closeSnack(snack);
              }}
            >
              {action.label}
            </button>
          ) : null}
          <button type="button" className={styles.close} aria-label={CHROME_MESSAGES.closeLabel} onClick={() => closeSnack(snack)}>
            X
          </button>
        </div>
      ) : null}
    </div>
  );
}
