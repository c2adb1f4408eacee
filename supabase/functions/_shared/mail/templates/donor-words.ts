// The words every mail to a donor shares (receipt, statement, dedication notice, cancelled
// monthly gift), in both languages.
import { DEDICATION_LABELS, type DedicationKind } from '../../contract/donation-rules.ts';
import type { Words } from './language.ts';

export const DONOR_WORDS: Words<{
  greeting: (name: string | null) => string;
  regards: string;
  noGoods: string;
  dedication: Record<DedicationKind, string>;
}> = {
  en: {
    greeting: (name) => `Dear ${name || 'friend'},`,
    regards: 'With gratitude,',
    noGoods: 'No goods or services were provided in exchange for this contribution.',
    dedication: DEDICATION_LABELS,
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    regards: 'Con gratitud,',
    noGoods: 'No se entregaron bienes ni servicios a cambio de esta contribución.',
    dedication: { honor: 'En honor a', memory: 'En memoria de' },
  },
};
