// The fields the site's own content is made of (issue 32), with SPEC-style messages: the settings and
// page documents (site-content.ts) and the collections (collections.ts) both build on these, so they
// live apart from either. The limits are the database's CHECKs.
import { z } from 'zod';

export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` });

export const HTTPS_MESSAGE = 'Please enter a web address starting with https://';
export const httpsUrl = z.string({ error: HTTPS_MESSAGE }).trim().max(500, { error: 'Web address must be at most 500 characters' })
  .regex(/^https:\/\/[^\s/$.?#][^\s]*$/, { error: HTTPS_MESSAGE });

/** An image of the site itself (/images/…) or one on another https:// address. */
export const imageSrc = z.string({ error: 'Image is required' }).trim().min(1, { error: 'Image is required' })
  .max(500, { error: 'Image address must be at most 500 characters' })
  .regex(/^(\/[^\s/][^\s]*|https:\/\/[^\s]+)$/, { error: 'Image must be a site path (/images/…) or start with https://' });

export const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { error: `${label} must be a list` }).max(max, { error: `${label} may have at most ${max} entries` });

export const paragraphs = (label: string, max: number) =>
  list(requiredText(label, 4000), label, max).min(1, { error: `${label} needs at least one paragraph` });

export const phone = (label: string) => requiredText(label, 50);

/** A collection row's published flag (its position is set by reorder, not by the form). */
export const published = z.boolean({ error: 'Published must be true or false' }).default(true);
