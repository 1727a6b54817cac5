// Admin-API requests per user action: a counting proxy sits between the gateway and the sandbox
// (the default catalogue, whose largest group holds 1,200 slots) and counts what each action
// sends. Deterministic: the same actions give the same counts on any machine. The edits carry
// their base as the web sends it: the stale-write check shares the audit's read.
//
//   node tests/bench/admin-api-requests.mjs
import { orderVersion, versionOf } from '@pitboss/contracts';
import { startCountingProxy } from '../../packages/gateway/test/support/counting-proxy.mjs';
import { freePort, report, row, runMain, signIn, startStack, trpcUrl } from './lib.mjs';

const BUDGETS = {
  slotOrder: 14,
  slotEdit: 3,
  publish: 3,
};

async function main() {
  const sandboxPort = await freePort();
  const proxy = await startCountingProxy(`http://127.0.0.1:${sandboxPort}`);
  const stack = await startStack({
    ports: { sandbox: sandboxPort },
    gatewayAdminApiUrl: proxy.url,
    // the publish's own requests, not the change request it needs by default
    env: { APPROVALS_REQUIRED: 'none' },
  });
  try {
    const base = stack.gatewayUrl;
    const cookie = await signIn(base);
    const query = async (procedure, input) => {
      const res = await fetch(trpcUrl(base, procedure, input), { headers: { cookie } });
      const body = await res.json();
      if (res.status !== 200)
        throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    };
    const mutate = async (procedure, input) => {
      const res = await fetch(`${base}/trpc/${procedure}`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(input ?? null),
      });
      const body = await res.json();
      if (res.status !== 200)
        throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return body.result.data;
    };
    const counted = async (action) => {
      proxy.forget();
      await action();
      return proxy.requests();
    };

    let largest = null;
    for (const group of (await query('groups.list')).items) {
      const { items } = await query('slots.listAllInGroup', { groupId: group.id });
      if (!largest || items.length > largest.items.length) largest = { id: group.id, items };
    }
    const [a, b] = largest.items;
    const order = await counted(() =>
      mutate('slots.bulkOrder', {
        groupId: largest.id,
        slotOrders: [
          { slotId: a.id, order: 2 },
          { slotId: b.id, order: 1 },
        ],
        base: orderVersion(largest.items.map((s) => s.id)),
      }),
    );
    const slot = await query('slots.get', { id: a.id });
    const edit = await counted(() =>
      mutate('slots.update', { id: a.id, title: `${a.title} ·`, base: versionOf(slot) }),
    );
    const providers = (await query('providers.list', { page: 1, limit: 100 })).items;
    const [p, q] = providers;
    const providerOrder = await counted(() =>
      mutate('providers.bulkOrder', {
        providerOrders: [
          { providerId: p.id, order: 2 },
          { providerId: q.id, order: 1 },
        ],
        base: orderVersion(providers.map((x) => x.id)),
      }),
    );
    const publish = await counted(() => mutate('catalogue.publish'));

    const size = largest.items.length;
    const rows = [
      row(
        `admin-API requests: a two-move slots.bulkOrder on the ${size}-slot group`,
        `≤ ${BUDGETS.slotOrder}`,
        order.length,
        order.length <= BUDGETS.slotOrder,
      ),
      row(
        'admin-API requests: a one-field slots.update',
        `≤ ${BUDGETS.slotEdit}`,
        edit.length,
        edit.length <= BUDGETS.slotEdit,
      ),
      row(
        'admin-API requests: catalogue.publish',
        `≤ ${BUDGETS.publish}`,
        publish.length,
        publish.length <= BUDGETS.publish,
      ),
      row(
        'admin-API requests: a two-move providers.bulkOrder',
        'reported',
        providerOrder.length,
        true,
      ),
    ];
    const lines = (list) => list.map((r) => `${r.method} ${r.path}`);
    report('admin-api-requests', rows, {
      slotOrder: lines(order),
      slotEdit: lines(edit),
      providerOrder: lines(providerOrder),
      publish: lines(publish),
    });
  } finally {
    await stack.stop();
    await proxy.close();
  }
}

runMain(main);
