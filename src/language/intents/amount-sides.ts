/**
 * Whose amount an amount question asks (intents/amounts.ts): the recipient and dealer said in a damage phrase, the player who
 * deals it (so the other is asked of), the players whose life is asked, and who the story's spells and damage are aimed at.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../story.ts';
import { other } from '../story.ts';
import { playerOf } from '../refs.ts';
import { aboutObjects, ask, isPlayerish, role, sideAsked, useRole } from './common.ts';

/** The recipient and the dealer said inside a damage phrase of the clause ("damage dealt to X by Y"). */
export function damageRoles(c: Clause, props: readonly NounPhrase[]): { to: NounPhrase | null; by: NounPhrase | null } {
  for (const np of [c.asked, c.subject, c.object, c.complement, ...c.roles.map((r) => r.np), ...props]) {
    if ((np?.kind === 'amount' || np?.kind === 'property') && np.noun === 'damage' && (np.to || np.by)) return { to: np.to ?? null, by: np.by ?? null };
  }
  return { to: null, by: null };
}

/** The player a damage phrase names as its recipient ("dealt to me"): null for "the defending player". */
export function innerPlayer(story: Story, np: NounPhrase): Side | null {
  const p = np.kind === 'property' && np.of ? np.of : np;
  story.use(np);
  if (p.kind === 'player' && (p.player.who === 'defending' || p.player.who === 'player')) return null;
  return playerOf(story, p);
}

/** Damage dealt to the creatures a phrase names (by one dealer, if said): each asked, how much or whether. */
export function damageToObjects(story: Story, c: Clause, recipient: NounPhrase, dealerNp: NounPhrase | null, howMuch: { howMuch?: true }): boolean {
  const ids = aboutObjects(story, recipient);
  if (!ids || ids.length === 0) return false;
  let by: string | null = null;
  if (dealerNp) {
    const dealers = isPlayerish(dealerNp) ? null : aboutObjects(story, dealerNp);
    if (!dealers || dealers.length !== 1) return false;
    by = dealers[0]!;
    story.use(dealerNp);
  }
  story.use(recipient);
  useRole(story, c, 'to');
  for (const id of ids) ask(story, { kind: 'dealt-damage', id, ...(by !== null ? { by } : {}), ...howMuch }, c);
  return true;
}

/**
 * Verbs whose subject is who deals the damage ("how much can I push through"), never who takes it. A player who
 * "gets damage through" ("how much can I get through?") is its dealer too: read as the taker, the asker's own
 * damage taken was answered (0) while the opponent lost 2. A player who "gives" damage or poison counters ("max
 * poison counters I can give?") is its dealer as well: read as the one asked of, the asker was made the defender.
 */
const DEALING: ReadonlySet<string> = new Set(['deal', 'hit', 'push-through', 'trample-over', 'assign', 'go-through', 'give']);

/**
 * "How much damage can I get in?", "… can I do?": the player's attack getting damage in — read only of a story where
 * that player attacked and nothing blocked, where it is the damage the other player takes (510.1a, 510.1b). Else it could be
 * damage their creatures or spells dealt to creatures too: named, never answered as the other player's alone.
 */
function gotIn(story: Story, dealer: Side, most: boolean): boolean {
  const attacked = story.events.some((e) => e.kind === 'attack' && e.attackers.some((id) => story.get(id)?.controller === dealer));
  // "what's the most dmg I can get in", "max damage I can get in": the most is what the attacker's assignment can put past
  // its blockers (510.1a, 702.19b) — the damage to the player attacked, as "get through" says, blocked or not.
  if (most) return attacked;
  // (A spell of theirs aimed at the other player's object may have dealt it damage; one cast at nothing, at a player or
  // at their own creature — a pump on the attacker — is no damage to a creature of the other player's.)
  const atFoe = (t: string): boolean => t !== 'A' && t !== 'B' && story.get(t)?.controller !== dealer;
  return attacked && !story.events.some((e) => e.kind === 'block' || (e.kind === 'cast' && e.caster === dealer && e.targets.some(atFoe)));
}

/**
 * "How much damage can I do?": "do" left last after the subject is the main verb — doing damage is dealing it — never
 * the bare auxiliary of a "be" question (read so, the asker was asked of the damage they take: "You take 0").
 */
