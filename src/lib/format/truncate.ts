/** Cuts `text` to `max` characters plus '...' when longer (SPEC §9: menu 60, cards 120). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text
}
