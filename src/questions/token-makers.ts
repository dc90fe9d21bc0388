/**
 * A token told with the card that made it ("a Faerie Rogue token from Bitterblossom", "my Bitterblossom token",
 * 「《苦花》のトークン」): the token has the characteristics the effect that created it defines (111.3, 111.4) and is
 * its creator's controller's (111.2), so they are read from the card as the compiler reads it, never guessed. A
 * card whose tokens can't all be read, or that makes none, is refused by name; a token told with a size, type,
 * colour or keyword its maker's tokens don't have is asked back, as is one told without saying which of several.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { CardType, Color } from '../engine/types.ts';
import { formatKeyword, parseKeywordExact } from '../scenario/schema/vocabulary.ts';
import type { QuestionError, Thing } from './types.ts';
import { fromRecord, resolveCard } from './cards.ts';
import type { CardData } from './cards.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import { describeThing } from './labels.ts';
import { fail, quote } from './unmodelled-setups.ts';
import type { QuestionDeps } from './index.ts';

/** What a created token is, as the compiler's seed gives it (111.3): only these are read onto a told token. */
interface TokenKind {
  types: CardType[];
  subtypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  keywords: Thing['keywords'];
}

/** Seed fields that say what a token is; a seed with any other (an ability, a copy) isn't read whole here. */
const READ_FIELDS = new Set(['name', 'types', 'subtypes', 'colors', 'power', 'toughness', 'keywords', 'tapped']);

/** A keyword of a seed as the question's keywords are, or null when it isn't one the schema knows. */
function keywordOf(k: unknown): Thing['keywords'][number] | null {
  const text = typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Parameters<typeof formatKeyword>[0]) : null;
  if (text === null) return null;
  const parsed = parseKeywordExact(text);
  return parsed.ok ? parsed.keyword : null;
}

/** The kind a `create` seed makes, or null when the seed says more than characteristics read here. */
function kindOf(seed: Record<string, unknown>): TokenKind | null {
  if (Object.keys(seed).some((k) => !READ_FIELDS.has(k))) return null;
  const keywords = ((seed.keywords as unknown[] | undefined) ?? []).map(keywordOf);
  if (keywords.some((k) => k === null) || !Array.isArray(seed.types)) return null;
  const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
  return {
    types: seed.types as CardType[],
    subtypes: Array.isArray(seed.subtypes) ? (seed.subtypes as string[]) : [],
    colors: Array.isArray(seed.colors) ? (seed.colors as Color[]) : [],
    power: num(seed.power),
    toughness: num(seed.toughness),
    keywords: keywords as Thing['keywords'],
  };
}

/**
 * The kinds of token a card's compiled text creates (each kind once), or null when one of its token creations
 * isn't read whole: a `create` whose seed says more, a sentence about a token left unmodelled, or a keyword
 * whose reminder text creates one (its token isn't among the compiled effects).
 */
