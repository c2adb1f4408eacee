// GET /api/sessions (admins): the caller's signed-in sessions; DELETE /api/sessions/{id} ends
// one; POST /api/sessions/end-others ends all but this one; POST /api/admin/team/{userId}/
// end-sessions (super_admin) ends every session of a staff member.
import { z } from 'zod';

export const staffSessionSchema = z.object({
  id: z.string(),
  /** e.g. "Firefox on Windows", from the user agent; "Unknown browser" without one. */
  browser: z.string(),
  address: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  /** The session of the request that asked: this device. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionsSchema = z.array(staffSessionSchema);

export const endedSessionsSchema = z.object({ ended: z.number().int(), message: z.string() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const SESSION_MESSAGES = {
  notFound: 'That session has already ended.',
  ended: 'The session has ended.',
  endedOthers: (n: number) => (n === 0 ? 'You have no other sessions.' : `Signed out of ${n} other ${n === 1 ? 'session' : 'sessions'}.`),
  endedStaff: (n: number) => `Ended ${n} ${n === 1 ? 'session' : 'sessions'}.`,
} as const;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A plain name for a user agent: "Chrome on Android", "Safari", or "Unknown browser". */
export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}
