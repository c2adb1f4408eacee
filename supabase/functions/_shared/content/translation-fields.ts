// The checks of a translation an admin saves (issue 36, item 4): each text sits at a path its kind
// of content lets be translated and is text where the English is text (a list of texts where
// the English is one); laid over the English, the whole still passes the English's own schema.
// Errors are keyed by the text's dotted path (keyComponents.0.description), as the forms place them.
import type { z } from 'zod';
import { isRecord, isTextList, overlayTranslation, TRANSLATABLE_PATHS, translatableTexts, valueAt, type TranslationKind } from '../contract/translations.ts';
import { validationFailed } from './site-content-tables.ts';

export const NOT_TRANSLATABLE = 'This text cannot be translated';
export const MUST_BE_TEXT = 'This must be text';
export const MUST_BE_TEXT_LIST = 'This must be a list of texts';

type Path = (string | number)[];
type Leaf = { path: Path; value: unknown };
type Issue = { path: Path; message: string };

/** The values a translation holds, each with its path: texts, lists of texts, and anything else (refused). */
export function leavesOf(value: unknown, at: Path = []): Leaf[] {
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...at, key]));
  if (Array.isArray(value) && !isTextList(value)) return value.flatMap((item, index) => leavesOf(item, [...at, index]));
  return [{ path: at, value }];
}

/** True when `path` is one of the kind's translatable paths (`*`: any one step). */
export function isTranslatablePath(kind: TranslationKind, path: Path): boolean {
  return TRANSLATABLE_PATHS[kind].some((pattern) => {
    const steps = pattern.split('.');
    return steps.length === path.length && steps.every((step, index) => step === '*' || step === String(path[index]));
  });
}

/** What is wrong with each value of `fields` by its path and type alone, compared with the English. */
export function pathIssues(kind: TranslationKind, english: unknown, fields: Record<string, unknown>): Issue[] {
  const texts = translatableTexts(kind, english);
  return leavesOf(fields).flatMap(({ path, value }): Issue[] => {
    if (!isTranslatablePath(kind, path)) return [{ path, message: NOT_TRANSLATABLE }];
    const englishValue = valueAt(texts, path);
    if (Array.isArray(englishValue)) return isTextList(value) ? [] : [{ path, message: MUST_BE_TEXT_LIST }];
    return typeof value === 'string' || (englishValue === undefined && isTextList(value)) ? [] : [{ path, message: MUST_BE_TEXT }];
  });
}

/**
 * The issues of the English with `fields` laid over it, by the English's own schema, that lie
 * at or under a text of the translation: a limit the Spanish breaks. (The English's other
 * fields are not the translator's to fix, and a save of them checks them already.)
 */
export function schemaIssues(kind: TranslationKind, english: unknown, fields: Record<string, unknown>, schema: z.ZodType): Issue[] {
  const result = schema.safeParse(overlayTranslation(kind, english, fields));
  if (result.success) return [];
  const translated = leavesOf(fields).map(({ path }) => path.join('.'));
  return result.error.issues
    .map((issue) => ({ path: issue.path.map((step) => (typeof step === 'number' ? step : String(step))), message: issue.message }))
    .filter(({ path }) => {
      const at = path.join('.');
      return translated.some((text) => at === text || at.startsWith(`${text}.`));
    });
}

/** The translation's texts, trimmed as the English's are, after every check; 400 with the issues otherwise. */
export function checkedTranslation(kind: TranslationKind, english: unknown, fields: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
  const trimmed = JSON.parse(JSON.stringify(fields, (_key, value) => (typeof value === 'string' ? value.trim() : value)));
  const issues = pathIssues(kind, english, trimmed);
  if (issues.length === 0) issues.push(...schemaIssues(kind, english, trimmed, schema));
  if (issues.length > 0) throw validationFailed(issues);
  return trimmed;
}
