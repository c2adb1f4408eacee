/**
 * An element's attributes by name, to compare several at once:
 * expect(attributesOf(img)).toMatchObject({ … }). No element has no attributes, so the comparison fails.
 */
export function attributesOf(element: Element | null | undefined): Record<string, string> {
  return Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]))
}
