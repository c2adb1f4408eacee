import type { EmotionCriticalToChunks } from '@emotion/server/create-instance'

/**
 * The <head> tags of a prerendered page's styles: every rule in one plain <style>, then for each
 * of Emotion's chunks an empty <style data-emotion="key ids…"> (the format Emotion's server writes).
 *
 * The browser's Emotion takes over the tags it finds by that attribute: the cache moves them into
 * <head> when it is created and again when it adopts them, and each Global moves its own. Moving a
 * <style> that holds rules makes the browser restyle the whole page (two full style recalculations
 * and relayouts while the page starts, one ~100 ms task each on a mid-range phone); moving an
 * empty one restyles nothing. Emotion still learns from the attribute which rules the page has, so
 * it inserts none of them again. The rules stay for the page's life, so a Global rendered on a
 * prerendered page must stay mounted (Chakra's provider's do).
 */
export function pageStyleTags({ styles }: EmotionCriticalToChunks): string {
  const rules = styles.map((chunk) => chunk.css).join('')
  const markers = styles.map((chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}"></style>`).join('')
  return `<style>${rules}</style>${markers}`
}
