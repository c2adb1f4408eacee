import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import { contactRequestSchema } from '@contract/contact.ts'
import { resolverIn } from './spanish-errors'

const options = { shouldUseNativeValidation: false, fields: {} } as const
const invalid = { name: 'P', email: 'nope', phone: '', subject: 'Hi', message: 'short' }

describe('resolverIn', () => {
  it("gives a Spanish page the contract's messages in Spanish", async () => {
    const { errors } = await resolverIn('es', zodResolver(contactRequestSchema))(invalid, undefined, options)
    expect(errors.name?.message).toBe('El nombre debe tener al menos 2 caracteres')
    expect(errors.email?.message).toBe('Escriba un correo electrónico válido')
    expect(errors.message?.message).toBe('El mensaje debe tener al menos 10 caracteres')
  })

  it('leaves an English page and valid values as they are', async () => {
    const english = zodResolver(contactRequestSchema)
    expect(resolverIn('en', english)).toBe(english)
    const valid = { ...invalid, name: 'Pat', email: 'pat@example.org', subject: 'A question', message: 'Do you have openings?' }
    const { errors, values } = await resolverIn('es', english)(valid, undefined, options)
    expect(errors).toEqual({})
    expect(values).toMatchObject({ name: 'Pat' })
  })
})
