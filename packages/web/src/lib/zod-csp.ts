// zod compiles object schemas with `new Function` when it may, and probes for it when a schema is
// built. The page's CSP (script-src 'self') refuses eval, so the probe is reported as a CSP
// violation on every signed-in screen (Lighthouse best practices, "inspector-issues"). zod reads
// its configuration from this global (shared by every copy of zod on the page); set before any
// schema is built, validation runs interpreted: the same answers, no probe, no violation.
// Imported first by main.tsx, so it runs before any module that builds a schema.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
