// A loopback fake of the slice of the Supabase Management API (https://api.supabase.com) that the
// deploy's CLI commands call, so tests run the real supabase CLI (node_modules/.bin/supabase,
// 2.117.0) with no credentials and no network, and record exactly what it sends.
//
// Written from the CLI's own source (github.com/supabase/cli), and checked against the installed
// 2.117.0 binary, whose requests are exactly the ones below (anything else lands in `unhandled`):
// - `link`: apps/cli/src/legacy/commands/link/SIDE_EFFECTS.md, link.handler.ts: GET the project,
//   its API keys (?reveal=true), storage settings and Supavisor pooler;
// - `config push` / `config diff`: apps/cli/src/legacy/commands/config/push/SIDE_EFFECTS.md,
//   push.handler.ts, config-sync/auth.sync.ts and api.sync.ts (ports of Go's
//   apps/cli-go/pkg/config/auth.go and api.go): GET the project, the add-ons and
//   GET /v2/projects/{ref}/config (v2GetProjectConfig: database, pooler, auth, api, realtime and
//   storage in one document), then PATCH /postgrest and /config/auth with only what differs;
//   each PATCH answer is decoded strictly (every AuthConfigResponse key, ./supabase-management-auth-config.ts);
// - `functions deploy --use-api`: apps/cli/src/legacy/commands/functions/deploy/SIDE_EFFECTS.md,
//   deploy.handler.ts (Go: apps/cli-go/internal/functions/deploy/deploy.go): one multipart POST
//   to /functions/deploy?slug=<name>, a `metadata` JSON part and one `file` part per module of the
//   graph plus the import map, each named by its path from the project root;
// - `secrets set`: apps/cli/src/legacy/commands/secrets/set/SIDE_EFFECTS.md: POST [{name, value}];
// - packages/api/src/generated/openapi.json: paths, bodies, the status codes modelled here.
// The CLI's API base URL comes from its profile: SUPABASE_PROFILE names a YAML file with api_url,
// dashboard_url and project_host (apps/cli/src/legacy/shared/legacy-profile.ts, Go's
// apps/cli-go/internal/utils/profile.go); SUPABASE_API_URL, which the SIDE_EFFECTS pages name,
// is not read by these commands in 2.117.0.
//
// Status codes and error bodies modelled (the API answers errors as {"message": "..."}):
//   401 {"message":"Unauthorized"}        no or another bearer token than the fake's
//   404 {"message":"Project not found"}   a ref other than the fake's (the CLI then treats it as a branch)
//   400 {"message":"..."}                 a malformed JSON body or a deploy without metadata/entrypoint
//   404 {"message":"Cannot <METHOD> <path>"}  any endpoint not modelled (recorded in `unhandled`,
//                                         so a test sees when the CLI calls something new)
//   200/201 with the response shapes of openapi.json for the modelled endpoints.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_CONFIG_RESPONSE_KEYS } from './supabase-management-auth-config.ts';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  body: Buffer;
};
export type UploadedFile = { name: string; filename: string; text: string };
export type FunctionDeploy = { slug: string; metadata: Record<string, unknown>; files: UploadedFile[] };

/**
 * Auth settings of a new hosted project, as GET /v1/projects/{ref}/config/auth shows them: every
 * key of AuthConfigResponse, null where a new project has no value (no SMTP: smtp_host null).
 */
