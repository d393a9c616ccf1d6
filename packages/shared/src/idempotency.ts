/**
 * The header a creating call carries so that sending the same form twice creates one thing: the web app
 * makes one key per form submission and sends it again on a retry; the server answers a repeat with the
 * first answer (`apps/server/src/idempotency.ts`).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
