/**
 * One wording for a failed HTTP request, used by every downloader (the CR, Scryfall): a timeout
 * says how long we waited; a network failure names its code (ECONNREFUSED, ENOTFOUND…) rather
 * than fetch's bare "fetch failed".
 */
export function describeRequestFailure(url: string, e: unknown, timeoutMs: number): string {
  if (e instanceof Error) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return `the request to ${url} timed out after ${timeoutMs / 1000} s`;
    const cause = (e as { cause?: unknown }).cause;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String((cause as { code: unknown }).code) : null;
    const causeMessage = cause instanceof Error ? cause.message : null;
    return `the request to ${url} failed (${code ?? causeMessage ?? e.message})`;
  }
  return `the request to ${url} failed (${String(e)})`;
}
