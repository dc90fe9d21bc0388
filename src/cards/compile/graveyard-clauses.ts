/**
 * Instructions that move a card out of a graveyard by target (115.1, 400.7): "return target creature
 * card from your graveyard to your hand / to the battlefield", "exile target card from a graveyard"
 * (701.13a), "put target creature card from a graveyard onto the battlefield under your control", and
 * "put target card from a graveyard / target creature on top of its owner's library" (400.3).
 */
import type { Clause, Ctx } from './effects.ts';
import { objectRef } from './effect-refs.ts';
import type { ObjectFilter } from '../../engine/types.ts';
import { parseGroup } from './words.ts';
import { parseStatComparison } from '../../engine/compare.ts';

/**
 * The target word of "target [quality] card [with mana value 3 or less] from your / a / an
 * opponent's graveyard", its spec added to the ability's targets; null when a part isn't read.
 */
function graveyardTarget(quality: string | undefined, compare: string | undefined, whose: string, ctx: Ctx): string | null {
  // 202.3, 208: "… card with mana value 3 or less": one comparison on the card's printed values in the graveyard.
  const compared = compare === undefined ? null : parseStatComparison(compare);
  if (compare !== undefined && !compared) return null;
  const g = quality === undefined ? { filter: { kind: 'filter' } as ObjectFilter } : (parseGroup(quality) ?? parseGroup(`${quality} card`));
  if (!g || g.filter.controller || g.filter.other || g.filter.keywords || g.filter.notKeywords) return null;
  if (compared) g.filter[compared.field] = compared.range;
  const permanent = quality !== undefined && /\bpermanent\b/.test(quality);
  // 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker card (never an instant).
  if (permanent && !g.filter.types) g.filter.types = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
  const base = permanent ? 'permanent' : (g.filter.types?.[0]?.toLowerCase() ?? 'card');
  let word = base;
  for (let i = 2; ctx.words.has(word); i++) word = `${base}${i}`;
  // 404.2 / 109.4: a card in a graveyard is its owner's ("your graveyard" = cards you own).
  const owner = whose === 'your' ? { controller: 'you' as const } : whose === "an opponent's" ? { controller: 'opponent' as const } : {};
  ctx.words.add(word);
  ctx.targets.push({ word, objects: { ...g.filter, zone: 'graveyard' as const, ...owner } });
  return word;
}