export const NEW_PROJECT_AUTH: Record<string, unknown> = {
  ...Object.fromEntries(AUTH_CONFIG_RESPONSE_KEYS.map((key) => [key, null])),
  passkey_enabled: false,
  mfa_phone_otp_length: 6,
  sms_otp_length: 6,
  oauth_server_enabled: false,
  oauth_server_allow_dynamic_registration: false,
  custom_oauth_enabled: false,
  custom_oauth_max_providers: 3,
  site_url: 'http://localhost:3000',
  uri_allow_list: '',
  jwt_exp: 3600,
  disable_signup: false,
  external_email_enabled: true,
  external_phone_enabled: false,
  external_anonymous_users_enabled: false,
  mailer_autoconfirm: false,
  mailer_secure_email_change_enabled: true,
  mailer_otp_length: 6,
  mailer_otp_exp: 3600,
  security_update_password_require_reauthentication: false,
  smtp_max_frequency: 60,
  smtp_host: null,
  smtp_port: null,
  smtp_user: null,
  smtp_pass: null,
  smtp_admin_email: null,
  smtp_sender_name: null,
  password_min_length: 6,
  password_required_characters: '',
  refresh_token_rotation_enabled: true,
  security_refresh_token_reuse_interval: 10,
  security_manual_linking_enabled: false,
  rate_limit_anonymous_users: 30,
  rate_limit_email_sent: 2,
  rate_limit_otp: 30,
  rate_limit_sms_sent: 30,
  rate_limit_token_refresh: 150,
  rate_limit_verify: 30,
  rate_limit_web3: 30,
  mailer_subjects_recovery: 'Reset Your Password',
  mailer_templates_recovery_content: '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  sessions_timebox: 0,
  sessions_inactivity_timeout: 0,
  mfa_max_enrolled_factors: 10,
  mfa_totp_enroll_enabled: true,
  mfa_totp_verify_enabled: true,
  mfa_phone_enroll_enabled: false,
  mfa_phone_verify_enabled: false,
  mfa_web_authn_enroll_enabled: false,
  mfa_web_authn_verify_enabled: false,
};

/** PostgREST settings of a new hosted project (GET /v1/projects/{ref}/postgrest; the CLI also reads db_pool_acquisition_timeout). */
export const NEW_PROJECT_POSTGREST = {
  db_schema: 'public,graphql_public',
  max_rows: 1000,
  db_extra_search_path: 'public,extensions',
  db_pool: null,
  db_pool_acquisition_timeout: 10,
  jwt_secret: 'fake-jwt-secret-of-the-project',
};

export type ManagementApiFake = {
  url: string;
  ref: string;
  token: string;
  requests: RecordedRequest[];
  unhandled: string[];
  /** the bodies of PATCH /config/auth and /postgrest, in order */
  authPatches: Record<string, unknown>[];
  postgrestPatches: Record<string, unknown>[];
  deploys: FunctionDeploy[];
  secrets: Array<{ name: string; value: string }>;
  auth: Record<string, unknown>;
  postgrest: Record<string, unknown>;
  close: () => Promise<void>;
};

