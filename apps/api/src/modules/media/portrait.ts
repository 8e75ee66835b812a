/**
 * Illustrated portraits for therapists without a photo, drawn by DiceBear's "Personas" style
 * (code MIT; design "Personas by Draftbit", CC BY 4.0: the credit travels inside each SVG's
 * metadata). Pure and offline: the same seed always gives the same face.
 */
import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';

type PersonasOptions = NonNullable<Parameters<typeof createAvatar<personas.Options>>[1]>;

// Warm, varied South Asian skin tones; natural hair colours with a little grey.
const SKIN = ['f2c9a8', 'e5a07e', 'd69b76', 'c58c68', 'b27553', 'a8745a', '8f5b43', '7a4a36'];
const HAIR = ['1c1714', '2a211c', '3b2a22', '4a3328', '5c4033', '2f2f2f', '8d8d8d'];
const CLOTHING = ['0f766e', '115e59', '456dff', '7555ca', 'e27c3e', 'c2410c', '6dbb58', '334155'];
const BACKGROUND = ['ccfbf1', 'e0f2fe', 'fef3c7', 'ede9fe', 'fce7f3', 'dcfce7', 'ffedd5'];

const COMMON: PersonasOptions = {
  eyes: ['open', 'happy', 'glasses'],
  mouth: ['smile', 'bigSmile', 'lips', 'smirk'],
  nose: ['mediumRound', 'smallRound'],
  body: ['squared', 'rounded', 'small'],
  skinColor: SKIN,
  hairColor: HAIR,
  clothingColor: CLOTHING,
  backgroundColor: BACKGROUND,
  backgroundType: ['solid'],
};

const FEMININE: PersonasOptions = {
  hair: ['long', 'bobCut', 'curlyBun', 'straightBun', 'extraLong', 'bobBangs', 'curly'],
  facialHairProbability: 0,
};
const MASCULINE: PersonasOptions = {
  hair: ['shortCombover', 'buzzcut', 'fade', 'balding', 'curly', 'shortComboverChops', 'bald'],
  facialHair: ['beardMustache', 'goatee', 'shadow', 'walrus', 'pyramid'],
  facialHairProbability: 45,
};
const ANY: PersonasOptions = {
  hair: ['bobCut', 'curly', 'sideShave', 'shortCombover', 'curlyBun', 'long', 'fade'],
  facialHairProbability: 10,
};

export interface PortraitInput {
  /** Anything stable (the therapist's id): the same seed always gives the same portrait. */
  seed: string;
  /** Shapes hair and facial hair; any other value draws from every style. */
  gender: string;
}

export function portraitSvg({ seed, gender }: PortraitInput): string {
  const g = gender.trim().toLowerCase();
  const style = g === 'female' ? FEMININE : g === 'male' ? MASCULINE : ANY;
  return createAvatar(personas, { seed, size: 256, ...COMMON, ...style }).toString();
}
