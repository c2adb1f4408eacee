// The headers a server-side call to Supabase carries for a project API key, as Supabase documents
// them (supabase.com/docs/guides/api/api-keys; /docs/guides/functions/auth-headers): the new keys
// (sb_publishable_…, sb_secret_…) are not JWTs and go in `apikey` only; a legacy anon or
// service_role key is a JWT and goes in `apikey` and, as a bearer token, in `Authorization`.
export function apiKeyHeaders(key: string): Record<string, string> {
  const value = key.trim();
  return value.startsWith('sb_') ? { apikey: value } : { apikey: value, Authorization: `Bearer ${value}` };
}
