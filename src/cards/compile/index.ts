/**
 * From card to engine (issue 6 §2): a catalog card compiled into a Scenario object — its
 * characteristics (types, subtypes, supertypes, colors, mana cost, P/T, loyalty, defense), its
 * keyword abilities with their parameters, and the common oracle-text templates (statics,
 * replacement and prevention effects, enters tapped / with counters, enters and dies triggers,
 * spells, simple activated abilities). Matching is by template over normalised sentences (the
 * card's name read as "this"), never by card name. Every sentence no template covers is returned
 * verbatim in `unmodelled` (and in the object's `unmodelled`, which the engine reports in its
 * trace): nothing is dropped silently.
 */
import type { CardFace, CardRecord } from '../types.ts';
import { compileText, emptyParts, miss } from './templates.ts';
import type { Enters, Parts, TextContext } from './templates.ts';
import { characteristics } from './characteristics.ts';
import { selfNames, stripReminder } from './text.ts';
import { japaneseLine, splitJapanese } from './ja.ts';
import { hasJapanese } from '../normalize.ts';
import { classifyJapanese, classifyText } from './gaps.ts';
import type { Gap } from '../../engine/gaps.ts';
import { BASIC_LAND_MANA } from '../../engine/subtypes.ts';
import { manaValue } from '../../engine/casting/mana.ts';

export interface CompiledCard {
  /** A Scenario object (objects[] entry) without id/controller/zone. */
  object: Record<string, unknown>;
  status: 'full' | 'partial' | 'none';
  /** The sentences and keywords that were compiled. */
  modelled: string[];
  /** The sentences (verbatim) no template covers. */
  unmodelled: string[];
  /** The same gaps for coverage reports: "keyword: cycling", "text: <sentence>", "type: Plane", "P/T: * / *". */
  missing: string[];
  /** The same gaps classified by the kind of ability each is (one per `unmodelled` entry, same order). */
  gaps: Gap[];
  /** Replacement and prevention effects of its static abilities: Scenario `replacements` entries without id/source/controller. */
  replacements: Record<string, unknown>[];
  /** "Enters tapped [unless …]" / "enters with N +1/+1 counters" (614.1c): applied as the object enters. */
  enters: Enters;
  /** The sentences `enters` was read from. */
  entersText: string[];
  /**
   * "As this enters, choose a creature type" (or, `kind: 'color'`, "… choose a color") and the lines that use it,
   * read (614.12): the object names the value by a placeholder; make it with `withChosenType` (compile/chosen.ts) before use.
   */
  chooses?: { text: string; uses: string[]; gaps: Gap[]; kind?: 'color' };
}

export interface CompiledText {
  object: Record<string, unknown>;
  unmodelled: string[];
  /** One per `unmodelled` entry, same order. */
  gaps: Gap[];
  replacements: Record<string, unknown>[];
}

/** The object JSON of compiled parts (only the fields that have something). */
function objectOf(parts: Parts): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (parts.keywords.length > 0) o.keywords = parts.keywords;
  if (parts.statics.length > 0) o.statics = parts.statics;
  if (parts.spell) o.spell = parts.spell;
  if (parts.castStatics.length > 0) o.castStatics = parts.castStatics;
  if (parts.castPermissions.length > 0) o.castPermissions = parts.castPermissions;
  if (parts.entersAsCopy) o.entersAsCopy = parts.entersAsCopy;
  if (parts.entersWithCounters) o.entersWithCounters = parts.entersWithCounters;
  if (parts.untapDuringOthers) o.untapDuringOthers = parts.untapDuringOthers;
  if (parts.triggerTimes) o.triggerTimes = parts.triggerTimes;
  if (parts.triggers.length > 0) o.triggers = parts.triggers;
  if (parts.activated.length > 0) o.activated = parts.activated;
  if (parts.unmodelled.length > 0) {
    o.unmodelled = parts.unmodelled;
    o.gaps = parts.gaps;
  }
  return o;
}

/** The text without one pair of quotes around all of it ('"…"', “…”, 「…」); inner quotes are kept. */
function unquote(text: string): string {
  const t = text.trim();
  const m = /^(?:"([^"]*)"|“([^“”]*)”|「([^「」]*)」|'([^']*)')$/.exec(t);
  return m ? (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim() : t;
}

/** Every `text` field of compiled abilities set to the printed (Japanese) line they came from. */
function retext<T>(v: T, text: string): T {
  if (Array.isArray(v)) return v.map((x) => retext(x, text)) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'text' && typeof x === 'string' ? text : retext(x, text)])) as T;
  return v;
}

/**
 * Japanese rules text, line by line: each line read into the English template surface
 * (japaneseLine) and through the same templates; the abilities keep the Japanese line as their
 * text, and a line not read whole is unmodelled as written.
 */
