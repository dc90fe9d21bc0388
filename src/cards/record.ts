/**
 * From Scryfall card objects to the records we keep, and the join of Japanese printings onto
 * English oracle cards (by oracle_id, else by card or face name). Lenient by design: Scryfall
 * adds fields over time and omits the ones that don't apply, so every field is read with a type
 * check and a missing or odd value becomes null rather than an error.
 */
import type { CardFace, CardRecord, JaPrinting } from './types.ts';
import { looksJapanese } from '../core/lang.ts';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strings = (v: unknown): string[] | null => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null);
const normalImage = (v: unknown): string | null => (isObj(v) ? str(v.normal) : null);

/** Layouts that are not cards a player casts or plays with (Scryfall's art cards). */
export const SKIPPED_LAYOUTS: ReadonlySet<string> = new Set(['art_series']);

/** What kind of Scryfall object this is, for the loader. */
export type ScryfallObjectKind = 'oracle' | 'ja' | 'other-language' | 'skipped' | 'not-a-card';

export function classify(o: unknown): ScryfallObjectKind {
  if (!isObj(o) || typeof o.name !== 'string' || o.name.trim() === '') return 'not-a-card';
  if (o.object !== undefined && o.object !== 'card') return 'not-a-card';
  const lang = typeof o.lang === 'string' ? o.lang : 'en';
  if (lang === 'ja') return 'ja';
  if (lang !== 'en') return 'other-language';
  if (typeof o.layout === 'string' && SKIPPED_LAYOUTS.has(o.layout)) return 'skipped';
  return 'oracle';
}

function toFace(f: Obj): CardFace {
  return {
    name: str(f.name) ?? '',
    mana_cost: str(f.mana_cost),
    type_line: str(f.type_line),
    oracle_text: str(f.oracle_text),
    power: str(f.power),
    toughness: str(f.toughness),
    loyalty: str(f.loyalty),
    defense: str(f.defense),
    colors: strings(f.colors),
    ja: null,
    image: normalImage(f.image_uris),
  };
}

/** The record we keep of an English (oracle) card object. */
export function toCardRecord(o: Obj): CardRecord {
  const faces = Array.isArray(o.card_faces) ? o.card_faces.filter(isObj).map(toFace).filter((f) => f.name !== '') : null;
  const image = normalImage(o.image_uris) ?? faces?.find((f) => f.image !== null)?.image ?? null;
  return {
    name: str(o.name) ?? '',
    oracle_id: str(o.oracle_id),
    mana_cost: str(o.mana_cost),
    cmc: num(o.cmc),
    type_line: str(o.type_line),
    oracle_text: str(o.oracle_text),
    power: str(o.power),
    toughness: str(o.toughness),
    loyalty: str(o.loyalty),
    defense: str(o.defense),
    colors: strings(o.colors),
    color_identity: strings(o.color_identity) ?? [],
    keywords: strings(o.keywords) ?? [],
    layout: str(o.layout) ?? 'normal',
    card_faces: faces && faces.length > 0 ? faces : null,
    image,
    scryfall_uri: str(o.scryfall_uri),
    rulings_uri: str(o.rulings_uri),
    set: str(o.set),
    ja: [],
    rank: num(o.edhrec_rank),
  };
}

/** A usable Japanese printed name: present, not a placeholder, and actually Japanese. */
function jaName(v: unknown): string | null {
  const s = str(v)?.trim();
  if (!s || s === 'undefined' || s === 'null' || !looksJapanese(s)) return null;
  return s;
}

/** What we keep of a Japanese printing (all_cards rows with lang 'ja'). */
export function toJaPrinting(o: Obj): JaPrinting {
  const faces = Array.isArray(o.card_faces)
    ? o.card_faces.filter(isObj).map((f) => ({ name: str(f.name) ?? '', printed_name: jaName(f.printed_name) }))
    : [];
  const text = str(o.printed_text)?.trim();
  return { name: str(o.name) ?? '', printed_name: jaName(o.printed_name), ...(text && looksJapanese(text) ? { printed_text: text } : {}), oracle_id: str(o.oracle_id), faces };
}

