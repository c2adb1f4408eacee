// Keeps the work in open forms across a sign-out for inactivity (issue 34, WCAG 2.2.1): the
// forms someone typed in and did not submit are saved to sessionStorage (this tab only, gone
// when it closes) with the page's path, and put back when that page is open again after
// signing back in. Password and file fields are never saved.

const KEY = 'admin-form-drafts'
const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset'])

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface FormDraft {
  /** The form's accessible name (aria-label, aria-labelledby, or its first heading), or "Form n". */
  label: string
  values: Record<string, string | boolean>
}

export interface SavedDrafts {
  path: string
  forms: FormDraft[]
}

const edited = new WeakSet<HTMLFormElement>()

/** Starts noting which forms have been typed in since they were last submitted; returns the stop. */
export function trackEditedForms(root: Document = document): () => void {
  const onEdit = (e: Event) => {
    const form = (e.target as Element | null)?.closest?.('form')
    if (form) edited.add(form)
  }
  const onSubmit = (e: Event) => {
    if (e.target instanceof HTMLFormElement) edited.delete(e.target)
  }
  root.addEventListener('input', onEdit, true)
  root.addEventListener('change', onEdit, true)
  root.addEventListener('submit', onSubmit, true)
  return () => {
    root.removeEventListener('input', onEdit, true)
    root.removeEventListener('change', onEdit, true)
    root.removeEventListener('submit', onSubmit, true)
  }
}

export function formLabel(form: HTMLFormElement, index: number): string {
  const labelledBy = form.getAttribute('aria-labelledby')
  const byId = labelledBy ? form.ownerDocument.getElementById(labelledBy)?.textContent?.trim() : undefined
  const heading = form.querySelector('h1, h2, h3, h4, legend')?.textContent?.trim()
  return form.getAttribute('aria-label')?.trim() || byId || heading || `Form ${index + 1}`
}

const fields = (form: HTMLFormElement) =>
  [...form.elements].filter((el): el is Field =>
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
    && !!el.name && !(el instanceof HTMLInputElement && SKIPPED.has(el.type)))

function valuesOf(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const el of fields(form)) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.type === 'checkbox') values[el.name] = el.checked
      else if (el.checked) values[el.name] = el.value
    } else values[el.name] = el.value
  }
  return values
}

/** Saves every edited, unsubmitted form on the page under `path`; answers what was saved. */
export function saveDrafts(path: string, root: Document = document): FormDraft[] {
  const forms = [...root.querySelectorAll('form')]
  const drafts = forms.flatMap((form, i) => (edited.has(form) ? [{ label: formLabel(form, i), values: valuesOf(form) }] : []))
  if (drafts.length) sessionStorage.setItem(KEY, JSON.stringify({ path, forms: drafts } satisfies SavedDrafts))
  return drafts
}

/** The drafts saved for `path`, removed from storage (they are handed over once). */
export function takeDrafts(path: string): FormDraft[] {
  const text = sessionStorage.getItem(KEY)
  if (!text) return []
  try {
    const saved = JSON.parse(text) as SavedDrafts
    if (saved.path !== path) return []
    sessionStorage.removeItem(KEY)
    return Array.isArray(saved.forms) ? saved.forms : []
  } catch {
    sessionStorage.removeItem(KEY)
    return []
  }
}

/** Sets a field the way typing does, so React (and react-hook-form) see the change. */
function setField(el: Field, value: string | boolean) {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') {
    if (el.checked !== value) el.click()
    return
  }
  if (el instanceof HTMLInputElement && el.type === 'radio') {
    if (el.value === value && !el.checked) el.click()
    return
  }
  const proto = Object.getPrototypeOf(el) as object
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set
  setter?.call(el, String(value))
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Puts a draft back into the page's form of the same name; false when no such form is open. */
export function restoreDraft(draft: FormDraft, root: Document = document): boolean {
  const forms = [...root.querySelectorAll('form')]
  const form = forms.find((f, i) => formLabel(f, i) === draft.label)
  if (!form) return false
  for (const el of fields(form)) if (el.name in draft.values) setField(el, draft.values[el.name]!)
  edited.add(form)
  return true
}
