/**
 * Why a photo was refused after its bytes were accepted (./photo-copies.ts): pt-BR, for the owner,
 * shown beside the photo field of the back office (the admin API answers it as the field's error).
 */
export class UnusablePhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusablePhotoError';
  }
}

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Megapixels with one decimal, rounded `down` for a limit (so a photo of that size passes it). */
const megapixels = (pixels: number, round: (value: number) => number = Math.round) => number.format(round(pixels / 100_000) / 10);

export const PHOTO_MESSAGES = {
  unreadable: 'Não foi possível abrir esta foto: o arquivo parece danificado. Envie outra foto JPEG, PNG ou WebP.',
  tooHeavy: 'Não foi possível deixar esta foto leve o bastante para celulares. Recorte-a mais perto da garrafa e envie de novo.',
  busy: 'Outra foto está sendo preparada neste momento. Envie esta de novo em alguns segundos.',
  tooManyPixels: (pixels: number, largest: number, width: number, height: number) =>
    `Esta foto tem ${megapixels(pixels)} megapixels, mais do que a loja consegue preparar para celulares ` +
    `(até ${megapixels(largest, Math.floor)} megapixels para esta foto). Reduza-a, por exemplo para ` +
    `${number.format(width)} × ${number.format(height)} pixels, e envie de novo.`,
} as const;