function compileJapanese(text: string, ctx: TextContext, jaNames: readonly string[], parts: Parts): void {
  const spellText: string[] = [];
  const lines: string[] = [];
  for (const l of text.split('\n').map((x) => x.trim()).filter(Boolean)) {
    // A line of several sentences none of which announces a target is read sentence by sentence
    // when it isn't read whole (each is then an ability of its own, or unmodelled on its own).
    const sentences = splitJapanese(l);
    if (sentences.length > 1 && !/対象と/.test(l) && !japaneseLine(l, jaNames)) lines.push(...sentences);
    else lines.push(l);
  }
  for (const ja of lines) {
    const en = japaneseLine(ja, jaNames);
    const one = emptyParts();
    if (en) compileText(en, ctx, one);
    if (!en || one.unmodelled.length > 0 || one.modelled.length === 0) {
      miss(parts, ja, classifyJapanese(ja, ctx.spell));
      continue;
    }
    const got = retext(one, ja);
    parts.keywords.push(...got.keywords);
    parts.statics.push(...got.statics);
    parts.triggers.push(...got.triggers);
    parts.activated.push(...got.activated);
    parts.castStatics.push(...got.castStatics);
    parts.castPermissions.push(...got.castPermissions);
    parts.replacements.push(...got.replacements);
    Object.assign(parts.enters, got.enters);
    if (got.entersWithCounters && !parts.entersWithCounters) parts.entersWithCounters = got.entersWithCounters;
    if (got.untapDuringOthers && !parts.untapDuringOthers) parts.untapDuringOthers = got.untapDuringOthers;
    if (got.triggerTimes) (parts.triggerTimes ??= []).push(...got.triggerTimes);
    parts.entersText.push(...got.entersText.map(() => ja));
    if (got.spell) {
      const prev = parts.spell;
      // Target words are per spell: two lines naming the same word would be one target.
      const words = new Set((prev?.targets ?? []).map((t) => t.word));
      if ((got.spell.targets ?? []).some((t) => words.has(t.word))) {
        miss(parts, ja, classifyJapanese(ja, ctx.spell));
        continue;
      }
      parts.spell = prev ? { ...prev, ...got.spell, effects: [...prev.effects, ...got.spell.effects], targets: [...(prev.targets ?? []), ...(got.spell.targets ?? [])] } : got.spell;
      if (ctx.spell) spellText.push(ja);
    }
    parts.modelled.push(ja);
  }
  if (parts.spell && ctx.spell && spellText.length > 0) parts.spell.text = spellText.join('');
}

/**
 * Quoted ability text ("White creatures you control get +1/+1.", 「…」) through the same templates
 * as oracle text, as if printed on a permanent named `self.name` (and its Japanese names).
 */
export function compileAbilityText(text: string, self?: { name: string; ja?: readonly string[] }, spell = false): CompiledText {
  const parts = emptyParts();
  // (`spell`: the text is an instant's or sorcery's, read as what it does when it resolves.)
  const ctx = { names: self ? selfNames(self.name) : [], spell, cardKeywords: [] };
  const plain = unquote(text);
  if (!hasJapanese(plain)) compileText(plain, ctx, parts);
  else compileJapanese(plain, ctx, self?.ja ?? [], parts);
  return { object: objectOf(parts), unmodelled: parts.unmodelled, gaps: parts.gaps, replacements: parts.replacements };
}

function isSpellType(typeLine: string | null): boolean {
  return /\b(?:Instant|Sorcery)\b/.test(typeLine ?? '');
}

/** The face the object is made from: the given face of a multi-faced card (the front by default), else the card itself. */
function mainFace(card: CardRecord, index = 0): CardFace | null {
  return card.card_faces && card.card_faces.length > 0 ? (card.card_faces[index] ?? card.card_faces[0]!) : null;
}

/** Layouts whose back face is what a permanent is while that face is up (712.8d-f). */
export const TWO_FACED: ReadonlySet<string> = new Set(['transform', 'modal_dfc']);

/** The `missing` prefix of a double-faced card's other face's text (not a gap of the face compiled; coverage reads that face itself). */
export const OTHER_FACE = 'other face: ';

/**
 * The face a permanent on the battlefield named by `faceIndex` has (712.8e-f: only the up face's
 * characteristics); elsewhere a double-faced card has its front face's (712.8a), and other layouts
 * (split, adventure, flip) are made from their first face.
 */
export function faceFor(card: CardRecord, faceIndex: number | null, battlefield: boolean): number {
  return battlefield && faceIndex !== null && faceIndex > 0 && TWO_FACED.has(card.layout) && (card.card_faces?.length ?? 0) > faceIndex ? faceIndex : 0;
}

export function compileCard(card: CardRecord, faceIndex = 0): CompiledCard {
  return compileWith(card, (ctx, parts, face) => compileText(face ? (face.oracle_text ?? '') : (card.oracle_text ?? ''), ctx, parts), faceIndex);
}

