import type { StoredUser } from '../db/schema.js';

/** Spec 1 §6: the values Administrator or admin count as admin. */
const ADMIN_ROLES = new Set(['Administrator', 'admin']);

/** Builds the user answer from Cognito attributes (spec 1 §3, §6). */
export function userFromAttributes(username: string, sub: string, attributes: Record<string, string>): StoredUser {
  const nonEmpty = (v: string | undefined): string | null => (v !== undefined && v.trim() !== '' ? v.trim() : null);
  const givenName = nonEmpty(attributes.given_name);
  const familyName = nonEmpty(attributes.family_name);
  const fullName = [givenName, familyName].filter((p): p is string => p !== null).join(' ');
  const role = nonEmpty(attributes['custom:role']) ?? nonEmpty(attributes.role) ?? 'admin';
  return {
    username,
    userId: nonEmpty(attributes.sub) ?? sub,
    displayName: nonEmpty(attributes.name) ?? (fullName || username),
    givenName,
    familyName,
    email: nonEmpty(attributes.email),
    role,
    isAdmin: ADMIN_ROLES.has(role),
  };
}