export async function startManagementApiFake(
  options: { ref?: string; token?: string } = {},
): Promise<ManagementApiFake> {
  const ref = options.ref ?? 'abcdefghijklmnopqrst';
  const token = options.token ?? 'sbp_0000000000000000000000000000000000000000';
  const fake: Omit<ManagementApiFake, 'url' | 'close'> = {
    ref,
    token,
    requests: [],
    unhandled: [],
    authPatches: [],
    postgrestPatches: [],
    deploys: [],
    secrets: [],
    auth: { ...NEW_PROJECT_AUTH },
    postgrest: { ...NEW_PROJECT_POSTGREST },
  };
  const functions = new Map<string, Record<string, unknown>>();

  const handle = async (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      contentType: req.headers['content-type'] ?? '',
      body,
    };
    fake.requests.push(recorded);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Unauthorized' });
    const match = /^\/(v1|v2)\/projects\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (!match) return notModelled();
    if (match[2] !== ref) return send(404, { message: 'Project not found' });
    const route = `${match[1]} ${recorded.method} ${match[3] ?? ''}`;
    const json = () => {
      try {
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        send(400, { message: 'Request body is not valid JSON' });
        return undefined;
      }
    };

    switch (route) {
      case 'v1 GET ':
        return send(200, project(ref));
      case 'v1 GET /api-keys':
        return send(200, apiKeys(ref));
      case 'v1 GET /config/storage':
        return send(200, STORAGE_V1);
      case 'v1 GET /config/database/pooler':
        return send(200, [pooler(ref)]);
      case 'v2 GET /config':
        return send(200, projectConfig(ref, fake.auth, fake.postgrest));
      case 'v1 GET /billing/addons':
        return send(200, { selected_addons: [], available_addons: [] });
      case 'v1 GET /postgrest':
        return send(200, fake.postgrest);
      case 'v1 PATCH /postgrest': {
        const patch = json();
        if (!isObject(patch)) return patch === undefined ? undefined : send(400, { message: 'Body must be an object' });
        fake.postgrestPatches.push(patch);
        Object.assign(fake.postgrest, patch);
        const { jwt_secret: _secret, ...shown } = fake.postgrest;
        return send(200, shown);
      }
      case 'v1 GET /config/auth':
        return send(200, fake.auth);
      case 'v1 PATCH /config/auth': {
        const patch = json();
        if (!isObject(patch)) return patch === undefined ? undefined : send(400, { message: 'Body must be an object' });
        fake.authPatches.push(patch);
        Object.assign(fake.auth, patch);
        return send(200, fake.auth);
      }
      case 'v1 GET /functions':
        return send(200, [...functions.values()]);
      case 'v1 POST /functions/deploy':
        return deploy();
      case 'v1 POST /secrets': {
        const list = json();
        if (!Array.isArray(list) || !list.every((s) => isObject(s) && typeof s.name === 'string' && typeof s.value === 'string')) {
          return list === undefined ? undefined : send(400, { message: 'Body must be [{"name","value"}]' });
        }
        fake.secrets.push(...(list as Array<{ name: string; value: string }>));
        return send(201, {});
      }
      default:
        return notModelled();
    }

    function notModelled() {
      fake.unhandled.push(`${recorded.method} ${url.pathname}`);
      send(404, { message: `Cannot ${recorded.method} ${url.pathname}` });
    }

    async function deploy() {
      const slug = url.searchParams.get('slug') ?? '';
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(slug)) return send(400, { message: 'slug must match ^[A-Za-z][A-Za-z0-9_-]*$' });
      let form: FormData;
      try {
        form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': recorded.contentType }, body: new Uint8Array(body) }).formData();
      } catch {
        return send(400, { message: 'Body must be multipart/form-data' });
      }
      const rawMetadata = form.get('metadata');
      const metadata = typeof rawMetadata === 'string' ? safeParse(rawMetadata) : undefined;
      if (!isObject(metadata) || typeof metadata.entrypoint_path !== 'string') {
        return send(400, { message: 'metadata with entrypoint_path is required' });
      }
      const files: UploadedFile[] = [];
      for (const [name, value] of form.entries()) {
        if (name === 'metadata' || typeof value === 'string') continue;
        files.push({ name, filename: value.name, text: await value.text() });
      }
      fake.deploys.push({ slug, metadata, files });
      const previous = functions.get(slug);
      const now = Date.now();
      const saved = {
        id: previous?.id ?? `fn-${slug}`,
        slug,
        name: typeof metadata.name === 'string' ? metadata.name : slug,
        status: 'ACTIVE',
        version: ((previous?.version as number | undefined) ?? 0) + 1,
        created_at: previous?.created_at ?? now,
        updated_at: now,
        verify_jwt: metadata.verify_jwt !== false,
        import_map: typeof metadata.import_map_path === 'string',
        entrypoint_path: metadata.entrypoint_path,
        import_map_path: metadata.import_map_path,
      };
      functions.set(slug, saved);
      return send(201, saved);
    }
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks), res).catch((error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `fake failed: ${error.message}` }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function project(ref: string) {
  return {
    id: ref,
    ref,
    organization_id: 'fake-organization',
    organization_slug: 'fake-organization',
    name: 'Bright Path (fake)',
    region: 'us-east-1',
    created_at: '2026-01-01T00:00:00.000Z',
    status: 'ACTIVE_HEALTHY',
    database: { host: `db.${ref}.supabase.co`, version: '17.4.1.054', postgres_engine: '17', release_channel: 'ga' },
  };
}

/** GET /v1/projects/{ref}/config/storage (StorageConfigResponse) of a free-plan project. */
const STORAGE_V1 = {
  fileSizeLimit: 52428800,
  features: {
    imageTransformation: { enabled: false },
    s3Protocol: { enabled: true },
    icebergCatalog: { enabled: false, maxNamespaces: 0, maxTables: 0, maxCatalogs: 0 },
    vectorBuckets: { enabled: false, maxBuckets: 0, maxIndexes: 0 },
  },
  capabilities: { list_v2: true, iceberg_catalog: false },
  external: { upstreamTarget: 'main' },
  migrationVersion: 'fix-optimized-search-function',
  databasePoolMode: 'single',
};

/** GET /v1/projects/{ref}/config/database/pooler: the primary's Supavisor entry. */
function pooler(ref: string) {
  const connection = `postgresql://postgres.${ref}:[YOUR-PASSWORD]@aws-0-us-east-1.pooler.supabase.com:6543/postgres`;
  return {
    identifier: ref,
    database_type: 'PRIMARY',
    is_using_scram_auth: true,
    db_user: `postgres.${ref}`,
    db_host: 'aws-0-us-east-1.pooler.supabase.com',
    db_port: 6543,
    db_name: 'postgres',
    connection_string: connection,
    connectionString: connection,
    default_pool_size: 15,
    max_client_conn: 200,
    pool_mode: 'transaction',
  };
}

/**
 * GET /v2/projects/{ref}/config (v2GetProjectConfig: the effective database, pooler, Auth, Data
 * API, Realtime and Storage settings in one document), the read `config push` diffs against.
 */
function projectConfig(ref: string, auth: Record<string, unknown>, postgrest: Record<string, unknown>) {
  return {
    data: {
      type: 'project_config',
      id: ref,
      attributes: {
        database: {
          major_version: 17,
          ssl_enforced: false,
          network_restrictions: { entitlement: 'allowed', status: 'applied', allowed_cidrs: [], updated_at: null, applied_at: null },
          postgres_settings: {},
        },
        pooler: {
          pool_mode: 'transaction',
          ignore_startup_parameters: 'extra_float_digits',
          server_idle_timeout: 60,
          server_lifetime: 3600,
          query_wait_timeout: 120,
          reserve_pool_size: 0,
          default_pool_size: 15,
          max_client_conn: 200,
        },
        auth,
        api: {
          db_schema: postgrest.db_schema,
          db_extra_search_path: postgrest.db_extra_search_path,
          max_rows: postgrest.max_rows,
          db_pool_acquisition_timeout: postgrest.db_pool_acquisition_timeout,
          db_pool: postgrest.db_pool,
        },
        realtime: {
          private_only: false,
          max_concurrent_users: 200,
          max_events_per_second: 100,
          max_bytes_per_second: 100000,
          max_channels_per_client: 100,
          max_joins_per_second: 100,
          max_presence_events_per_second: 100,
          max_payload_size_in_kb: 100,
          presence_enabled: true,
          suspend: false,
          connection_pool: 2,
          postgres_changes_pool: null,
        },
        storage: {
          file_size_limit: STORAGE_V1.fileSizeLimit,
          features: {
            image_transformation: { enabled: false },
            s3_protocol: { enabled: true },
            purge_cache: { enabled: false },
            iceberg_catalog: { enabled: false, max_namespaces: 0, max_tables: 0, max_catalogs: 0 },
            vector_buckets: { enabled: false, max_buckets: 0, max_indexes: 0 },
          },
          capabilities: { list_v2: true, iceberg_catalog: false },
          upstream_target: 'main',
          migration_version: STORAGE_V1.migrationVersion,
          database_pool_mode: STORAGE_V1.databasePoolMode,
        },
      },
    },
  };
}

function apiKeys(ref: string) {
  const key = (name: string, type: string, api_key: string) => ({ name, type, api_key, id: `${name}-id`, prefix: null, description: null, hash: null });
  return [
    key('anon', 'legacy', `eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6IiR7cmVmfSJ9.fake-${ref}`),
    key('service_role', 'legacy', `eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.fake-${ref}`),
    key('default', 'publishable', 'sb_publishable_fake0000000000000000'),
    key('default', 'secret', 'sb_secret_fake00000000000000000000000'),
  ];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
