import { useMemo } from 'react';
import { type DigitalPack, digitalPacksIn, digitalPacksTexts } from 'shared-data/catalog';
import { usePageLanguage, useTexts } from 'shared-ui';

/**
 * The digital packs in the page's language, for the packs section, a service card and an order summary. Each
 * reader builds them once per book and language, not again on every render.
 */
export function useDigitalPacks(): readonly DigitalPack[] {
  const texts = useTexts(digitalPacksTexts);
  const language = usePageLanguage();
  return useMemo(() => digitalPacksIn(texts, language), [texts, language]);
}
