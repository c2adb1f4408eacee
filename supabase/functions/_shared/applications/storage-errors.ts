// Storage down while an applicant applies or an admin opens a CV: a 503 in the user's words,
// never a 500 (as routes/media-files.ts does for images).
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { StorageUnavailableError } from '../storage/client.ts';

export const CV_STORAGE_UNAVAILABLE = 'Resumes cannot be stored or opened right now. Please try again in a few minutes.';

export function storageDown(c: AppContext) {
  return (err: unknown): never => {
    if (err instanceof StorageUnavailableError) {
      c.get('deps').log('applications: storage unavailable', { error: err.message });
      throw new HttpError(503, { error: CV_STORAGE_UNAVAILABLE }, { 'Retry-After': '30' });
    }
    throw err;
  };
}
