// The site's languages and their addresses live in the contract, which the functions' e-mail links
// share. A relative import: the build's own config (vite.config.ts) loads this module, where the
// @contract alias does not reach.
export { englishPath, localeOf, LOCALES, pathIn, type Locale } from '../../supabase/functions/_shared/contract/locale-paths.ts'
