import { http, HttpResponse } from 'msw'
import type { TranslationStatesAnswer } from './api'

/**
 * GET /api/admin/translations?locale=es for component tests: the states every admin list's
 * Spanish badges read (none by default, so lists that do not test them show no badge).
 */
export const translationStatesHandler = (states: TranslationStatesAnswer['states'] = {}) =>
  http.get('/api/admin/translations', () => HttpResponse.json({ states }))
