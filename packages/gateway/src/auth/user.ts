import { upstreamUserSchema, type User } from '@pitboss/contracts';

/** The user answer from Cognito attributes, by the contracts' rule (spec 1 §3, §6). */
export function userFromAttributes(
  username: string,
  sub: string,
  attributes: Record<string, string>,
): User {
  return upstreamUserSchema.parse({ username, userId: attributes.sub ?? sub, attributes });
}
