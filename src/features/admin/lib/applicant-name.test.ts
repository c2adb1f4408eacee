import { describe, expect, it } from 'vitest'
import { applicantName, CLEARED_APPLICANT } from './applicant-name'

describe('applicantName', () => {
  it('names an applicant by their name, and one whose details were cleared by what happened', () => {
    expect(applicantName({ name: 'Casey Rivera' })).toBe('Casey Rivera')
    expect(applicantName({ name: '' })).toBe(CLEARED_APPLICANT)
  })
})
