/**
 * The spell a "can I cast / respond with / counter" question names, and what it responds to or counters: a spell on
 * the stack, cast first by the other player when the story didn't cast it (117.1a, 115.1, 701.6a).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { isPlayerish, role } from './common.ts';

/**
 * "in response to a spell", "in response to their Lightning Bolt", 「刹那を持つ《突然の死》に対応して」:
 * what the question responds to. A spell the story didn't cast yet is cast first, by the other player
 * (any spell on the stack has the same effect on what may be cast then, 117.1a; its caster is said
 * in the restatement).
 */
export function respondedTo(story: Story, c: Clause, player: Side): { ok: boolean; np: NounPhrase | null } {
  if (!c.times.includes('in-response')) return { ok: true, np: null };
  // "in response to X" says what is responded to; "on X" is the question's own target ("After Shock resolves,
  // can I cast Giant Growth on my 2/2?" — a response read from the story, not said, red team s29: the 2/2 was
  // cast as the spell responded to). "on" stands for it only where the words "in response" are in this clause
  // and no "to" phrase says it.
  const saidHere = c.chunks.some((k) => story.timeAt(k) === 'in-response');
  const np = c.roles.find((r) => r.prep === 'to' && r.np?.kind === 'object')?.np ?? (saidHere ? (c.roles.find((r) => r.prep === 'on' && r.np?.kind === 'object')?.np ?? null) : null);
  if (!np) return { ok: true, np: null };
  const ids = objectsOf(story, np, { create: true, controller: other(player) });
  if (!ids || ids.length !== 1) return { ok: false, np };
  const o = story.get(ids[0]!)!;
  if (!isSpell(np, o.types, o.card)) return { ok: false, np };
  story.use(np);
  for (const r of c.roles) if (r.np === np) story.useChunks(r.chunks);
  if (!story.events.some((e) => e.kind === 'cast' && e.spell === o.id)) castByOther(story, o.id, o.controller ?? other(player));
  return { ok: true, np };
}

/** A card, or a described spell ("a sorcery", "a spell with split second"), but not a land (lands are played, never cast: 305.1). */
export function isSpell(np: NounPhrase | null, types: readonly string[], card: string | null): boolean {
  if (types.includes('Land') && card === null) return false;
  if (card !== null || types.length > 0) return true;
  // "a spell", "a creature", "a 2/2", "a Goblin": what the words name can be cast.
  return np?.kind === 'object' && np.head !== null && ['spell', 'creature', 'card', 'type', 'subtype', 'pt'].includes(np.head);
}

/**
 * "Can I cast Essence Scatter to counter a Lightning Bolt?", "Can I use Negate to counter his Divination?": the spell a
 * purpose "to counter X" names, as "Can I counter X with Y?" reads it — a spell on the stack, cast first by the other
 * player than the counterspell's caster (115.1, 701.6a). Null when what is named is no spell (a player, a permanent
 * said to be on the battlefield, a land) or not one thing: the caller names the clause back.
 */
export function counteredSpell(story: Story, np: NounPhrase, caster: Side, not: string): string | null {
  if (np.kind !== 'object' || isPlayerish(np)) return null;
  const known = new Set(story.objects.map((o) => o.id));
  const ids = objectsOf(story, np, { create: true, controller: other(caster), exclude: [not] });
  if (!ids || ids.length !== 1 || ids[0] === not) return null;
  const o = story.get(ids[0]!)!;
  const castBefore = story.events.some((e) => e.kind === 'cast' && e.spell === o.id);
  // (A card named is what is countered; one the story told before is that one only if it was cast — a permanent told
  // on the battlefield is no spell, and is not made one.)
  if (!isSpell(np, o.types, o.card) || o.card === null || (known.has(o.id) && !castBefore)) return null;
  if (!castBefore) castByOther(story, o.id, o.controller ?? other(caster));
  story.use(np);
  return o.id;
}

/** A spell the question names on the stack, told as cast by `caster` before it is asked (a premise, its targets implied). */
export function castByOther(story: Story, spell: string, caster: Side): void {
  const o = story.get(spell)!;
  o.cast = true;
  o.controller = caster;
  story.events.push({ kind: 'cast', spell, caster, targets: [], impliedTargets: true, premise: true });
}

/** The spell a "can … cast / respond with / counter" question names, and its targets' phrases. */
export function spellAndTargets(story: Story, c: Clause): { spell: NounPhrase | null; targets: NounPhrase[]; counter: boolean } {
  const v = c.verb!;
  // (Two verbs read their own way; every other verb — cast, play, use, a card said as the verb — the same one.)
  const targets = (): NounPhrase[] => c.roles.filter((r) => r.prep === 'on' || r.prep === 'at' || r.prep === 'targeting').map((r) => r.np!).filter(Boolean);
  if (v.verb === 'respond') return { spell: role(c, 'with'), targets: targets(), counter: false };
  if (v.verb === 'counter') {
    // "Can Counterspell counter X?", "Can I counter X with Counterspell?", 「《本質の散乱》で《稲妻》を打ち消せる？」:
    // the counterspell is cast targeting X.
    const subjectIsSpell = c.subject !== null && !isPlayerish(c.subject);
    const withNp = role(c, 'with');
    const instrument = withNp ?? (subjectIsSpell ? c.subject : null);
    const countered = c.object ?? (withNp && subjectIsSpell ? c.subject : null);
    return { spell: instrument, targets: countered ? [countered] : [], counter: true };
  }
  // 「《踏み荒らし》って撃てる？」: the spell is the topic (the subject) when nothing is the object.
  const spell = c.object ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null);
  return { spell, targets: targets(), counter: false };
}
