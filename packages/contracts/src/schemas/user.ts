import { z } from 'zod';
import { AUTH } from '../constants.js';
import { looseText } from './common.js';

/** The values Administrator or admin count as admin. */
export function isAdminRole(role: string | null | undefined): boolean {
  if (role == null) return false;
  return (AUTH.adminRoles as readonly string[]).includes(role.trim());
}

/** The signed-in user as the browser sees it. */
export const userSchema = z.strictObject({
  username: z.string().min(1),
  userId: z.string().min(1),
  displayName: z.string(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  email: z.string().nullable(),
  /** The custom:role or role attribute; null when the user has none (the UI shows 'admin'). */
  role: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The record kept by the identity library: username, userId and attributes. */
export const upstreamUserAttributesSchema = z.looseObject({
  name: looseText,
  given_name: looseText,
  family_name: looseText,
  email: looseText,
  'custom:role': looseText,
  role: looseText,
  sub: looseText,
});

export const upstreamUserSchema = z
  .looseObject({
    username: z.string().min(1),
    userId: looseText,
    attributes: upstreamUserAttributesSchema.nullish(),
  })
  .transform((u): User => {
    const a = u.attributes ?? {
      name: null,
      given_name: null,
      family_name: null,
      email: null,
      'custom:role': null,
      role: null,
      sub: null,
    };
    const givenName = blankToNull(a.given_name);
    const familyName = blankToNull(a.family_name);
    const fullName = [givenName, familyName].filter((s): s is string => s != null).join(' ');
    const role = blankToNull(a['custom:role']) ?? blankToNull(a.role);
    return {
      username: u.username,
      userId: blankToNull(u.userId) ?? blankToNull(a.sub) ?? u.username,
      displayName: blankToNull(a.name) ?? (fullName !== '' ? fullName : u.username),
      givenName,
      familyName,
      email: blankToNull(a.email),
      role,
      isAdmin: isAdminRole(role),
    };
  })
  .pipe(userSchema);
export type UpstreamUser = z.input<typeof upstreamUserSchema>;

function blankToNull(v: string | null | undefined): string | null {
  if (v == null) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

/** The role to show: the user's role, default 'admin'. */
export const displayRole = (user: Pick<User, 'role'> | null | undefined): string =>
  user?.role ?? AUTH.defaultRole;

/**
 * Up to two initials for avatars: the first letters of the first and last words of the display
 * name (else given/family name, else username), upper-cased; '?' when nothing is known.
 */
export function userInitials(
  user:
    Partial<Pick<User, 'displayName' | 'givenName' | 'familyName' | 'username'>> | null | undefined,
): string {
  if (user == null) return '?';
  const candidates = [
    user.displayName,
    [user.givenName, user.familyName].filter(Boolean).join(' '),
    user.username,
  ];
  for (const c of candidates) {
    // an e-mail-like name counts by its local part
    const local = (c ?? '').split('@')[0] ?? '';
    const words = local
      .trim()
      .split(/[\s._-]+/u)
      .filter((w) => w !== '');
    const first = words[0];
    if (first === undefined) continue;
    const last = words.length > 1 ? words[words.length - 1] : undefined;
    const letters = [first, last]
      .filter((w): w is string => w !== undefined)
      .map((w) => Array.from(w)[0] ?? '')
      .join('');
    return letters.toUpperCase();
  }
  return '?';
}
