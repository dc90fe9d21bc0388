/**
 * Which objects a definite description fits (Story.fitting): "the 2/2", "that creature", 「その2/2」, "the flier" —
 * latest mention first, matched by what was told of each object and, for a card, by what the catalog says of it.
 */
import type { IrObject, Side } from './ir.ts';
import type { Description } from './clause.ts';
import type { Story } from './story.ts';
import type { Color } from '../engine/types.ts';
import { kwText } from './keyword-text.ts';
import { nameWords } from './name-words.ts';

/** What the catalog says of a card that a description may pick it by: its keywords (lower-case text, "flying"), colours and size. */
export interface CardFacts {
  keywords: readonly string[];
  colors: readonly Color[];
  /** Printed power and toughness (null: none, or not a number, "*"). */
  power: number | null;
  toughness: number | null;
  /** As a spell, whether it has a target (115.1): false for one with none (《濃霧》); absent when the card isn't read so. */
  targets?: boolean;
  /**
   * As a spell, whether all it does to what it targets helps it — +N/+N, an ability gained, regeneration, an untap — and
   * nothing else; absent when the card isn't read so. (Whose an unsaid creature is may follow: questions/reading.ts.)
   */
  helps?: boolean;
  /** How many triggered abilities the card has (603.1); absent when not read so. */
  triggers?: number;
  /** As an instant or sorcery with no modes, how many tokens its own instructions create (111.1); absent otherwise. */
  tokensMade?: number;
}

/** Objects a definite description fits, latest first; "my 1/1" is one already known to be mine before one whose controller is open. */
export function fitting(story: Story, d: Description, controller: Side | null): IrObject[] {
  const all = fittingAny(story, d, controller);
  if (controller === null) return all;
  const known = all.filter((o) => o.controller === controller);
  return known.length > 0 ? known : all;
}

/** Objects a description fits whoever controls them, latest first. */
export function fittingAll(story: Story, d: Description): IrObject[] {
  return fittingAny(story, d, null);
}

function fittingAny(story: Story, d: Description, controller: Side | null): IrObject[] {
  const order = [...story.mentions].reverse();
  const seen = new Set<string>();
  const out: IrObject[] = [];
  for (const id of order) {
    if (seen.has(id)) continue;
    seen.add(id);
    const o = story.get(id);
    if (o && fits(story, o, d, controller)) out.push(o);
  }
  return out;
}

function fits(story: Story, o: IrObject, d: Description, controller: Side | null): boolean {
  if (d.card && (o.card === null || o.card.toLowerCase() !== d.card.name.toLowerCase())) return false;
  if (controller !== null && o.controller !== null && o.controller !== controller) return false;
  // A P/T said now is a fact to match: an object described without one is another object, unless it
  // is a card (whose P/T the catalog gives).
  if ((d.power !== null || d.toughness !== null) && o.card !== null && o.power === null) {
    // A card's printed size is the catalog's: "the 2/2" after Serra Angel and Grizzly Bears is the Bears (never
    // a new 2/2 invented beside them). Not looked up yet, or a description that names the card, it fits none.
    // Only a definite description points back so ("the 2/2", 「その2/2」): 「2/2を生け贄に捧げた」 beside
    // a named 2/2 card may be another creature, and is read as one (as before the catalog was asked).
    const definite = d.det === 'the' || d.det === 'that' || d.det === 'this';
    const f = d.card === null && d.partial === null && definite ? story.cardFacts(o) : null;
    if (!f || (d.power !== null && f.power !== d.power) || (d.toughness !== null && f.toughness !== d.toughness)) return false;
  } else {
    if (d.power !== null && (o.power !== null ? o.power !== d.power : o.card === null)) return false;
    if (d.toughness !== null && (o.toughness !== null ? o.toughness !== d.toughness : o.card === null)) return false;
  }
  // A card's own keywords and colours are the catalog's: "the flier" is Serra Angel, not Grizzly Bears. Not
  // looked up yet, the card may have them (and is noted, needFacts). A description that names the card
  // ("Grizzly Bears with flying") tells what it has, and is not checked against it.
  const facts = (d.colors.length > 0 || d.keywords.length > 0) && o.card !== null && d.card === null && d.partial === null ? story.cardFacts(o) : null;
  const unknown = o.card !== null && facts === null;
  if (!d.colors.every((c) => o.colors.includes(c) || (facts?.colors.includes(c) ?? false) || unknown)) return false;
  if (!d.keywords.every((k) => o.keywords.some((x) => kwText(x) === kwText(k)) || (facts?.keywords.includes(kwText(k).toLowerCase()) ?? false) || unknown)) return false;
  if ((d.head === 'token' || d.adjectives.includes('token')) && !o.token) return false;
  // "the spell": an object on the stack (112.1); one told only by its words that was never cast and is no
  // instant or sorcery ("my creature", sacrificed in response) is none. (A card may be named before it is cast.)
  if (d.head === 'spell' && o.card === null && o.cast !== true && !o.types.some((t) => t === 'Instant' || t === 'Sorcery')) return false;
  if ((d.head === 'attacker' || d.head === 'blocker') && story.roles.get(o.id) !== d.head) return false;
  // (A card's types are known from its type line; an object with none said is taken as it is described.)
  if ((d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'blocker' || d.head === 'attacker') && !o.types.includes('Creature') && (o.card === null || o.types.length > 0)) return false;
  // (A card whose type line is known is of those types only: "lands" is not the Krosan Grip on the stack.)
  if (d.types.length > 0 && (o.card === null || o.types.length > 0) && !d.types.every((t) => o.types.includes(t))) return false;
  const word = d.partial ?? (d.head === 'subtype' ? d.subtypes[0] ?? null : null);
  if (word && !d.card) {
    const w = word.toLowerCase().replace(/s$/, '');
    const inName = o.card !== null && nameWords(o.card).some((x) => x.replace(/s$/, '') === w || x === word.toLowerCase());
    // (「《ヴァルショクの鉄球》を装備した《灰色熊》」: a card named in brackets in the words that is not the object's own
    // is another object's name — 「鉄球」 is the Equipment, never the Bears it is attached to.)
    const ownWords = o.words.replace(/《([^》]*)》/g, (m, n: string) => (n === o.cardNamed || n === o.card ? m : '《》'));
    const inWords = ownWords.toLowerCase().includes(word.toLowerCase());
    const inSubtypes = o.subtypes.some((s) => s.toLowerCase() === w);
    if (!inName && !inWords && !inSubtypes) return false;
  }
  return true;
}
