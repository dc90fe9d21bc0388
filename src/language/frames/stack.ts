/**
 * Stack frames: a spell or ability said to be on the stack (405.1), and what the story says a spell left
 * behind (a life total it told). Casting: cast.ts and cast-spell.ts (601); targets: targets.ts and
 * target-phrases.ts (115); activating: activate.ts (602, 606); resolving: resolve.ts (608).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, setLifeTold, totalMayBeLater, push, useRole } from './util.ts';
import { castSpell } from './cast-spell.ts';

/**
 * The words that say a clause's subject is on the stack: "on the stack" as a role, or the noun
 * スタック with nothing else reading it (「スタックにある」, where the particle makes no role).
 */
export function stackPlace(story: Story, c: Clause): number[] | null {
  if (c.verb?.verb !== 'be' && c.verb?.verb !== 'have') return null;
  const r = c.roles.find((x) => x.np?.kind === 'property' && x.np.noun === 'stack' && (x.prep === 'on' || x.prep === 'in' || x.prep === 'to'));
  if (r) return r.chunks;
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  const k = c.chunks.find((i) => !inPhrases.has(i) && story.sensesAt(i).some((s) => s.kind === 'thing-noun' && s.noun === 'stack'));
  return k === undefined ? null : [k];
}

/**
 * "Krosan Grip is on the stack", "while a spell is on the stack", 「刹那の呪文がスタックにある間」: that
 * spell was cast and hasn't resolved (405.1). Whose it is, when the words don't say, is the other
 * player's — the asker is the one who then gets priority (117.3d); the restatement says so.
 */
export function onStack(story: Story, c: Clause, subj: NounPhrase): void {
  const place = stackPlace(story, c);
  if (place) story.useChunks(place);
  const ids = objectsOf(story, subj, { create: true, controller: 'B' });
  if (!ids || ids.length !== 1) return;
  const o = story.get(ids[0]!)!;
  // A permanent on the battlefield can't also be a spell on the stack.
  if (story.events.some((e) => 'ids' in e && e.ids.includes(o.id)) || story.roles.has(o.id)) {
    story.problem('not-understood', c.text, 'on-stack');
    return;
  }
  useRole(story, c, 'on');
  if (story.events.some((e) => e.kind === 'cast' && e.spell === o.id)) return;
  o.cast = true;
  o.controller ??= 'B';
  // "Their Lightning Bolt is on the stack targeting my Grizzly Bears", "while their Bolt targeting it is still on the
  // stack": the targets were chosen as it was cast (601.2c) and it hasn't resolved — cast with them, still a premise.
  const aimed = c.roles.filter((r) => r.prep === 'targeting' && r.np !== null).map((r) => r.np!);
  if (aimed.length > 0) {
    const before = story.events.length;
    castSpell(story, c, o.id, o.controller, aimed);
    const cast = story.events.length > before ? story.events[story.events.length - 1] : undefined;
    if (cast?.kind === 'cast' && cast.spell === o.id) {
      cast.premise = true;
      useRole(story, c, 'targeting');
    }
    return;
  }
  push(story, { kind: 'cast', spell: o.id, caster: o.controller, targets: [], impliedTargets: true, premise: true }, c);
}

/**
 * "I Shock my opponent at 2 life", "bolt them at 3": the life total the player it is aimed at is at
 * (119.1) — never a target. Returns that role (read), or null; said of anything but a player, the
 * role is returned unread, to be named as not understood.
 */
export function lifeTold(story: Story, c: Clause): Clause['roles'][number] | null {
  const r = c.roles.find((x) => x.prep === 'at' && x.np?.kind === 'amount' && (x.np.noun === 'life' || x.np.noun === 'total'));
  if (!r || r.np?.kind !== 'amount') return null;
  if (readSubjectLife(story, c, r)) return r;
  // (Of the player it is aimed at: "Shock my opponent at 2 life", "cast Shock at my opponent at 2 life".)
  const aimed = [c.object, ...c.roles.filter((x) => x !== r && ['on', 'at', 'targeting'].includes(x.prep)).map((x) => x.np)].find((x) => x && isPlayerish(x)) ?? null;
  if (r.np.n !== null && aimed) {
    const side = playerOf(story, aimed);
    // (A total at a later moment than the start is no starting total: see totalMayBeLater.)
    if (side && totalMayBeLater(story, c)) return r;
    if (side) {
      story.life[side] = r.np.n;
      story.useChunks(r.chunks);
    }
  }
  return r;
}

/**
 * A life total said before the verb, with the subject ("Opponent (at 12) casts Languish", "opp at 5 life bolts my 2/2",
 * "I (at 9) attack"): the subject's total (119.1), not that of the player the spell or attack is aimed at. True when
 * the role is said there (read, or refused: with no player as the subject, or at a later moment, it isn't guessed).
 */
export function readSubjectLife(story: Story, c: Clause, r: Clause['roles'][number]): boolean {
  const verbAt = c.verb && c.verb.chunks.length > 0 ? Math.min(...c.verb.chunks) : -1;
  if (verbAt < 0 || r.chunks.length === 0 || Math.max(...r.chunks) >= verbAt) return false;
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const n = r.np?.kind === 'amount' ? r.np.n : null;
  // (With no player as the subject the words stay unread, so named back.)
  if (side !== null && n !== null) setLifeTold(story, c, side, n, r.chunks);
  return true;
}

/** A noun phrase that says nothing of what it is: no head noun, type, size, colour, keyword or quoted text. */
export function undescribed(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  return np.head === null && np.types.length === 0 && np.subtypes.length === 0 && np.power === null && np.colors.length === 0 && np.keywords.length === 0 && np.quotes.length === 0;
}
