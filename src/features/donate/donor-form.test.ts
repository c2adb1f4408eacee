import { describe, expect, it } from 'vitest'
import { chosenDollars } from './chosen-dollars'
import { invalidFormToast } from './donor-form'
import { donorFormSchema } from './donor-form-schema'

const base = { frequency: 'one-time' as const, coverFee: false, dedicate: false, dedicationKind: 'honor' as const, dedicationName: '', dedicationEmail: '', presetAmount: null, customAmount: '', donorName: '', donorEmail: 'ana@example.org' }

describe('donor form schema', () => {
  it('turns a preset into integer cents and drops an empty name', () => {
    expect(donorFormSchema.parse({ ...base, presetAmount: 250 })).toEqual({ amountCents: 25000, frequency: 'one-time', coverFee: false, donorName: undefined, donorEmail: 'ana@example.org' })
  })

  it('carries the fee choice and a dedication; a dedication needs a name, and its e-mail must be valid when given', () => {
    const dedicated = { ...base, presetAmount: 50, coverFee: true, dedicate: true, dedicationKind: 'memory' as const, dedicationName: ' Rose ', dedicationEmail: '' }
    expect(donorFormSchema.parse(dedicated)).toMatchObject({ coverFee: true, dedication: { kind: 'memory', name: 'Rose' } })
    expect(donorFormSchema.parse(dedicated).dedication?.notifyEmail).toBeUndefined()
    expect(donorFormSchema.safeParse({ ...dedicated, dedicationName: ' ' }).error?.issues[0])
      .toMatchObject({ path: ['dedicationName'], message: 'Please enter the name of the person this gift honors.' })
    expect(donorFormSchema.safeParse({ ...dedicated, dedicationEmail: 'nope' }).error?.issues[0])
      .toMatchObject({ path: ['dedicationEmail'], message: 'Please enter a valid email address' })
    expect(donorFormSchema.parse({ ...dedicated, dedicate: false, dedicationName: '' }).dedication).toBeUndefined()
  })

  it('carries a monthly choice through, and refuses any other frequency', () => {
    expect(donorFormSchema.parse({ ...base, frequency: 'monthly', presetAmount: 25 }).frequency).toBe('monthly')
    expect(donorFormSchema.safeParse({ ...base, frequency: 'weekly', presetAmount: 25 }).success).toBe(false)
  })

  it('turns a custom amount into cents without float drift', () => {
    expect(donorFormSchema.parse({ ...base, customAmount: '19.99' }).amountCents).toBe(1999)
    expect(donorFormSchema.parse({ ...base, customAmount: '1' }).amountCents).toBe(100)
  })

  it('rejects amounts under $1 and over the ceiling on the custom amount field', () => {
    for (const customAmount of ['0.99', '', 'abc', '-5']) {
      const result = donorFormSchema.safeParse({ ...base, customAmount })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({ path: ['customAmount'], message: 'Please enter a valid donation amount of at least $1.' })
    }
    const big = donorFormSchema.safeParse({ ...base, customAmount: '100000.01' })
    expect(big.error?.issues[0]?.message).toMatch(/limited to \$100,000/)
  })

  it('asks for the e-mail with the receipt wording, and a malformed one with the e-mail message', () => {
    expect(donorFormSchema.safeParse({ ...base, presetAmount: 25, donorEmail: '  ' }).error?.issues[0]?.message)
      .toBe('Please provide your email address for the receipt.')
    expect(donorFormSchema.safeParse({ ...base, presetAmount: 25, donorEmail: 'ana@' }).error?.issues[0]?.message)
      .toBe('Please enter a valid email address')
  })

  it('reads the preset before the custom amount, and nothing usable as 0', () => {
    expect(chosenDollars({ presetAmount: 100, customAmount: '7' })).toBe(100)
    expect(chosenDollars({ presetAmount: null, customAmount: ' 7.5 ' })).toBe(7.5)
    expect(chosenDollars({ presetAmount: null, customAmount: 'x' })).toBe(0)
  })

  it("maps rejected fields to SPEC §8's toasts: amount first, then a missing e-mail", () => {
    const amount = { message: 'Please enter a valid donation amount of at least $1.' }
    const missing = { message: 'Please provide your email address for the receipt.' }
    expect(invalidFormToast({ customAmount: amount, donorEmail: missing })).toEqual({ title: 'Invalid Amount', description: amount.message })
    expect(invalidFormToast({ donorEmail: missing })).toEqual({ title: 'Email Required', description: missing.message })
    expect(invalidFormToast({ donorEmail: { message: 'Please enter a valid email address' } })).toBeNull()
  })
})