/**
 * The card compiled from its Japanese printed text (Scryfall's `printed_text` of a Japanese
 * printing) through the Japanese surface of the same templates, or null when the catalog has none.
 * Only single-faced cards: a printed text doesn't say which face a line belongs to.
 */
export function compileJapaneseCard(card: CardRecord): CompiledCard | null {
  if (!card.ja_text || card.card_faces) return null;
  const text = card.ja_text;
  return compileWith(card, (ctx, parts) => compileJapanese(text, ctx, card.ja, parts));
}

/**
 * 305.6: a land with a basic land type has that type's mana ability, printed or not (its oracle text
 * shows it only as reminder text), after its printed abilities; a printed one that says
 * the same isn't added twice.
 */
function intrinsicManaAbilities(object: Record<string, unknown>, parts: Parts): void {
  const types = (object.types as string[] | undefined) ?? [];
  if (!types.includes('Land')) return;
  const intrinsic = ((object.subtypes as string[] | undefined) ?? []).flatMap((s) => (BASIC_LAND_MANA[s] ? [BASIC_LAND_MANA[s]] : []));
  const have = new Set(parts.activated.filter((a) => a.mana === true && a.cost === '{T}' && typeof a.adds === 'string').map((a) => a.adds as string));
  const add = intrinsic.filter((m) => !have.has(m)).map((m) => ({ text: `{T}: Add ${m}.`, cost: '{T}', tap: true, mana: true, adds: m, effects: [] }));
  parts.activated.push(...add);
}

function compileWith(card: CardRecord, body: (ctx: TextContext, parts: Parts, face: CardFace | null) => void, faceIndex = 0): CompiledCard {
  const face = mainFace(card, faceIndex);
  const typeLine = face?.type_line ?? card.type_line;
  const parts = emptyParts();
  const ch = characteristics(card, face);
  for (const g of ch.gaps) miss(parts, g, { kind: 'characteristic' }, g);
  const names = selfNames(card.name, { legendary: /\bLegendary\b/.test(typeLine ?? '') });
  const colorless = (face?.colors ?? card.colors ?? []).length === 0;
  const printedCost = face ? face.mana_cost : card.mana_cost;
  const mv = printedCost !== null && printedCost !== undefined && printedCost !== '' ? { manaValue: manaValue(printedCost) } : {};
  body({ names, spell: isSpellType(typeLine), cardKeywords: card.keywords, colorless, chosenType: true, ...mv }, parts, face);
  intrinsicManaAbilities(ch.object, parts);
  // 712.8e / 202.3b: a transformed permanent's mana value is its front face's mana cost's.
  if (face && card.layout === 'transform' && card.card_faces && face !== card.card_faces[0]) {
    const front = card.card_faces[0]!.mana_cost;
    ch.object.manaCost = front && front !== '' ? front : null;
  }
  // The other faces of a split, adventure, or double-faced card can't be this object too. A
  // double-faced card has only the up face's characteristics (712.8a, 712.8d-f): the other face's
  // text is kept as such (coverage reads that face on its own); a modal one's face is the player's
  // choice as it is cast or played (712.11b, 712.12).
  if (face && card.card_faces) {
    const twoFaced = TWO_FACED.has(card.layout);
    for (const other of card.card_faces.filter((f) => f !== face)) {
      const lines = (other.oracle_text ?? '').split('\n').map(stripReminder).filter((l) => l !== '');
      const spell = isSpellType(other.type_line);
      const names = selfNames(other.name);
      for (const l of lines) {
        if (twoFaced) miss(parts, `${other.name}: ${l}`, { kind: 'other-face', ...(card.layout === 'modal_dfc' ? { chosen: true } : {}) }, `${OTHER_FACE}${l}`);
        else miss(parts, `${other.name}: ${l}`, classifyText(l, { spell, names }), `text: ${l}`);
      }
    }
  }
  // A P/T that isn't a number and no template set it (a CDA sentence would have): say so.
  const cda = parts.statics.some((s) => (s.modifications as { kind: string }[]).some((m) => m.kind === 'set-pt-cda'));
  if (ch.ptGap && !cda) miss(parts, ch.ptGap, { kind: 'characteristic' }, ch.ptGap);
  const object: Record<string, unknown> = { ...ch.object, ...objectOf(parts) };
  const own = parts.gaps.filter((g) => g.kind !== 'other-face').length + parts.unreadModes.length;
  const status: CompiledCard['status'] =
    own === 0 ? 'full' : !ch.unrepresentable && (ch.body || parts.modelled.length > 0) ? 'partial' : 'none';
  return {
    object,
    status,
    modelled: parts.modelled,
    unmodelled: parts.unmodelled,
    missing: [...parts.missing, ...parts.unreadModes.map((m) => `mode: ${m}`)],
    gaps: parts.gaps,
    replacements: parts.replacements,
    enters: parts.enters,
    entersText: parts.entersText,
    ...(parts.chosenType ? { chooses: parts.chosenType } : {}),
  };
}
