/**
 * Errors as log objects without secrets, for everything the Discord transport logs.
 */

/**
 * An error as a log object without secrets: the interaction token (part of Discord's webhook URLs,
 * so it can appear in REST error messages) is replaced, and request details are left out.
 */
export function safeError(e: unknown, token?: string): Record<string, unknown> {
  const scrub = (s: string): string => (token && token.length >= 8 ? s.split(token).join('[REDACTED]') : s);
  if (e instanceof Error) {
    const out: Record<string, unknown> = { type: e.name, message: scrub(e.message) };
    if (e.stack) out.stack = scrub(e.stack);
    const extra = e as Error & { code?: unknown; status?: unknown };
    if (typeof extra.code === 'string' || typeof extra.code === 'number') out.code = extra.code;
    if (typeof extra.status === 'number') out.status = extra.status;
    return out;
  }
  return { type: typeof e, message: scrub(String(e)) };
}