export function madeKinds(card: CardData, text: string): TokenKind[] | null {
  const kinds = new Map<string, TokenKind>();
  let unread = card.unmodelled.some((s) => /\btokens?\b/i.test(s)) || /\([^)]*\bcreate[^)]*\btoken/i.test(text);
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (typeof x === 'object' && x !== null) {
      const o = x as Record<string, unknown>;
      if (o.kind === 'create') {
        const kind = typeof o.seed === 'object' && o.seed !== null ? kindOf(o.seed as Record<string, unknown>) : null;
        if (kind) kinds.set(JSON.stringify(kind), kind);
        else unread = true;
        return;
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(card.object);
  return unread ? null : [...kinds.values()];
}

const kw = (k: Thing['keywords'][number]): string => formatKeyword(k).toLowerCase();

/** Whether what the question told of the token fits a kind: each type, subtype, colour and keyword told is the kind's, and so is a size told. */
function fits(t: Thing, k: TokenKind): boolean {
  if (t.power !== null && t.power !== k.power) return false;
  if (t.toughness !== null && t.toughness !== k.toughness) return false;
  if (!t.types.every((x) => k.types.includes(x)) || !t.subtypes.every((x) => k.subtypes.includes(x))) return false;
  return t.colors.every((c) => k.colors.includes(c)) && t.keywords.every((x) => k.keywords.some((y) => kw(y) === kw(x)));
}

/** The kinds listed for a message, each labelled as the told token would be if it were that kind ("a 1/1 white flying Spirit token"). */
function kindList(t: Thing, kinds: readonly TokenKind[], lang: Lang): string {
  return wordsFor(lang).orList(kinds.map((k) => {
    const as: Thing = { ...structuredClone(t), controller: null, owner: null, madeBy: undefined };
    applyKind(as, k);
    return describeThing(as, lang, null);
  }));
}

/** The token told as what its maker's kind makes it (111.3): its types, subtypes, colours, size and keywords. */
function applyKind(t: Thing, k: TokenKind): void {
  t.types = [...k.types];
  t.subtypes = [...k.subtypes];
  t.colors = [...k.colors];
  t.power = k.power;
  t.toughness = k.toughness;
  t.sizeAssumed = false;
  t.keywords = [...k.keywords];
  t.token = true;
}

/** The maker card compiled, with its printed text (the reminder text says whether a keyword of it creates tokens). */
async function makerOf(name: string, lang: Lang, deps: QuestionDeps): Promise<Result<{ card: CardData; text: string }, QuestionError>> {
  const r = await resolveCard(name, deps.resolveCard);
  if (!r.ok) {
    const e = r.error;
    if (e.kind === 'unavailable') return fail('unknown_card', message(lang, 'cards_unavailable', { name: e.name }), [e.name]);
    if (e.kind === 'ambiguous') return fail('ambiguous_card', message(lang, 'ambiguous_card', { name: e.name, suggestions: wordsFor(lang).nameList(e.suggestions) }), [e.name]);
    return fail('unknown_card', message(lang, 'unknown_card', { name: e.name, suggestions: e.suggestions.join(', ') }), [e.name]);
  }
  const found = deps.resolveCard ? await deps.resolveCard(name) : null;
  if (found?.kind !== 'found') return { ok: true, value: { card: r.value, text: '' } };
  const c = found.card;
  const text = [c.oracle_text ?? '', ...(c.card_faces ?? []).map((f) => f.oracle_text ?? '')].join('\n');
  return { ok: true, value: { card: c.name === r.value.name ? r.value : fromRecord(c), text } };
}

/**
 * Each told token whose maker was named gets the characteristics its maker's effect defines (111.3); refused by
 * the maker's name when they can't be read, asked back when the words don't fit them or fit several kinds.
 */
export async function tokensFromMakers(things: Thing[], lang: Lang, deps: QuestionDeps): Promise<Result<true, QuestionError>> {
  const say = wordsFor(lang);
  for (const t of things) {
    if (t.madeBy === undefined) continue;
    const maker = await makerOf(t.madeBy, lang, deps);
    if (!maker.ok) return maker;
    const name = say.namedCard(maker.value.card.name, maker.value.card.ja);
    const kinds = madeKinds(maker.value.card, maker.value.text);
    // A card named as a token's maker that is itself a card of the story (t.card) is no token's maker.
    if (t.card !== null || kinds === null || kinds.length === 0) return fail('unmodelled', message(lang, 'token_unknown', { name }), [t.words]);
    const fitting = kinds.filter((k) => fits(t, k));
    if (fitting.length === 0) return fail('ambiguous', message(lang, 'token_mismatch', { name, what: quote(t.words), kinds: kindList(t, kinds, lang) }), [t.words]);
    if (fitting.length > 1) return fail('ambiguous', message(lang, 'token_which', { name, what: quote(t.words), kinds: kindList(t, fitting, lang) }), [t.words]);
    applyKind(t, fitting[0]!);
  }
  return { ok: true, value: true };
}