function doneDamage(story: Story, c: Clause): boolean {
  if (c.verb?.verb !== 'be' || !c.subject) return false;
  const words = c.chunks.filter((k) => !story.sensesAt(k).some((x) => x.kind === 'punct'));
  const last = words[words.length - 1];
  return last !== undefined && last > Math.max(...c.subject.chunks) && story.sensesAt(last).some((x) => x.kind === 'aux' && x.aux === 'do');
}

/**
 * "How much damage can I deal to my opponent?", "what's the most I can push through?": a player who
 * deals the damage is not the one asked about — the player after "to", else that player's opponent.
 * Undefined when the clause is not so.
 */
export function dealerSide(story: Story, c: Clause): Side | null | undefined {
  const v = c.verb;
  const getsIn = v !== null && !v.passive && (v.verb === 'connect' || doneDamage(story, c));
  if (!v || v.passive || !(DEALING.has(v.verb) || getsIn) || !c.subject || c.subject.kind !== 'player') return undefined;
  const dealer = playerOf(story, c.subject);
  if (dealer === null) return undefined;
  // (Only "get in": "the most damage I can do" blocked may count the damage its blocker is dealt too.)
  const most = v.verb === 'connect' && c.asked?.kind === 'property' && c.asked.noun === 'damage' && c.asked.adjectives.some((a) => a === 'most' || a === 'maximum');
  if (getsIn && !gotIn(story, dealer, most)) {
    story.problem('not-understood', c.text, 'damage-dealer');
    return undefined;
  }
  const to = role(c, 'to');
  // ("push through to their face": that player's face is that player; read as none, the asker was taken as the one asked of, "You take 0 damage".)
  const face = to?.kind === 'property' && to.noun === 'face' && to.of?.kind === 'player';
  if (to && (to.kind === 'player' || face)) {
    story.use(c.subject);
    return sideAsked(story, { ...c, subject: null });
  }
  if (to) return undefined;
  story.use(c.subject);
  return other(dealer);
}

export function lifeSides(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[]): Side[] {
  // "both life totals", "both players' life totals" (両者のライフ)
  // ("How much life does each player have?", "What's everyone's life?": every player's, each asked.)
  const each = (np: NounPhrase | null): boolean => np?.kind === 'player' && np.player.who === 'each';
  if (each(c.subject)) story.use(c.subject);
  const both = [c.subject, c.complement, c.asked].some((np) => (np?.kind === 'pronoun' && np.word === 'both') || each(np)) || props.some((p) => (p.of?.kind === 'player' && p.of.player.who === 'each') || (p.of === null && p.adjectives.includes('both')));
  if (both) {
    for (const p of props) if (p.of?.kind === 'player') story.use(p.of);
    return ['A', 'B'];
  }
  const s = sideAsked(story, c);
  if (s) return [s];
  // "life after combat?" with one player's life stated: that player.
  const stated = (['A', 'B'] as const).filter((x) => story.life[x] !== undefined);
  if (stated.length === 1) return [stated[0]!];
  // 「お互い20点から、ライフはどうなる?」: both players' life was told, and "life" is asked of no one: both.
  if (stated.length === 2 && props.some((p) => p.noun === 'life' && p.of === null)) return ['A', 'B'];
  return [];
}

/** The players the story's spells and damage are aimed at (cast targets, damage told), each once. */
export function playersAimedAt(story: Story): Side[] {
  const out = new Set<Side>();
  for (const e of story.events) {
    const targets = e.kind === 'cast' ? e.targets : e.kind === 'damage' ? [e.target, ...(e.also ?? [])] : [];
    for (const t of targets) if (t === 'A' || t === 'B') out.add(t);
  }
  return [...out];
}

/** The objects the story's spells target, each once (players aside). */
export function objectsAimedAt(story: Story): string[] {
  const out = new Set<string>();
  for (const e of story.events) if (e.kind === 'cast') for (const t of e.targets) if (t !== 'A' && t !== 'B') out.add(t);
  return [...out];
}

/** The one player whose told permanents have lifelink (told, or their card's in the catalog); null for none or both. */
export function lifelinkSide(story: Story): Side | null {
  const sides = new Set(story.objects.filter((o) => o.controller !== null && hasKeywordOf(story, o.id, { keyword: 'lifelink' })).map((o) => o.controller!));
  return sides.size === 1 ? [...sides][0]! : null;
}
