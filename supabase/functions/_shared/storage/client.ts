// The Storage API calls /api makes (Supabase Storage; locally the stand-in of
// scripts/stand-ins/supabase-storage-api.ts), for any bucket (storage/buckets.ts: the media library's and
// the CVs'): store a file, read one as a visitor (the anon key: Storage applies the
// storage.objects policies) or with the service key, delete one. Writes use the service key after
// /api has checked the caller may make them. The keys are the project's
// (SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY); in local mode, without them, the same legacy
// JWT keys Supabase issues are made from JWT_SECRET ({ role } signed HS256).
import { SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Bucket } from './buckets.ts';

export class StorageUnavailableError extends Error {}

type Role = 'anon' | 'service_role';

const localKeys = new Map<string, Promise<string>>();
function localKey(secret: string, role: Role): Promise<string> {
  const id = `${role}:${secret}`;
  let key = localKeys.get(id);
  if (!key) {
    key = new SignJWT({ role, iss: 'supabase' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt()
      .sign(new TextEncoder().encode(secret));
    localKeys.set(id, key);
  }
  return key;
}

export function storageBase(config: Config): string {
  const base = config.STORAGE_URL ?? (config.SUPABASE_URL ? `${config.SUPABASE_URL.replace(/\/+$/, '')}/storage/v1` : undefined);
  if (!base) throw new StorageUnavailableError('STORAGE_URL or SUPABASE_URL is needed for Storage');
  return base.replace(/\/+$/, '');
}

/** Headers for a role: a JWT key goes in Authorization too; a new-style key (sb_…) only as apikey. */
async function headersFor(config: Config, role: Role): Promise<Record<string, string>> {
  const given = role === 'anon' ? config.SUPABASE_ANON_KEY : config.SUPABASE_SERVICE_ROLE_KEY;
  const key = given ?? (config.AUTH_MODE === 'local' ? await localKey(config.JWT_SECRET, role) : undefined);
  if (!key) throw new StorageUnavailableError(`the ${role} key is needed for Storage`);
  return key.split('.').length === 3 ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key };
}

const objectUrl = (config: Config, bucket: Bucket, path: string, read = false) =>
  `${storageBase(config)}/object/${read ? 'authenticated/' : ''}${bucket}/${encodeURIComponent(path)}`;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new StorageUnavailableError(`Storage could not be reached: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The status Storage means: hosted Storage sends nearly every error as HTTP 400 with the real
 * status in the JSON body's `statusCode` string (supabase/storage src/http/error-handler.ts,
 * src/internal/errors/storage-error.ts: { statusCode: '404', code: 'NoSuchKey', … }), so a
 * missing object is a 400 whose body says 404. The body is read (and so consumed) for a failure.
 */
async function meantStatus(res: Response): Promise<number> {
  if (res.ok) return res.status;
  const text = await res.text().catch(() => '');
  try {
    const said = Number((JSON.parse(text) as { statusCode?: unknown }).statusCode);
    return Number.isInteger(said) && said >= 400 ? said : res.status;
  } catch {
    return res.status;
  }
}

export async function putObject(
  config: Config,
  bucket: Bucket,
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  userMetadata: Record<string, unknown>,
): Promise<void> {
  const res = await call(objectUrl(config, bucket, path), {
    method: 'POST',
    headers: {
      ...(await headersFor(config, 'service_role')),
      'content-type': contentType,
      'cache-control': 'max-age=600',
      'x-metadata': btoa(JSON.stringify(userMetadata)),
    },
    body: bytes,
  });
  if (!res.ok) throw new StorageUnavailableError(`Storage refused the upload (${res.status}): ${await res.text()}`);
  await res.body?.cancel();
}

/** A file as a visitor may read it; null when Storage says there is none for them (404). */
export async function getPublicObject(config: Config, bucket: Bucket, path: string): Promise<Response | null> {
  return readable(await call(objectUrl(config, bucket, path, true), { headers: await headersFor(config, 'anon') }));
}

/** A file read with the service key (after /api checked the caller); null when there is none. */
export async function getServiceObject(config: Config, bucket: Bucket, path: string): Promise<Response | null> {
  return readable(await call(objectUrl(config, bucket, path, true), { headers: await headersFor(config, 'service_role') }));
}

/**
 * A read's answer: the file, or null when Storage says there is none for this caller (404
 * NoSuchKey or NoSuchBucket, also for a row the policies hide, or 400 InvalidKey for a name
 * Storage refuses; hosted sends each as HTTP 400 with the status in its body).
 */
async function readable(res: Response): Promise<Response | null> {
  if (res.ok) return res;
  const status = await meantStatus(res);
  if (status === 404 || status === 400) return null;
  throw new StorageUnavailableError(`Storage answered ${status} for a file`);
}

/** Deletes a file; true when it was there. */
export async function deleteObject(config: Config, bucket: Bucket, path: string): Promise<boolean> {
  const res = await call(objectUrl(config, bucket, path), { method: 'DELETE', headers: await headersFor(config, 'service_role') });
  const status = await meantStatus(res);
  await res.body?.cancel().catch(() => {});
  if (status === 404) return false;
  if (status >= 300) throw new StorageUnavailableError(`Storage refused a delete (${status})`);
  return true;
}
