/**
 * What a TypeScript integrator writes against Pitboss: sign in, list the slots of a group with
 * the typed tRPC client, swap two of them, save the order and publish the catalogue.
 *
 *   PITBOSS_URL=http://localhost:8080 PITBOSS_USERNAME=admin PITBOSS_PASSWORD='Admin123!' \
 *     pnpm --filter @pitboss/gateway exec tsx examples/reorder-and-publish.ts [--group <id>] [--swap 1,2]
 *
 * The gateway keeps the Cognito tokens; the script holds only the session cookie, through a small
 * fetch wrapper. (A script may instead send `Authorization: Bearer <Cognito access token>`.)
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@pitboss/gateway';

export interface ReorderOptions {
  /** The gateway, e.g. http://localhost:8080 */
  url: string;
  username: string;
  password: string;
  /** The group to reorder (default: the first group). */
  groupId?: string;
  /** The 1-based positions to swap (default 1 and 2). */
  swap?: [number, number];
  log?: (line: string) => void;
}

export interface ReorderResult {
  groupId: string;
  swapped: [string, string];
  sent: number;
  published: { slots: number | null; providers: number | null; groups: number | null };
}

/** A typed client that keeps the session cookie the gateway sets at sign-in. */
export function pitbossClient(url: string) {
  let cookie: string | undefined;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${url.replace(/\/+$/, '')}/trpc`,
        headers: () => (cookie ? { cookie } : {}),
        fetch: async (input, init) => {
          const res = await fetch(input, init);
          const set = res.headers.get('set-cookie');
          if (set) cookie = set.split(';')[0];
          return res;
        },
      }),
    ],
  });
}

export async function reorderAndPublish(options: ReorderOptions): Promise<ReorderResult> {
  const log = options.log ?? console.log;
  const trpc = pitbossClient(options.url);

  const login = await trpc.auth.login.mutate({
    username: options.username,
    password: options.password,
  });
  if (login.status !== 'SIGNED_IN')
    throw new Error(
      `${options.username} must set a new password first (sign in once in the browser).`,
    );
  log(`Signed in as ${login.user.displayName}`);

  try {
    const groupId = options.groupId ?? (await trpc.groups.list.query())[0]?.id;
    if (!groupId) throw new Error('No group to reorder.');
    const slots = await trpc.slots.listAllInGroup.query({ groupId });
    const [a, b] = options.swap ?? [1, 2];
    const first = slots[a - 1];
    const second = slots[b - 1];
    if (!first || !second || a === b)
      throw new Error(`Cannot swap positions ${a} and ${b} in a group of ${slots.length} slots.`);
    log(
      `Group ${groupId}: ${slots.length} slots; swapping #${a} "${first.title}" and #${b} "${second.title}"`,
    );

    // Only the two changed positions are sent.
    const order = await trpc.slots.bulkOrder.mutate({
      groupId,
      slotOrders: [
        { slotId: second.id, order: a },
        { slotId: first.id, order: b },
      ],
    });
    log(`Order saved (${order.sent} positions sent)`);

    const pending = await trpc.catalogue.changesSinceLastPublish.query();
    log(
      `Publishing: ${pending.slots} slots, ${pending.providers} providers, ${pending.groups} groups changed since ${pending.since ?? 'ever'}`,
    );
    const published = await trpc.catalogue.publish.mutate();
    log(
      `Published: ${published.slots ?? '?'} slots, ${published.providers ?? '?'} providers, ${published.groups ?? '?'} groups`,
    );
    return {
      groupId,
      swapped: [first.id, second.id],
      sent: order.sent,
      published: {
        slots: published.slots,
        providers: published.providers,
        groups: published.groups,
      },
    };
  } finally {
    await trpc.auth.logout.mutate();
  }
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Run as a script (not when imported by the tests). */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const swap = argument('swap')?.split(',').map(Number);
  reorderAndPublish({
    url: argument('url') ?? process.env.PITBOSS_URL ?? 'http://localhost:8080',
    username: argument('username') ?? process.env.PITBOSS_USERNAME ?? 'admin',
    password: argument('password') ?? process.env.PITBOSS_PASSWORD ?? '',
    ...((argument('group') ?? process.env.PITBOSS_GROUP_ID)
      ? { groupId: argument('group') ?? process.env.PITBOSS_GROUP_ID }
      : {}),
    ...(swap?.length === 2 ? { swap: [swap[0], swap[1]] as [number, number] } : {}),
  }).catch((err: unknown) => {
    console.error(err instanceof TRPCClientError ? `Pitboss said: ${err.message}` : err);
    process.exit(1);
  });
}
