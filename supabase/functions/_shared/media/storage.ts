// The Storage API calls /api makes for the media library (Supabase Storage, bucket `media`) and
// for applicants' CVs (bucket `applications`, read and written only with the service key;
// locally the stand-in of scripts/stack/storage-stand-in.ts): store a file, read one as a visitor
// (the anon key: Storage applies the storage.objects policies), delete one. Writes use the
// service key after /api has checked the caller is an admin. The keys are the project's
// (SUPABASE_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY); in local mode, without them, the same legacy
// JWT keys Supabase issues are made from JWT_SECRET ({ role } signed HS256).
import { SignJWT } from 'jose';
import type { Config } from '../config.ts';

export const MEDIA_BUCKET = 'media';

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
  if (!base) throw new StorageUnavailableError('STORAGE_URL or SUPABASE_URL is needed for the media library');
  return base.replace(/\/+$/, '');
}

/** Headers for a role: a JWT key goes in Authorization too; a new-style key (sb_…) only as apikey. */
async function headersFor(config: Config, role: Role): Promise<Record<string, string>> {
  const given = role === 'anon' ? config.SUPABASE_ANON_KEY : config.SUPABASE_SERVICE_ROLE_KEY;
  const key = given ?? (config.AUTH_MODE === 'local' ? await localKey(config.JWT_SECRET, role) : undefined);
  if (!key) throw new StorageUnavailableError(`the ${role} key is needed for the media library`);
  return key.split('.').length === 3 ? { apikey: key, authorization: `Bearer ${key}` } : { apikey: key };
}

const objectUrl = (config: Config, path: string, read = false, bucket = MEDIA_BUCKET) =>
  `${storageBase(config)}/object/${read ? 'authenticated/' : ''}${bucket}/${encodeURIComponent(path)}`;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    throw new StorageUnavailableError(`Storage could not be reached: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function putObject(
  config: Config,
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  userMetadata: Record<string, unknown>,
  bucket = MEDIA_BUCKET,
): Promise<void> {
  const res = await call(objectUrl(config, path, false, bucket), {
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
export async function getPublicObject(config: Config, path: string): Promise<Response | null> {
  const res = await call(objectUrl(config, path, true), { headers: await headersFor(config, 'anon') });
  if (res.status === 404 || res.status === 400) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw new StorageUnavailableError(`Storage answered ${res.status} for a file`);
  return res;
}

/** A file read with the service key (after /api checked the caller); null when there is none. */
export async function getServiceObject(config: Config, path: string, bucket: string): Promise<Response | null> {
  const res = await call(objectUrl(config, path, true, bucket), { headers: await headersFor(config, 'service_role') });
  if (res.status === 404 || res.status === 400) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw new StorageUnavailableError(`Storage answered ${res.status} for a file`);
  return res;
}

/** Deletes a file; true when it was there. */
export async function deleteObject(config: Config, path: string, bucket = MEDIA_BUCKET): Promise<boolean> {
  const res = await call(objectUrl(config, path, false, bucket), { method: 'DELETE', headers: await headersFor(config, 'service_role') });
  await res.body?.cancel();
  if (res.status === 404) return false;
  if (!res.ok) throw new StorageUnavailableError(`Storage refused a delete (${res.status})`);
  return true;
}
