/**
 * The clause templates of library searches (701.23): search for a card with a quality, reveal it
 * and put it into a zone, or on top of the library; a player searching their own library.
 */
import { NUMBER, numberWord } from './text.ts';
import type { Clause, Ctx } from './effects.ts';
import type { ObjectFilter, SpellEffect } from '../../engine/types.ts';
import { parseStatComparison } from '../../engine/compare.ts';
import { choiceName } from './effect-refs.ts';
import { articleGroup, parseGroup } from './words.ts';

/**
 * 701.23 and 701.24a, a search: "search your library for a [quality] card, [reveal it,] put it into
 * your hand, then shuffle" (the tutors), "… put it onto the battlefield [tapped], then shuffle"
 * (fetch lands, ramp), "… for up to N [quality] cards, put them …". The quality is a group phrase of
 * one card ("creature", "basic land", "green creature", "Forest", "Island or Swamp", "basic Swamp,
 * Mountain, or Forest"); none is "a card" (701.23d). A card put onto the battlefield enters under
 * the searcher's control (110.2), tapped if said (110.5b); "… put it / them into your graveyard"
 * (Entomb, Buried Alive) puts them into their owner's graveyard (404.1). Other destinations (on top of the
 * library), split destinations and other shapes are left unread. "For two basic land cards" (no "up
 * to") is read as "up to two": searching a hidden zone for cards with a stated quality, the searcher
 * isn't required to find them all (701.23b); with no quality it isn't read.
 */
const SEARCH = new RegExp(`^search (?:your|their) library for (a|an|(?:up to )?${NUMBER}) (?:(.+?) )?(cards?)(?: with ([a-z0-9 ]+?))?, (reveal (?:it|that card|them|those cards), )?put (it|that card|them|those cards) (into your hand|into their hand|into your graveyard|into their graveyard|onto the battlefield(?: tapped)?), then shuffle$`);

function searchEffect(c: string, ctx: Ctx): SpellEffect[] | null {
  const found = SEARCH.exec(c);
  if (!found) return null;
  // 202.3, 208: "a creature card with power 2 or less", "an artifact card with mana value 2": one
  // comparison that qualifies the card (each type of "instant or sorcery card" alike), judged on its
  // values in the library.
  const stat = found[5];
  const compared = stat !== undefined ? parseStatComparison(stat) : null;
  if (stat !== undefined && !compared) return null;
  const m = [...found.slice(0, 5), ...found.slice(6)];
  const upTo = m[2] !== undefined ? numberWord(m[2]) : null;
  if (m[2] !== undefined && (upTo === null || upTo < 1)) return null;
  // "a card … put it", "up to two cards … put them": the noun and the pronoun agree with the count.
  const many = upTo !== null && upTo > 1;
  if (many !== (m[4] === 'cards') || many !== /^(?:them|those cards)$/.test(m[6]!)) return null;
  const reveal = m[5] !== undefined ? { reveal: true } : {};
  const count = upTo !== null ? { upTo } : {};
  let filter: ObjectFilter | undefined;
  if (m[3] !== undefined) {
    const f = searchQuality(m[3]);
    if (!f) return null;
    filter = f;
  } else if (upTo !== null) return null; // "up to two cards" with no quality isn't read
  if (compared) filter = { ...(filter ?? { kind: 'filter' }), [compared.field]: compared.range };
  // The choice of the cards found, named uniquely in the ability (a second search has its own).
  const id = choiceName('search', ctx);
  const base = { ...(filter ? { filter } : {}), ...reveal, ...count, ...(id !== 'search' ? { id } : {}) };
  if (/hand$/.test(m[7]!)) return [{ kind: 'search-to-hand', ...base }];
  // 404.1: the found cards go into their owner's graveyard (it is the searcher's own library).
  if (/graveyard$/.test(m[7]!)) return [{ kind: 'search-to-graveyard', ...base }];
  return [{ kind: 'search-to-battlefield', ...base, ...(m[7]!.endsWith('tapped') ? { tapped: true } : {}) }];
}

