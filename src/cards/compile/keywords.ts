/**
 * Keyword lines of oracle text ("Flying, vigilance", "Protection from red", "Equip {3}",
 * "Ward—Pay 2 life."): each keyword parsed into the engine's {keyword, param} and checked against
 * what the engine's rules code reads. A keyword the engine stores but whose rules it doesn't apply
 * (madness, morph …) is reported as unmodelled, never passed off as modelled.
 */
import { KEYWORD_COUNTERS, parseEnchant, protectionCovers } from '../../engine/keywords.ts';
import type { Keyword } from '../../engine/types.ts';
import { parseKeyword } from '../../scenario/schema/vocabulary.ts';

/**
 * Keywords the engine stores but whose rules no engine code applies: exalted (702.83a, the attack
 * trigger), decayed (702.147a, can't block / sacrificed after attacking). Reported as unmodelled.
 * (Changeling, 702.73a, is every creature type: the engine's layer 4 gives it, layers/world.ts.)
 */
const NOT_APPLIED: ReadonlySet<string> = new Set(['exalted', 'decayed']);

/**
 * Keywords the engine represents: the keyword-counter keywords (122.1b) and the keywords its
 * damage, state-based-action, combat, casting and layer code reads. Equip: the Equipment is
 * attached with `attachedTo` or the `attach` action (its activation's mana is not simulated).
 */
export const ENGINE_KEYWORDS: ReadonlySet<string> = new Set([
  // Exalted (702.83) and decayed (702.147) can be keyword counters, but no engine rule applies them.
  ...KEYWORD_COUNTERS.filter((k) => !NOT_APPLIED.has(k)),
  'defender', 'infect', 'wither', 'flash', 'fear', 'intimidate', 'horsemanship', 'skulk',
  'protection', 'enchant', 'toxic', 'landwalk', 'islandwalk', 'swampwalk', 'forestwalk', 'mountainwalk', 'plainswalk',
  'ward', 'shroud', 'split second', 'equip',
  // 702.89a: a destruction-replacement effect of an Aura (engine/keywords/umbra-armor.ts).
  'umbra armor',
  // 702.133a: cast from the graveyard with a discard as an additional cost, exiled as it leaves the stack (casting/permissions-zone.ts).
  'jump-start',
  // 702.88a: exiled as it resolves if cast from hand; the cast at the next upkeep is not modelled: a run reaching it stops (engine/keywords/rebound.ts).
  'rebound',
  // 702.73a: every creature type, in every zone (the engine's layer 4, layers/world.ts).
  'changeling',
  // 702.51a: creatures tapped rather than paying mana, named by the cast action (engine/keywords/convoke.ts).
  'convoke',
  // 702.100a: each instance a trigger of its own the engine gives the permanent (engine/keywords/evolve.ts).
  'evolve',
  // 702.126a: artifacts tapped rather than paying generic mana, named by the cast action (engine/keywords/improvise.ts).
  'improvise',
  // 702.131b: a permanent's ascend gives its controller the city's blessing (engine/keywords/ascend.ts); a spell's (702.131a) isn't read (keyword-lines.ts).
  'ascend',
]);

export interface KeywordItem {
  keyword: string;
  rest: string;
  /** The item as printed ("Equip {8}"). */
  text?: string;
}

/**
 * The keywords of a line that is only a keyword list, or null when the line says anything else.
 * `cardKeywords` are Scryfall's `keywords` for the card (they name its keyword abilities).
 */
