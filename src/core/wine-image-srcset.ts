import {
  GENERATED_BOTTLE_PATH,
  generatedBottleId,
  WINE_PHOTO_FILE,
  WINE_PHOTO_PATH,
  WINE_PHOTO_WIDTHS,
  type WinePhotoWidth,
  winePhotoCopyFile,
} from '../contracts/wine-photos.ts';

/**
 * The `srcset` of a wine's image (its `url_media`): the WebP copies of an owner's uploaded photo
 * or of a generated bottle (src/contracts/wine-photos.ts), so a phone loads one sized for it rather
 * than the photo as sent, and a bitmap rather than an SVG its main thread would have to build
 * (docs/performance.md "Generated bottles"); undefined for anything else (a hosted service's URL has
 * no copies). A photo uploaded before the copies existed still answers at each copy's URL with the
 * photo itself (backend/src/routes/media.ts), so the srcset never breaks an image.
 */
export function wineImageSrcSet(urlMedia: string): string | undefined {
  const stem = copyStem(urlMedia);
  return stem && srcSetOf(stem);
}

const srcSetOf = ([path, name]: CopyStem) => WINE_PHOTO_WIDTHS.map((width) => `${path}${winePhotoCopyFile(name, width)} ${width}w`).join(', ');

/**
 * The copy of a generated bottle a card shows: cards draw bottles at most 100 CSS px wide, so 320
 * px serves up to 3× density. One `src` rather than a `srcset`: a listing's HTML stays within its
 * 40 KiB (docs/performance.md "Generated bottles"), and a copy weighs 1 to 3 KB.
 */
const CARD_BOTTLE_WIDTH: WinePhotoWidth = 320;

/**
 * What a card's `<img>` loads (src/features/catalogue/WineImageLink.tsx): an uploaded photo with
 * its copies as `srcset`; a generated bottle's copy sized for cards; anything else as it is.
 */
export function wineCardImage(urlMedia: string): { src: string; srcSet?: string } {
  const stem = copyStem(urlMedia);
  if (stem?.[0] === GENERATED_BOTTLE_PATH) return { src: `${GENERATED_BOTTLE_PATH}${winePhotoCopyFile(stem[1], CARD_BOTTLE_WIDTH)}` };
  return { src: urlMedia, srcSet: stem && srcSetOf(stem) };
}

type CopyStem = [path: string, stem: string];

/** The path and the name stem the copies of this image are named from; undefined when it has none. */
function copyStem(urlMedia: string): CopyStem | undefined {
  if (urlMedia.startsWith(WINE_PHOTO_PATH)) {
    const photo = WINE_PHOTO_FILE.exec(urlMedia.slice(WINE_PHOTO_PATH.length));
    return photo ? [WINE_PHOTO_PATH, `${photo[1]}-${photo[2]}`] : undefined;
  }
  const bottle = generatedBottleId(urlMedia);
  return bottle ? [GENERATED_BOTTLE_PATH, bottle] : undefined;
}
