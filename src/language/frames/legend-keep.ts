/**
 * The legend rule's choice told (704.5j): "I cast a second one, keeping the new one", "… and keep the new one",
 * 「2枚目を唱えて新しい方を残した」. When one player controls two or more legendary permanents of one name, that
 * player chooses one to keep and the rest go to their owners' graveyards — for a creature that is dying (700.4), so
 * its dies triggers fire. "The new one" / "the old one" told is that choice, given to the run as said (story.legendKept;
 * untold, an outcome that changes with it is asked back, questions/legend-choice.ts).
 * Told with no two legendary permanents of one name under that player's control, the words say nothing the
 * question set up: left unread (named).
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { IrObject, Side } from '../ir.ts';

/** Adjectives that say which one is kept: the newest (the run's default) or an older one. */
const NEWEST: ReadonlySet<string> = new Set(['new', 'newer', 'newest', 'latest', 'second']);
const OLDER: ReadonlySet<string> = new Set(['old', 'older', 'oldest', 'original', 'first']);

/** Names of the legendary cards the question named (their type lines say Legendary, 205.4d). */
function legendaryNames(story: Story): Set<string> {
  const names = new Set<string>();
  for (let k = 0; k < 2000; k++) {
    for (const s of story.sensesAt(k)) if (s.kind === 'card' && /\bLegendary\b/.test(s.typeLine)) names.add(s.name);
  }
  return names;
}

/**
 * The objects of one legendary card's name the player has two or more of — what 704.5j applies to — counting those
 * whose controller is not yet said (「《X》を出してる」): the choice told says they are that player's. Null when none.
 */
function twoOfOneLegend(story: Story, side: Side): IrObject[] | null {
  const legendary = legendaryNames(story);
  const byName = new Map<string, IrObject[]>();
  for (const o of story.objects) {
    if (o.card === null || !legendary.has(o.card) || (o.controller !== side && o.controller !== null) || o.zone !== 'battlefield') continue;
    byName.set(o.card, [...(byName.get(o.card) ?? []), o]);
  }
  const groups = [...byName.values()].filter((g) => g.length >= 2 && g.some((o) => o.controller === side));
  return groups.length === 1 ? groups[0]! : null;
}

/**
 * A told "keep" whose object is "the new one" / "the old one" (or 新しい方 / 古い方), said of no card by name: the
 * legend rule's choice. True when read (or named as unsupported); false when the clause is not that shape.
 */
export function legendKeepTold(story: Story, c: Clause): boolean {
  const v = c.verb;
  const o = c.object;
  if (v?.verb !== 'keep' || v.negated || v.modal !== null || o?.kind !== 'object') return false;
  if (c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.wh !== null) return false;
  if (o.card !== null || (o.head !== null && o.head !== 'one') || o.adjectives.length !== 1 || o.count !== null || o.plural) return false;
  const adj = o.adjectives[0]!;
  if (!NEWEST.has(adj) && !OLDER.has(adj)) return false;
  // (「新しい方を残した」 with no subject said: the one player who has two of one legendary name is the chooser.)
  const who = c.subject?.kind === 'player' ? c.subject.player.who : null;
  const said: Side | null = who === 'me' || who === 'active' ? 'A' : who === 'opponent' || who === 'nonactive' ? 'B' : null;
  if (c.subject !== null && said === null) return false;
  const found = (said !== null ? [said] : (['A', 'B'] as const)).flatMap((x) => {
    const g = twoOfOneLegend(story, x);
    return g ? [{ side: x, group: g }] : [];
  });
  if (found.length !== 1) return false;
  const { side, group } = found[0]!;
  // (Two told — "keep the new one … keep the old one" — say no one choice: named, not read.)
  const kept = OLDER.has(adj) ? 'oldest' : 'newest';
  if (story.legendKept !== null && story.legendKept !== kept) {
    story.problem('not-understood', c.text, 'legend-keep-twice');
    return true;
  }
  story.legendKept = kept;
  for (const x of group) if (x.controller === null) x.controller = side;
  story.use(c.subject);
  story.use(o);
  story.useChunks(c.chunks);
  // (Told, the choice adds no event: the run is given it (questions/scenario.ts). Noted, so the clause counts as read.)
  story.noted++;
  return true;
}
