import { E2E_SANDBOX_URL } from '../../stack.js';

/**
 * The e2e stack's sandbox runs with its test-only surface on: what it received per path, and
 * faults to inject. Read packages/sandbox/API.md for the exact shapes.
 */
export async function sandboxRequests(path: string): Promise<unknown> {
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/requests?path=${encodeURIComponent(path)}`);
  if (!res.ok) throw new Error(`sandbox requests: HTTP ${res.status}`);
  return res.json();
}

export async function sandboxFault(fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${E2E_SANDBOX_URL}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`sandbox fault: HTTP ${res.status} ${await res.text()}`);
}
