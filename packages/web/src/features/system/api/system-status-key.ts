/** The query key of `system.status`; every system mutation refreshes it. */
export const systemStatusQueryKey = ['system', 'status'] as const;
