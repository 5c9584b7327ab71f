import type { WineListResponse } from '../../contracts/catalogue.ts';
import { SWEETNESS_NAMES, type Sweetness } from '../../contracts/sweetness.ts';
import { LISTING_PARAMS } from '../../core/constants.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import * as styles from './SweetnessFacet.css.ts';

function facetHref(basePath: string, params: URLSearchParams, value: Sweetness | undefined): string {
  const next = new URLSearchParams(params);
  next.delete(LISTING_PARAMS.page);
  if (value === undefined) next.delete(LISTING_PARAMS.sweetness);
  else next.set(LISTING_PARAMS.sweetness, value);
  const search = next.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/**
 * How sweet (Brazilian labels: seco, meio-seco, suave, doce): plain links that narrow the list,
 * each with how many wines it leaves, so it works without JavaScript and a narrowed list can be
 * shared. Shown when the list holds more than one sweetness, or one was chosen.
 */
export function SweetnessFacet({
  counts,
  basePath,
  params,
}: {
  counts: NonNullable<WineListResponse['sweetness']>;
  basePath: string;
  params: URLSearchParams;
}) {
  const chosen = params.get(LISTING_PARAMS.sweetness) ?? undefined;
  if (counts.length < 2 && chosen === undefined) return null;
  const options: { value: Sweetness | undefined; label: string }[] = [
    { value: undefined, label: MESSAGES.sweetnessAll },
    ...counts.map(({ value, count }) => ({ value, label: `${SWEETNESS_NAMES[value].label} (${count})` })),
  ];
  return (
    <nav className={styles.facet} aria-labelledby="faceta-docura">
      <span id="faceta-docura" className={styles.label}>
        {MESSAGES.factSweetness}
      </span>
      <ul className={styles.list}>
        {options.map(({ value, label }) => (
          <li key={value ?? ''}>
            <a className={styles.link} href={facetHref(basePath, params, value)} aria-current={value === chosen ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
