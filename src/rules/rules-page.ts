/**
 * Finding the Comprehensive Rules `.txt` link in the official rules page's HTML:
 * relative hrefs, encoded or literal spaces, HTML entities, and links only present in script data.
 */

import { lookupTable } from '../core/table.ts';

/** The named entities we decode (a table without a prototype: "&constructor;" stays as it is). */
const ENTITIES = lookupTable<string>({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' });

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeDecodeURIComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Well-known site files that are never the rules. */
const SITE_FILES = /^(?:robots|humans|ads|app-ads|security|llms(?:-full)?)\.txt$/i;

/** The newest date written in a file name, as a sortable number (20260925), or 0. */
function dateInName(name: string): number {
  let best = 0;
  for (const m of name.matchAll(/(?<!\d)((?:19|20)\d\d)[-_ ]?(0[1-9]|1[0-2])[-_ ]?(0[1-9]|[12]\d|3[01])(?!\d)/g)) {
    const n = Number(`${m[1]}${m[2]}${m[3]}`);
    if (n > best) best = n;
  }
  return best;
}

/**
 * The absolute URL of the CR `.txt` link in the rules page's HTML, or null. Handles relative
 * hrefs, `%20` or literal spaces in the file name, HTML entities, and links only present in
 * script data (`"https:\/\/…txt"`). With several `.txt` links, one whose name contains
 * 'MagicCompRules' wins, then the newest date in the name.
 */
export function findRulesTextLink(html: string, pageUrl: string): string | null {
  const raw: string[] = [];
  for (const m of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+))/gi)) {
    raw.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  // Links that only appear in embedded JSON or script (Next.js payloads escape '/' as '\/').
  const unescaped = html.replace(/\\u002[fF]/g, '/').replace(/\\\//g, '/');
  for (const m of unescaped.matchAll(/https?:\/\/[^\s"'<>\\]+?\.txt(?![\w.])(?:[?#][^\s"'<>\\]*)?/gi)) raw.push(m[0]);

  interface Candidate { url: string; named: boolean; date: number; index: number }
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const href of raw) {
    const cleaned = decodeEntities(href).trim();
    if (cleaned === '' || /^(?:javascript|mailto|data):/i.test(cleaned)) continue;
    let url: URL;
    try {
      url = new URL(cleaned, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const file = safeDecodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (!/\.txt$/i.test(file) || SITE_FILES.test(file)) continue;
    const abs = url.href;
    if (seen.has(abs)) continue;
    seen.add(abs);
    candidates.push({ url: abs, named: /magic\s*comp(?:rehensive)?\s*rules/i.test(file), date: dateInName(file), index: candidates.length });
  }
  candidates.sort((a, b) => Number(b.named) - Number(a.named) || b.date - a.date || a.index - b.index);
  return candidates[0]?.url ?? null;
}