/** The compact JSON form of a Japanese printing that `cards:sync` writes (Scryfall's shape, only what we read). */
export function jaPrintingJson(p: JaPrinting): Obj {
  return {
    object: 'card',
    lang: 'ja',
    name: p.name,
    ...(p.printed_name ? { printed_name: p.printed_name } : {}),
    ...(p.printed_text ? { printed_text: p.printed_text } : {}),
    ...(p.oracle_id ? { oracle_id: p.oracle_id } : {}),
    ...(p.faces.some((f) => f.printed_name) ? { card_faces: p.faces.map((f) => ({ name: f.name, ...(f.printed_name ? { printed_name: f.printed_name } : {}) })) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The join

/** A Japanese name whose English card is not in the catalog (its English name is still useful). */
export interface JaOrphan {
  ja: string;
  name: string;
}

export interface JoinReport {
  /** Japanese printings joined to a card by oracle_id. */
  byOracleId: number;
  /** … by the card's (or a face's) English name. */
  byName: number;
  /** Japanese printings with no printed name to use. */
  unnamed: number;
  orphans: JaOrphan[];
}

/** Adds `name` to `list` unless it's there already. */
function addUnique(list: string[], name: string): void {
  if (!list.includes(name)) list.push(name);
}

/**
 * Puts the Japanese names of `printings` on `cards` (in place): the card's `ja` list, and each
 * face's `ja` when the printing names a face. Printings are joined by oracle_id, else by the
 * English name of the card or of one of its faces (adventure and double-faced cards are often
 * listed under their front face's name).
 */
export function joinJapanese(cards: CardRecord[], printings: Iterable<JaPrinting>): JoinReport {
  const byOracle = new Map<string, CardRecord>();
  const byName = new Map<string, { card: CardRecord; face: number | null }>();
  const rank = (c: CardRecord): number => (c.layout === 'token' || c.layout === 'double_faced_token' || c.layout === 'emblem' ? 1 : 0);
  for (const c of cards) {
    if (c.oracle_id && !byOracle.has(c.oracle_id)) byOracle.set(c.oracle_id, c);
    const prev = byName.get(c.name);
    if (!prev || rank(c) < rank(prev.card)) byName.set(c.name, { card: c, face: null });
  }
  for (const c of cards) {
    c.card_faces?.forEach((f, i) => {
      if (!byName.has(f.name)) byName.set(f.name, { card: c, face: i });
    });
  }
  // Count how often each printed name occurs per card, so the most common spelling comes first.
  const counts = new Map<CardRecord, Map<string, number>>();
  const report: JoinReport = { byOracleId: 0, byName: 0, unnamed: 0, orphans: [] };
  const orphanSeen = new Set<string>();
  for (const p of printings) {
    let card: CardRecord | undefined;
    let face: number | null = null;
    if (p.oracle_id) card = byOracle.get(p.oracle_id);
    // A token printed with a real card's name (the Ornithopter token, 《羽ばたき飛行機械》) has that card's
    // name: the Japanese name names the card too, which is what a question means by it. (The token's
    // printed text is its own, so it is not taken as the card's.)
    const named = card && rank(card) > 0 ? byName.get(p.name) : undefined;
    const fromToken = named !== undefined && named.face === null && rank(named.card) === 0;
    if (fromToken) card = named.card;
    if (card) {
      const f = card.card_faces?.findIndex((x) => x.name === p.name) ?? -1;
      if (f >= 0 && card.name !== p.name) face = f;
    } else {
      const hit = byName.get(p.name);
      if (hit) {
        card = hit.card;
        face = hit.face;
      }
    }
    const faceNames = p.faces.map((f) => f.printed_name);
    const whole = p.printed_name ?? (faceNames.some((n) => n) ? faceNames.filter((n): n is string => n !== null).join(' // ') : null);
    if (!whole) {
      report.unnamed++;
      continue;
    }
    if (!card) {
      const key = `${whole}\u0000${p.name}`;
      if (!orphanSeen.has(key)) {
        orphanSeen.add(key);
        report.orphans.push({ ja: whole, name: p.name });
      }
      continue;
    }
    // The first Japanese rules text of a single-faced card (faces' texts aren't split by face here).
    if (p.printed_text && !fromToken && face === null && !card.card_faces && !card.ja_text) card.ja_text = p.printed_text;
    if (p.oracle_id && byOracle.get(p.oracle_id) === card) report.byOracleId++;
    else report.byName++;
    let m = counts.get(card);
    if (!m) counts.set(card, (m = new Map()));
    m.set(whole, (m.get(whole) ?? 0) + 1);
    if (card.card_faces) {
      // Per-face names: from the printing's faces, or the whole printed name for the face it names.
      p.faces.forEach((f, i) => {
        const target = card.card_faces?.find((x) => x.name === f.name) ?? card.card_faces?.[i];
        if (target && f.printed_name && target.ja === null) target.ja = f.printed_name;
      });
      if (face !== null && p.printed_name) {
        const target = card.card_faces[face];
        if (target && target.ja === null) target.ja = p.printed_name;
      }
    }
  }
  for (const [card, m] of counts) {
    const names = [...m.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n);
    for (const n of names) addUnique(card.ja, n);
  }
  return report;
}