/** A search's quality: a group of one card ("basic land", "green creature", "Island or Swamp"), or "basic" before land types (205.3i, 205.4a). */
function searchQuality(q: string): ObjectFilter | null {
  const basic = /^basic (.+)$/.exec(q);
  if (basic && /^[A-Z]/.test(basic[1]!)) {
    const g = articleGroup(basic[1]!);
    return g && !g.plural && g.filter.subtypes && Object.keys(g.filter).length === 2 ? { ...g.filter, supertypes: ['Basic'] } : null;
  }
  // "a nonlegendary card", "a black card", "a multicolored card": qualities of a card of any type
  // (205.4, 105.2) — read as the same words before "permanent", which names no card type here.
  const adjective = /^[a-z-]+$/.test(q) && !/^(?:permanent|card|token|spell)$/.test(q) ? parseGroup(`${q} permanent`) : null;
  const g = adjective && adjective.filter.types === undefined && Object.keys(adjective.filter).length > 1 ? adjective : articleGroup(q);
  if (!g || g.plural || g.filter.controller !== undefined || g.filter.other === true || g.filter.token !== undefined) return null;
  return g.filter;
}

/** "Search your library for a [quality] card, [reveal it,] then shuffle and put that card on top" (701.23, 701.24a): the found card ends on top. */
const TO_TOP = /^search your library for (?:a|an) (?:(.+?) )?card, (reveal it, )?then shuffle and put (?:that|the) card on top$/;

function searchToTop(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = TO_TOP.exec(c);
  if (!m) return null;
  const filter = m[1] !== undefined ? searchQuality(m[1]) : undefined;
  if (filter === null) return null;
  const id = choiceName('search', ctx);
  return [{ kind: 'search-to-top', ...(filter ? { filter } : {}), ...(m[2] !== undefined ? { reveal: true } : {}), ...(id !== 'search' ? { id } : {}) }];
}

/**
 * 701.23a, 701.24a: "search your library for up to two basic land cards, reveal those cards, put one
 * onto the battlefield tapped and the other into your hand, then shuffle" (Cultivate) — up to two
 * cards of one quality, split: the player chooses which goes onto the battlefield (110.2, 110.5b).
 */
const SPLIT = new RegExp(`^search your library for up to two (.+?) cards, reveal those cards, put one onto the battlefield( tapped)? and the other into your hand, then shuffle$`);

function searchSplit(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = SPLIT.exec(c);
  const filter = m ? searchQuality(m[1]!) : null;
  if (!m || !filter) return null;
  const id = choiceName('search', ctx);
  return [{ kind: 'search-to-battlefield', filter, reveal: true, upTo: 2, otherToHand: true, ...(m[2] ? { tapped: true } : {}), ...(id !== 'search' ? { id } : {}) }];
}

export const search: Clause = (c, _text, ctx) => (/^search your /.test(c) ? (searchEffect(c, ctx) ?? searchToTop(c, ctx) ?? searchSplit(c, ctx)) : null);

/**
 * 608.2h: "Its controller may search their library for a basic land card, put it onto the
 * battlefield, then shuffle" after an instruction on the ability's one target object: that object's
 * (last known) controller searches, if they choose to (608.2d; unanswered, declined).
 */
export const controllerSearch: Clause = (c, _text, ctx) => {
  const m = /^(?:its|that creature's|that permanent's|that land's) controller may (search their library .+)$/.exec(c);
  const target = ctx.last?.target;
  if (!m || target === undefined) return null;
  // A target of this sentence must be one object; one named by an earlier sentence was checked by its reader (sentences.ts).
  const spec = ctx.targets.find((t) => t.word === target);
  if (spec && (!spec.objects || (spec.count ?? 1) !== 1 || spec.players || spec.anyNumber)) return null;
  const r = searchEffect(m[1]!, ctx);
  if (!r) return null;
  const name = choiceName('may', ctx);
  return r.map((e) => ({ ...e, player: 'that-controller', target, may: name }));
};
