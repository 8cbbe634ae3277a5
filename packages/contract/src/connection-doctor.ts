import { z } from 'zod';
import { featureSlugs } from './page-features.ts';

/** ok: nothing to do; warning: works, worth knowing; failed: something stops working until fixed; unknown: Meta does not say. */
export const doctorStatuses = ['ok', 'warning', 'failed', 'unknown'] as const;
export type DoctorStatus = (typeof doctorStatuses)[number];

/** The one action that fixes a failed line: reconnect, subscribe the app again, or ask Meta for the permission again. */
export const doctorFixes = ['reconnect', 'subscribe', 'rerequest'] as const;
export type DoctorFix = (typeof doctorFixes)[number];

/** What a permission is needed for: the product's features, or the connection itself (listing, webhooks). */
export const permissionUses = ['connection', ...featureSlugs] as const;
export type PermissionUse = (typeof permissionUses)[number];

const status = z.enum(doctorStatuses);
const fix = z.enum(doctorFixes).nullable();
const isoTime = z.string().nullable();

export const connectionDoctorSchema = z.object({
  kind: z.enum(['page', 'instagram']),
  id: z.number().describe('Our id of the page or Instagram account'),
  meta_id: z.string().describe("Meta's id, exactly as Meta gave it"),
  name: z.string(),
  checked_at: z.string(),
  healthy: z.boolean().describe('True when no line failed'),
  token: z.object({
    status,
    valid: z.boolean(),
    expires_at: isoTime.describe('null: the token does not expire'),
    data_access_expires_at: isoTime,
    error: z.string().nullable(),
    fix,
  }),
  permissions: z.object({
    status,
    items: z.array(
      z.object({
        name: z.string().describe("Meta's permission name"),
        granted: z.boolean(),
        used_for: z.array(z.enum(permissionUses)),
      }),
    ),
    missing: z.array(z.string()),
    stopped: z
      .array(z.string())
      .describe(
        'Permissions Facebook refused in a call or the person took back (the permissions webhook): what needs them is stopped until a reconnect grants them',
      ),
    fix,
  }),
  webhooks: z.object({
    status,
    subscribed: z.array(z.string()),
    needed: z.array(z.string()),
    missing: z.array(z.string()),
    refused: z.array(z.string()).describe('Fields Meta refused at the last subscription'),
    error: z.string().nullable().describe("Meta's message for the last failed subscription"),
    failed_at: isoTime,
    healed_at: isoTime.describe('When the periodic check last found the page unsubscribed and subscribed it again'),
    fix,
  }),
  last_event: z.object({ status, at: isoTime, kind: z.string().nullable() }),
  usage: z.object({
    status,
    percent: z.number().nullable().describe('The highest usage Meta reported in its headers, 0–100'),
  }),
  app_mode: z.object({
    status,
    mode: z.enum(['live', 'development', 'unknown']),
  }),
  login: z
    .object({ mode: z.enum(['scope', 'business']) })
    .describe(
      "How the login dialog asks for permissions: scope (a classic app) or Facebook Login for Business's configuration",
    ),
  graph_version: z
    .object({
      status,
      version: z.string().describe('The Graph API version the product calls, e.g. v21.0'),
      ends_at: isoTime.describe('When Meta stops serving it; null: no end announced (or long past)'),
      days_left: z.number().nullable(),
      ended: z.boolean().describe('Meta no longer serves it and answers with the oldest version it still serves'),
    })
    .describe('A warning from 90 days before Meta stops serving the version, and after'),
});
export type ConnectionDoctor = z.infer<typeof connectionDoctorSchema>;
