// Lint rules, including the dependency direction of docs/conventions.md:
// routes → features → components / lib / content; features never import each other;
// the SPA takes only the contract from supabase/functions.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Every folder of src/features is a feature, read when the lint runs, so a new one is covered
// without being listed (scripts/lint/feature-boundaries.test.ts).
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureRules = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
            message: 'Features never import each other: compose them in a route, or move the shared piece to components/ or lib/.',
          },
          { group: ['@/routes/**'], message: 'Features do not import routes.' },
          { group: ['**/supabase/functions/**', '!@contract/**'], message: 'The SPA imports only the contract (@contract/*).' },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['dist', 'dist-functions', 'node_modules', '.local', 'src/routeTree.gen.ts', 'playwright-report', 'test-results', 'bench/.runs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='asChild']",
        message: 'A link that looks like a button is a LinkButton (@/components/ui/link-button): Button gives its element type="button", invalid on <a>.',
      }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/**', '@/routes/**'], message: 'Shared code does not import features or routes.' }] }],
    },
  },
  ...featureRules,
  {
    // A route file's options (search validation, loader, head) stay in the route tree, which every
    // page loads first; the contract's modules bring zod with them (26 KB gzipped on every page).
    // contract/collection-labels.ts imports nothing on purpose (its header says why).
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['@contract/*', '!@contract/collection-labels.ts'], allowTypeImports: true, message: 'Routes import only types from the contract: its values bring zod into every page. Import them in the feature the route shows.' }],
      }],
    },
  },
  {
    // _shared in layers (ARCHITECTURE.md): contract → db/http/storage → domain folders → routes/ → app.ts.
    // Only routes/ and app.ts import routes/ (scripts/lint/shared-layers.test.ts); the contract's own rule follows.
    files: ['supabase/functions/_shared/**/*.ts'],
    ignores: ['supabase/functions/_shared/routes/**', 'supabase/functions/_shared/app.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        regex: '^\\.\\.?/(.*/)?routes/',
        message: 'Below the routes, code does not import routes/: move what both need into a lower layer (db/, http/, storage/, a domain folder).',
      }] }],
    },
  },
  {
    files: ['supabase/functions/_shared/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./)', message: 'The contract imports only zod and its own files.' }] }] },
  },
)
