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
import type { Parts } from './templates.ts';
import { characteristics } from './characteristics.ts';
import { selfNames, stripReminder } from './text.ts';
import { japaneseToTemplate, splitJapanese } from './ja.ts';
import { hasJapanese } from '../normalize.ts';
import { classifyJapanese, classifyText } from './gaps.ts';
import type { Gap } from '../../engine/gaps.ts';

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
  /** The prevention effects its spell creates as it resolves ("Prevent all combat damage that would be dealt this turn"). */
  spellReplacements: Record<string, unknown>[];
  /** "Enters tapped" / "enters with N +1/+1 counters" (614.1c): applied as the object enters. */
  enters: { tapped?: boolean; counters?: Record<string, number> };
  /** The sentences `enters` was read from. */
  entersText: string[];
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
  if (parts.entersAsCopy) o.entersAsCopy = parts.entersAsCopy;
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

/**
 * Quoted ability text ("White creatures you control get +1/+1.", 「…」 already translated) through
 * the same templates as oracle text, as if printed on a permanent named `self.name`.
 */
export function compileAbilityText(text: string, self?: { name: string }): CompiledText {
  const parts = emptyParts();
  const ctx = { names: self ? selfNames(self.name) : [], spell: false, cardKeywords: [] };
  const plain = unquote(text);
  if (!hasJapanese(plain)) compileText(plain, ctx, parts);
  else {
    // Japanese: each sentence read into its English template form, then the same templates; the
    // abilities keep the Japanese sentence as their text, and a sentence not read is unmodelled as written.
    for (const ja of splitJapanese(plain)) {
      const en = japaneseToTemplate(ja);
      const one = emptyParts();
      if (en) compileText(en, ctx, one);
      if (!en || one.unmodelled.length > 0 || one.modelled.length === 0) {
        miss(parts, ja, classifyJapanese(ja));
        continue;
      }
      parts.keywords.push(...one.keywords);
      parts.statics.push(...one.statics.map((st) => ({ ...st, text: ja })));
      parts.modelled.push(ja);
    }
  }
  return { object: objectOf(parts), unmodelled: parts.unmodelled, gaps: parts.gaps, replacements: parts.replacements };
}

function isSpellType(typeLine: string | null): boolean {
  return /\b(?:Instant|Sorcery)\b/.test(typeLine ?? '');
}

/** The face the object is made from: the front face of a multi-faced card, else the card itself. */
function mainFace(card: CardRecord): CardFace | null {
  return card.card_faces && card.card_faces.length > 0 ? card.card_faces[0]! : null;
}

export function compileCard(card: CardRecord): CompiledCard {
  const face = mainFace(card);
  const typeLine = face?.type_line ?? card.type_line;
  const parts = emptyParts();
  const ch = characteristics(card, face);
  for (const g of ch.gaps) miss(parts, g, { kind: 'characteristic' }, g);
  const names = selfNames(card.name, { legendary: /\bLegendary\b/.test(typeLine ?? '') });
  compileText(face ? (face.oracle_text ?? '') : (card.oracle_text ?? ''), { names, spell: isSpellType(typeLine), cardKeywords: card.keywords }, parts);
  // The other faces of a split, adventure, or double-faced card can't be this object too.
  if (face && card.card_faces) {
    for (const other of card.card_faces.slice(1)) {
      const lines = (other.oracle_text ?? '').split('\n').map(stripReminder).filter((l) => l !== '');
      const spell = isSpellType(other.type_line);
      const names = selfNames(other.name);
      for (const l of lines) miss(parts, `${other.name}: ${l}`, classifyText(l, { spell, names }), `text: ${l}`);
    }
  }
  // A P/T that isn't a number and no template set it (a CDA sentence would have): say so.
  const cda = parts.statics.some((s) => (s.modifications as { kind: string }[]).some((m) => m.kind === 'set-pt-cda'));
  if (ch.ptGap && !cda) miss(parts, ch.ptGap, { kind: 'characteristic' }, ch.ptGap);
  const object: Record<string, unknown> = { ...ch.object, ...objectOf(parts) };
  const status: CompiledCard['status'] =
    parts.unmodelled.length === 0 ? 'full' : !ch.unrepresentable && (ch.body || parts.modelled.length > 0) ? 'partial' : 'none';
  return {
    object,
    status,
    modelled: parts.modelled,
    unmodelled: parts.unmodelled,
    missing: parts.missing,
    gaps: parts.gaps,
    replacements: parts.replacements,
    spellReplacements: parts.spellReplacements,
    enters: parts.enters,
    entersText: parts.entersText,
  };
}