/** "Return target creature card from your graveyard to your hand / to the battlefield". */
export const fromGraveyard: Clause = (c, _text, ctx) => {
  // Also (115.1, 400.7): "exile target [creature] card from a graveyard / from an opponent's graveyard"
  // (701.13a) and "put target creature card from a graveyard onto the battlefield under your control".
  const exile = /^exile target (?:(.+?) )?cards?(?: with (.+?))? from (your|a|an opponent's) graveyard$/.exec(c);
  const put = /^put target (?:(.+?) )?cards?(?: with (.+?))? from (your|a) graveyard onto the battlefield under your control$/.exec(c);
  const m = exile
    ? ([exile[0], exile[1], exile[2], exile[3], 'exile'] as (string | undefined)[])
    : put
      ? ([put[0], put[1], put[2], put[3], 'the battlefield under your control'] as (string | undefined)[])
      : /^return target (?:(.+?) )?cards?(?: with (.+?))? from (your|a) graveyard to (your hand|the battlefield(?: under your control)?)$/.exec(c);
  if (!m) return null;
  // "from a graveyard … to the battlefield" without "under your control" would be its owner's: not read.
  if (m[3] === 'a' && m[4] === 'the battlefield') return null;
  const word = graveyardTarget(m[1], m[2], m[3]!, ctx);
  if (!word) return null;
  // 400.7j: a later part of the effect ("It gains haste", "Put a +1/+1 counter on it") finds the card where it went, a public
  // zone; never the source (read so before, the counter went on the ability's own permanent). From a hand it isn't found.
  ctx.last = m[4] === 'your hand' ? { target: word } : { it: true };
  if (m[4] === 'exile') return [{ kind: 'exile', target: word }];
  return m[4] === 'your hand' ? [{ kind: 'return-to-hand', target: word }] : [{ kind: 'put-onto-battlefield', target: word }];
};

/**
 * 400.7, 608.2c: "Return all land cards from your graveyard to the battlefield tapped", "… to your hand", "Put all
 * creature cards from all graveyards onto the battlefield under your control": every card of that quality in those
 * graveyards as the instruction is followed (a graveyard nobody described stops the engine, 404.2), untargeted.
 * They enter under the control of the ability's controller (110.2; from your own graveyard, that is their owner).
 */
export const allFromGraveyard: Clause = (c) => {
  const ret = /^return all (.+?) cards from your graveyard to (your hand|the battlefield)( tapped)?$/.exec(c);
  const put = ret ? null : /^put all (.+?) cards from (your graveyard|all graveyards) onto the battlefield under your control( tapped)?$/.exec(c);
  const quality = ret?.[1] ?? put?.[1];
  if (quality === undefined || (ret && ret[2] === 'your hand' && ret[3])) return null;
  // "land", "artifact and enchantment": the group of the plural nouns ("lands", "artifacts and enchantments").
  const g = parseGroup(quality.split(' and ').map((w) => `${w}s`).join(' and '));
  if (!g || Object.keys(g.filter).some((k) => !['kind', 'types', 'subtypes', 'supertypes', 'notTypes', 'colors'].includes(k))) return null;
  const whose = put?.[2] === 'all graveyards' ? {} : { controller: 'you' as const };
  const all: ObjectFilter = { ...g.filter, zone: 'graveyard', ...whose };
  if (ret?.[2] === 'your hand') return [{ kind: 'return-to-hand', all }];
  // Enchantment cards to the battlefield are not read: an Aura among them would be attached as it enters (303.4f), or stay (303.4g).
  if (all.types?.includes('Enchantment')) return null;
  return [{ kind: 'put-onto-battlefield', all, ...((ret?.[3] ?? put?.[3]) ? { tapped: true } : {}) }];
};

/**
 * 400.3, 400.7: "Put target instant or sorcery card from your graveyard on top of your library",
 * "Put target card from a graveyard on top of its owner's library", "Put target creature / target
 * nonland permanent on top of its owner's library". One target, its card going to its owner's
 * library ("your library" only of a card from your graveyard: a card goes to its owner's, 400.3).
 */
export const onTopOfLibrary: Clause = (c, _text, ctx) => {
  const card = /^put target (?:(.+?) )?card(?: with (.+?))? from (your|a) graveyard on top of (your|its owner's) library$/.exec(c);
  if (card) {
    if (card[3] === 'a' && card[4] === 'your') return null;
    const word = graveyardTarget(card[1], card[2], card[3]!, ctx);
    if (!word) return null;
    ctx.last = { target: word };
    return [{ kind: 'put-on-top', target: word }];
  }
  const permanent = /^put (target .+?) on top of its owner's library$/.exec(c);
  if (!permanent || / card\b/.test(permanent[1]!)) return null;
  const ref = objectRef(permanent[1]!, ctx);
  if (!ref || ref.target === undefined || (ctx.targets.find((t) => t.word === ref.target)?.count ?? 1) !== 1) return null;
  return [{ kind: 'put-on-top', ...ref }];
};

/**
 * 608.2n, 701.24a: "Shuffle this into its owner's library" as a spell's own instruction (the Sun's Zenith cycle, the
 * Beacons): the card goes from the stack into its owner's library, which is then shuffled; having left the stack, it
 * isn't put into the graveyard as the spell finishes resolving.
 */
export const shuffleSelfIntoLibrary: Clause = (c, _text, ctx) => (ctx.spell && c === "shuffle this into its owner's library" ? [{ kind: 'shuffle-into-library', self: true }] : null);
