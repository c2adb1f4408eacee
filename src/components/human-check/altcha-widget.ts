// The proof-of-work widget (altcha, a web component), loaded only when a guarded form is used or
// comes into view (human-check.tsx), never with a page's first load. The "external" build keeps
// the site's Content-Security-Policy: its styles come from a CSS file and its worker from a
// script of the site's own (Vite's ?worker), where the default build would make a blob: worker
// and a <style> at run time. Its words are the site's, in English and Spanish.
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-widget.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import { widgetWords } from './widget-words'

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
globalThis.$altcha.i18n.set('en', widgetWords.en)
globalThis.$altcha.i18n.set('es', widgetWords.es)
