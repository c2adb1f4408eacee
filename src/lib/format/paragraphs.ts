/** Multi-line text as paragraphs: one per line break, blank lines dropped (SPEC 'Blog post', events). */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
}
