// The amount a donor has chosen, read by the form (donor-form.ts, components/donation-form.tsx) and
// by its validation (donor-form-schema.ts): a file of its own, so neither imports the other for it.
/** The dollar amount the visitor has chosen; 0 when nothing usable is entered. */
export function chosenDollars({ presetAmount, customAmount }: { presetAmount: number | null; customAmount: string }): number {
  if (presetAmount !== null) return presetAmount
  const value = Number(customAmount.trim())
  return customAmount.trim() !== '' && Number.isFinite(value) ? value : 0
}
