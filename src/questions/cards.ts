/**
 * The one place where questions meet the card catalog and the card compiler (issue 6 §2): a card
 * name is resolved (English or Japanese, with or without 《》), compiled into a Scenario object by
 * the same templates as everything else, and quoted ability text goes through compileAbilityText.
 */
import type { CardLookup } from '../cards/catalog.ts';
import type { CardRecord } from '../cards/types.ts';
import { compileAbilityText, compileCard, faceFor } from '../cards/compile/index.ts';
import { choiceFits, creatureTypeNamed, withChosenType } from '../cards/compile/chosen.ts';
import type { Result } from '../core/result.ts';
import type { ObjectInput, ReplacementInput } from './scenario-input.ts';

export interface CardData {
  name: string;
  ja: string | null;
  /** Scenario object fields (no id/controller/zone). */
  object: ObjectInput;
  /** Replacement and prevention effects of its static abilities (Scenario `replacements` without id/source/controller). */
  replacements: ReplacementInput[];
  unmodelled: string[];
  /** 614.12a, 608.2d: its text chooses a creature type, and none was told (the lines using it are unmodelled). */
  typeUntold?: true;
  /** A type was told for it that its text offers no choice of (not a creature type, or no such choice). */
  typeNotOffered?: true;
}

export type CardProblem = { kind: 'unknown'; name: string; suggestions: string[] } | { kind: 'ambiguous'; name: string; suggestions: string[] } | { kind: 'unavailable'; name: string };

export type CardResolver = (name: string) => Promise<CardLookup>;

/**
 * `battlefield`: the card is a permanent in the question, so a double-faced card named by its back
 * face ("Insectile Aberration", 「昆虫の逸脱者」) is that face up (712.8e-f); anywhere else, or when its
 * card name is given, it is its front face (712.8a). `named`: the name as the question wrote it. The Scenario side makes the same choice (scenario/cards.ts).
 */
export async function resolveCard(name: string, resolver: CardResolver | undefined, battlefield = false, named?: string, chosenType?: string): Promise<Result<CardData, CardProblem>> {
  if (!resolver) return { ok: false, error: { kind: 'unavailable', name } };
  const r = await resolver(name);
  // A Japanese name's candidates carry their Japanese names: both are shown, 《原初の飢え、ガルタ》(Ghalta, Primal Hunger).
  if (r.kind === 'ambiguous') return { ok: false, error: { kind: 'ambiguous', name, suggestions: r.suggestions.map((s) => (s.ja ? `《${s.ja}》(${s.name})` : s.name)).slice(0, 5) } };
  if (r.kind === 'none' && r.unavailable) return { ok: false, error: { kind: 'unavailable', name } };
  // (The same for a name not found: a kanji slip's near card is offered as 《俊足の豹》(Fleetfoot Panther) to 《俊足の靴》.)
  if (r.kind === 'none') return { ok: false, error: { kind: 'unknown', name, suggestions: r.suggestions.map((s) => (s.ja ? `《${s.ja}》(${s.name})` : s.name)).slice(0, 5) } };
  // A loose match that leaves words of the question over ("Two Furnaces of Rath" for Furnace of Rath,
  // "Shock Bolt"): those words would be read as nothing. A misspelling keeps the name's word count
  // ("Grizly Bears"); a different count is another name, or the name with more said: asked, never guessed.
  if (r.match.how === 'fuzzy' && wordCount(named ?? name) !== wordCount(r.match.matched)) return { ok: false, error: { kind: 'unknown', name, suggestions: [suggestion(r.card, named ?? name)] } };
  // Japanese names have no spaces to count: a loose match whose length differs from what was written
  // (《ショック兵》 for 《ショック》, 《神々の怒り》 for 《神の怒り》, 《厳粛な空護りの像》) is another name, or the
  // name with more said, just the same; a slip of the same length (《剣を鍬に》) stays a misspelling.
  if (r.match.how === 'fuzzy' && cjk(named ?? name) && letters(named ?? name).length !== letters(r.match.matched).length) return { ok: false, error: { kind: 'unknown', name, suggestions: [suggestion(r.card, named ?? name)] } };
  // A name found because it starts with what was written is taken only when what was written is a whole
  // part of it — a short name ("Isamaru" for "Isamaru, Hound of Konda", 《勇丸》, "Llanowar" for
  // "Llanowar Elves"); 《狛犬》 is not 《狛犬の戦鎧》, nor "Quest" Questing Beast: another card's name
  // half-typed, asked back with the card it found rather than taken (issue 11: no silent guess).
  if (r.match.how === 'prefix' && !namesAPart(named ?? name, r.match.matched)) return { ok: false, error: { kind: 'unknown', name, suggestions: [suggestion(r.card, named ?? name)] } };
  // The name as written ("Insectile Aberration", 「昆虫の逸脱者」) says which face, when it is one of its faces' names.
  const face = r.match.face ?? faceNamed(r.card, named ?? name);
  return { ok: true, value: fromRecord(r.card, faceFor(r.card, face, battlefield), chosenType) };
}

