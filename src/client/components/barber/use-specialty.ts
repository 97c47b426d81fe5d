import { DEFAULT_SPECIALTY } from '../../../shared/constants.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { barberTexts } from './texts.js';

/**
 * A barber's specialty as shown: what the owner wrote, or the app's own word for a barber who has
 * none yet (DEFAULT_SPECIALTY), in the language shown.
 */
export function useSpecialty(): (specialty: string) => string {
  const t = useTexts(barberTexts);
  return (specialty) => (specialty === DEFAULT_SPECIALTY ? t.defaultSpecialty : specialty);
}
