/**
 * "I cast Clone copying my own Isamaru. Do I get to keep both Isamarus?", "I control Thalia and cast a second one. Can I
 * keep both?": whether a player keeps two legendary permanents of one name — the legend rule's question the other way
 * round (704.5j): no when the rule puts one of them into the graveyard, yes when it doesn't apply. Read only where the
 * two are the player's two legendary permanents of one name told (or a permanent spell told entering as a copy of
 * one), and nothing else told could take one away (only permanent spells cast and moments told); else left unread.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { IrObject } from '../ir.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { ask } from './common.ts';

/** True when the clause asks whether a player keeps both of two legendary permanents of one name (read here). */
export function legendKeepBothAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  const o = c.object;
  if (v?.verb !== 'keep' || v.negated || v.passive || c.wh !== null || c.subject?.kind !== 'player' || o === null) return false;
  if ((v.modal !== null && v.modal !== 'can' && v.modal !== 'do') || c.complement || c.object2 || c.roles.length > 0 || c.keywords.length > 0) return false;
  const said = bothSaid(o);
  if (said === null) return false;
  const side = playerOf(story, c.subject);
  if (side === null) return false;
  const group = legendPair(story, side);
  if (group === null || (said === 'pronoun' && !sameIds(story.pronoun('both'), group.map((x) => x.id)))) return false;
  // ("both Isamarus": the plural of the short name of the pair's card, 205.4d — never another card's.)
  if (o.kind === 'object' && o.card !== null && !nameFits(o.card.name, group[0]!)) return false;
  story.use(c.subject);
  story.use(o);
  return ask(story, { kind: 'legend-rule', side, keep: 'both' }, c);
}

/** 'pronoun' for "both", 'phrase' for "both Isamarus", null for anything else. */
function bothSaid(o: NounPhrase): 'pronoun' | 'phrase' | null {
  if (o.kind === 'pronoun' && o.word === 'both') return 'pronoun';
  if (o.kind === 'object' && o.count === 2 && /^both\b/i.test(o.text.trim()) && o.adjectives.length === 0 && o.counters.length === 0) return 'phrase';
  return null;
}

/**
 * The player's two legendary objects of one card told, or one and a permanent spell cast as its copy (707.2) — with
 * every event told a permanent spell cast or a moment; null otherwise.
 */
function legendPair(story: Story, side: 'A' | 'B'): IrObject[] | null {
  const quiet = story.events.every((e) => e.kind === 'moment' || (e.kind === 'cast' && !/\b(?:Instant|Sorcery)\b/.test(story.get(e.spell)?.types.join(' ') ?? 'Instant')));
  if (!quiet) return null;
  const legends = story.objects.filter((x) => x.controller === side && x.supertypes.includes('Legendary') && x.card !== null);
  const names = new Set(legends.map((x) => x.card));
  if (names.size !== 1 || legends.length > 2) return null;
  const copies = story.events.flatMap((e) => (e.kind === 'cast' && e.caster === side && e.copyOf !== undefined && legends.some((x) => x.id === e.copyOf) ? [story.get(e.spell)!] : []));
  const group = [...legends, ...copies.filter((x) => !legends.includes(x))];
  return group.length === 2 ? group : null;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** "Isamarus", "Isamaru", "Thalias": a card's short name (before its comma), or the whole name, with or without a plural -s. */
function nameFits(said: string, o: IrObject): boolean {
  const full = (o.card ?? '').toLowerCase();
  const short = full.split(',')[0]!.trim();
  const w = said.toLowerCase().trim();
  return [full, short].some((n) => w === n || w === `${n}s` || w === `${n}es`);
}
