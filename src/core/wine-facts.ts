import type { WineDetail, WineGrape } from '../contracts/wine.ts';
import { SWEETNESS_NAMES } from '../contracts/sweetness.ts';
import { MESSAGES } from './messages/pt-BR.ts';

/** What a fact is, for machines (JSON-LD's `propertyID`, the markdown's order). */
export type WineFactKey = 'producer' | 'region' | 'appellation' | 'grapes' | 'sweetness' | 'vintage' | 'alcohol' | 'volume' | 'temperature' | 'ageing';

export interface WineFact {
  key: WineFactKey;
  label: string;
  value: string;
}

const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "Touriga Nacional (60%), Jaen (25%), Alfrocheiro" */
function grapeList(grapes: readonly WineGrape[]): string {
  return grapes.map(({ name, share }) => (share === null ? name : `${name} (${share}%)`)).join(', ');
}

/**
 * A wine's technical sheet, in the order the product page shows it: one list for the page, its
 * JSON-LD and its markdown, so the three never disagree. Facts the catalogue does not have (a
 * hosted one) are left out.
 */
export function wineFacts(wine: WineDetail): WineFact[] {
  const temperature =
    wine.temperature_min === null || wine.temperature_max === null
      ? ''
      : `${DECIMAL.format(wine.temperature_min)} a ${DECIMAL.format(wine.temperature_max)} °C`;
  const facts: [WineFactKey, string, string][] = [
    ['producer', MESSAGES.factProducer, wine.producer],
    ['region', MESSAGES.factRegion, wine.region ? `${wine.region}, ${wine.country}` : wine.country],
    ['appellation', MESSAGES.factAppellation, wine.appellation ?? ''],
    ['grapes', MESSAGES.factGrapes, wine.grapes?.length ? grapeList(wine.grapes) : wine.blend || wine.grape],
    ['sweetness', MESSAGES.factSweetness, wine.sweetness ? SWEETNESS_NAMES[wine.sweetness].label : ''],
    ['vintage', MESSAGES.factVintage, wine.vintage === null ? MESSAGES.nonVintage : String(wine.vintage)],
    ['alcohol', MESSAGES.factAlcohol, wine.alcohol === null ? '' : `${DECIMAL.format(wine.alcohol)}% vol.`],
    ['volume', MESSAGES.factVolume, `${wine.volume_ml} ml`],
    ['temperature', MESSAGES.factTemperature, temperature],
    ['ageing', MESSAGES.factAgeing, wine.ageing ?? ''],
  ];
  return facts.filter(([, , value]) => value !== '').map(([key, label, value]) => ({ key, label, value }));
}
