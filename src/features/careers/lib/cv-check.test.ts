import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES, CV_REQUIRED, CV_TOO_LARGE, CV_WRONG_TYPE } from '@contract/application-rules.ts'
import { cvProblem } from './cv-check'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const file = (name: string, type: string, size = 100) => new File([new Uint8Array(size)], name, { type })

describe('cvProblem', () => {
  it('takes a PDF or a Word .docx up to 5 MB', () => {
    expect(cvProblem(file('resume.pdf', 'application/pdf'))).toBeUndefined()
    expect(cvProblem(file('Resume.PDF', ''))).toBeUndefined()
    expect(cvProblem(file('resume.docx', DOCX))).toBeUndefined()
    expect(cvProblem(file('resume.pdf', 'application/pdf', CV_MAX_BYTES))).toBeUndefined()
  })

  it("refuses what is missing, another kind of file, an empty one or one over 5 MB, in the contract's words", () => {
    expect(cvProblem(undefined)).toBe(CV_REQUIRED)
    expect(cvProblem(file('resume.doc', 'application/msword'))).toBe(CV_WRONG_TYPE)
    expect(cvProblem(file('setup.exe', 'application/x-msdownload'))).toBe(CV_WRONG_TYPE)
    expect(cvProblem(file('setup.pdf', 'application/x-msdownload'))).toBe(CV_WRONG_TYPE)
    expect(cvProblem(file('resume', ''))).toBe(CV_WRONG_TYPE)
    expect(cvProblem(file('resume.pdf', 'application/pdf', 0))).toBe(CV_WRONG_TYPE)
    expect(cvProblem(file('resume.pdf', 'application/pdf', CV_MAX_BYTES + 1))).toBe(CV_TOO_LARGE)
  })
})
