import { upstreamUserSchema, type User } from '@pitboss/contracts';

/** The user answer from Cognito attributes, by the contracts' rule. */
export function userFromAttributes(
  username: string,
  sub: string,
  attributes: Record<string, string>,
): User {
  return upstreamUserSchema.parse({ username, userId: attributes.sub ?? sub, attributes });
}