const wordCount = (s: string): number => s.trim().split(/\s+/).length;

/** Kana or kanji: a name written in Japanese. */
const cjk = (s: string): boolean => /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(s);

/** A card offered back: 《日本語名》(English name) to a name written in Japanese, else its English name. */
const suggestion = (card: CardRecord, typed: string): string => (card.ja[0] && cjk(typed) ? `《${card.ja[0]}》(${card.name})` : card.name);

/** Letters and digits only, case and width folded: how two spellings of a name part compare. */
const letters = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether `typed` is a run of whole parts of the card name `matched`: parts end at spaces, commas,
 * 、, ・ and hyphens, so "Isamaru" and 「勇丸」 are parts of "Isamaru, Hound of Konda" and
 * 「今田家の猟犬、勇丸」, and "Quest" or 「狛犬」 (of 「狛犬の戦鎧」) are not.
 */
export function namesAPart(typed: string, matched: string): boolean {
  const want = letters(typed);
  if (want === '') return false;
  const cuts = [0];
  for (let i = 0; i < matched.length; i++) if (/[\s,、，・･\-–—/]/u.test(matched[i]!)) cuts.push(i, i + 1);
  cuts.push(matched.length);
  for (const a of cuts) for (const b of cuts) if (b > a && letters(matched.slice(a, b)) === want) return true;
  return false;
}

const nameKey = (s: string): string => s.normalize('NFKC').replace(/[《》[\]\s]/g, '').toLowerCase();

/** The index of the face whose English or Japanese name is `named`, or null. */
function faceNamed(card: CardRecord, named: string): number | null {
  const key = nameKey(named);
  const i = (card.card_faces ?? []).findIndex((f) => nameKey(f.name) === key || (f.ja !== null && nameKey(f.ja) === key));
  return i < 0 ? null : i;
}

/**
 * The card compiled from face `faceIndex` (0: the card as a whole, or its front face); a back face is named by its own names.
 * `chosenType`: the creature type the question told as chosen for it (614.12a, 608.2d); untold, the lines using the
 * choice stay unmodelled and the card says so (`typeUntold`), for the question to ask it back, never to guess one.
 */
export function fromRecord(card: CardRecord, faceIndex = 0, chosenType?: string): CardData {
  const compiled = compileCard(card, faceIndex);
  const type = chosenType === undefined ? null : creatureTypeNamed(chosenType);
  const fits = type !== null && choiceFits(compiled, { type });
  const c = withChosenType(compiled, fits ? { type } : null);
  // (A card whose text does choose a creature type the compiler couldn't read keeps that text unmodelled, refused as such.)
  const printed = [card.oracle_text, ...(card.card_faces ?? []).map((f) => f.oracle_text)].some((t) => /\bchoose a creature type\b/i.test(t ?? ''));
  const offered = type !== null && (compiled.chooses ? fits : printed);
  const flags = { ...(chosenType !== undefined && !offered ? { typeNotOffered: true as const } : {}), ...(chosenType === undefined && compiled.chooses && compiled.chooses.kind !== 'color' ? { typeUntold: true as const } : {}) };
  const face = faceIndex > 0 ? card.card_faces?.[faceIndex] : undefined;
  const unmodelled = [...new Set(c.unmodelled)];
  if (face) return { name: face.name, ja: face.ja, ...compiledInput(c), unmodelled, ...flags };
  return { name: card.name, ja: card.ja[0] ?? null, ...compiledInput(c), unmodelled, ...flags };
}

/**
 * The card compiler's output as the Scenario input it is. src/cards/compile builds it as plain records
 * (not yet typed there, issue 13); this is the one place the question layer takes them as the schema's
 * input types. Nothing is trusted by it: the Scenario they end up in is parsed (parseScenario) before it runs.
 */
function compiledInput(c: { object: Record<string, unknown>; replacements: Record<string, unknown>[] }): { object: ObjectInput; replacements: ReplacementInput[] } {
  return { object: c.object as ObjectInput, replacements: c.replacements as ReplacementInput[] };
}

/** Quoted rules text as the templates read it: object fields to merge, replacements, and what they couldn't model. */
export function compileQuoted(text: string, spell = false): { object: ObjectInput; replacements: ReplacementInput[]; unmodelled: string[] } {
  const c = compileAbilityText(text, undefined, spell);
  return { ...compiledInput(c), unmodelled: c.unmodelled };
}