export function keywordLine(line: string, cardKeywords: readonly string[]): KeywordItem[] | null {
  const text = line.trim();
  // "Landfall — Whenever …": an ability word, not a keyword.
  if (text === '' || text.includes(' — ')) return null;
  const known = [...new Set([...cardKeywords.map((k) => k.toLowerCase()), ...ENGINE_KEYWORDS])].sort((a, b) => b.length - a.length);
  const items = text.split(/[,;]\s+/);
  const out: KeywordItem[] = [];
  for (const raw of items) {
    let item = raw.trim();
    // 702.16g: "Protection from A, from B, and from C" — each "from …" item is one more quality of the keyword before it.
    const prev = out[out.length - 1];
    if (prev && /^(?:protection|hexproof)$/.test(prev.keyword) && /^(?:and )?from [A-Za-z’' -]+$/i.test(item)) {
      prev.rest = `${prev.rest}, ${item}`;
      prev.text = `${prev.text ?? prev.keyword}, ${item}`;
      continue;
    }
    const lower = item.toLowerCase();
    // A sentence ends with a period; a keyword's cost after an em dash may too ("Ward—Pay 2 life.").
    if (item.endsWith('.') && !item.includes('—')) return null;
    if (item.endsWith('.')) item = item.slice(0, -1);
    const k = known.find((name) => lower === name || lower.startsWith(`${name} `) || lower.startsWith(`${name}—`));
    const walk = /^([a-z ]+?)walk\b/.exec(lower);
    if (k) out.push({ keyword: k, rest: item.slice(k.length).replace(/^[\s—]+/, ''), text: item });
    else if (walk) out.push({ keyword: 'landwalk', rest: walk[1]!.trim(), text: item });
    else return null;
    if (out[out.length - 1]!.rest.split(/\s+/).length > 6) return null; // a sentence that starts with a keyword
  }
  return out;
}

/** Land types a landwalk keyword names that the engine's landwalk check reads (the defender's lands' subtypes). */
const LANDWALK_TYPES: ReadonlySet<string> = new Set(['plains', 'island', 'swamp', 'mountain', 'forest', 'desert']);

/** Null when the engine represents the keyword (with its parameter); else what is missing. */
export function keywordGap(item: KeywordItem): string | null {
  const k = item.keyword.toLowerCase();
  const rest = item.rest.toLowerCase();
  if (k === 'protection') {
    const qualities = rest.replace(/^from\s+/, '').split(/\s*(?:,|and)\s*(?:from\s+)?/).filter(Boolean);
    const bad = qualities.filter((q) => protectionCovers(q, { colors: [], types: [], subtypes: [] }) === null);
    return qualities.length > 0 && bad.length === 0 ? null : `keyword: protection from ${bad.join(', ') || rest}`;
  }
  if (k === 'enchant') return parseEnchant(rest) ? null : `keyword: enchant ${rest}`;
  if (k === 'toxic') return /^\d+$/.test(rest) ? null : `keyword: toxic ${rest}`;
  if (k === 'ward' || k === 'equip') return /^(\{\d+\})+$/.test(rest) || /^\d+$/.test(rest) ? null : `keyword: ${k} ${rest}`;
  // 702.14a: the engine checks "nonbasic land" and the land types below; bare "landwalk" names none,
  // and "legendary landwalk", "planeswalkerwalk" … are not land types.
  if (k === 'landwalk' || k.endsWith('walk')) {
    const type = k === 'landwalk' ? rest : `${k.slice(0, -'walk'.length)} ${rest}`.trim();
    return type === 'nonbasic land' || LANDWALK_TYPES.has(type) ? null : `keyword: ${k}${rest ? ` ${rest}` : ''}`;
  }
  // Hexproof from a quality (702.11d): the engine reads the same qualities as protection's.
  if (k === 'hexproof' && rest !== '') return protectionCovers(rest.replace(/^from\s+/, ''), { colors: [], types: [], subtypes: [] }) === null ? `keyword: hexproof ${rest}` : null;
  // 702.34a: flashback for a mana cost — the engine casts the card from its owner's graveyard for that
  // cost (an instant or sorcery only) and exiles it as it leaves the stack (casting/permissions-zone.ts,
  // 702.34a); a cost that isn't only mana ("Flashback—Sacrifice three creatures") it doesn't pay.
  if (k === 'flashback') return /^(?:\{(?:\d+|[WUBRGC])\})+$/.test(item.rest.trim()) ? null : `keyword: ${k}`;
  if (ENGINE_KEYWORDS.has(k)) return rest === '' ? null : `keyword: ${k} ${rest}`;
  return `keyword: ${k}`;
}

/**
 * The engine keywords of an item: one, or one per quality for "protection from A and from B"
 * (702.16g: two separate protection abilities); empty if the name isn't a keyword the schema knows.
 */
export function engineKeywords(item: KeywordItem): Keyword[] {
  const k = item.keyword.toLowerCase();
  if (k === 'protection' || k === 'hexproof') {
    const qualities = item.rest.replace(/^from\s+/i, '').split(/\s*,\s*(?:and\s+)?(?:from\s+)?|\s+and\s+from\s+/).filter(Boolean);
    if (qualities.length > 1) return qualities.flatMap((q) => engineKeywords({ keyword: item.keyword, rest: `from ${q}` }));
  }
  const one = engineKeyword(item);
  return one ? [one] : [];
}

/** The engine keyword of an item ({keyword, param}), or null if the name isn't a keyword the schema knows. */
function engineKeyword(item: KeywordItem): Keyword | null {
  const text = item.keyword === 'landwalk' ? `${item.rest}walk` : item.rest ? `${item.keyword} ${item.rest}` : item.keyword;
  const k = parseKeyword(text);
  if (k.ok) return k.keyword;
  const bare = parseKeyword(item.keyword);
  if (!bare.ok) return null;
  return item.rest ? { keyword: bare.keyword.keyword, param: item.rest } : bare.keyword;
}
