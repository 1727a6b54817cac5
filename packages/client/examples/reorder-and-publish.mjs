/**
 * Sign in, swap two slots of a group, save the order (only the two changed positions are sent)
 * and publish the catalogue. The save is based on the order as it was read (`base`): if someone
 * reorders the group in between, it is refused with CONFLICT and nothing changes. Signs out
 * whatever happens.
 *
 *   PITBOSS_URL=http://localhost:8080 PITBOSS_USERNAME=admin PITBOSS_PASSWORD='Admin123!' \
 *     node reorder-and-publish.mjs [groupId] [positionA] [positionB]
 */
import { createPitbossClient, NewPasswordRequiredError, TRPCClientError } from '@pitboss/client';

const [groupArg, a = '1', b = '2'] = process.argv.slice(2);

try {
  const pitboss = await createPitbossClient({
    url: process.env.PITBOSS_URL ?? 'http://localhost:8080',
    username: process.env.PITBOSS_USERNAME ?? 'admin',
    password: process.env.PITBOSS_PASSWORD ?? '',
  });
  console.log(`Signed in as ${pitboss.user.displayName}`);
  try {
    const groupId = groupArg ?? (await pitboss.groups.list.query()).items[0]?.id;
    if (!groupId) throw new Error('No group to reorder.');
    const { items: slots, version } = await pitboss.slots.listAllInGroup.query({ groupId });
    const [x, y] = [Number(a), Number(b)];
    const first = slots[x - 1];
    const second = slots[y - 1];
    if (!first || !second || x === y)
      throw new Error(`Cannot swap positions ${a} and ${b} in a group of ${slots.length} slots.`);
    console.log(`Group ${groupId}: swapping #${x} "${first.title}" and #${y} "${second.title}"`);

    const order = await pitboss.slots.bulkOrder.mutate({
      groupId,
      slotOrders: [
        { slotId: second.id, order: x },
        { slotId: first.id, order: y },
      ],
      base: version,
    });
    console.log(`Order saved (${order.sent} positions sent)`);

    const published = await pitboss.catalogue.publish.mutate();
    console.log(
      `Published: ${published.slots ?? '?'} slots, ${published.providers ?? '?'} providers`,
    );
  } finally {
    await pitboss.signOut();
  }
} catch (err) {
  if (err instanceof NewPasswordRequiredError || err instanceof TRPCClientError)
    console.error(`Pitboss said: ${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
