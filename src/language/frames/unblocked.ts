/**
 * Attackers told unblocked (509.1h): 「ノーブロック」「ブロックされずに通った」, and the damage told as getting
 * through to the player attacked (506.3, 510.2).
 */
import type { Clause } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { amountOf, isPlayerish, push, stateAdj, useRole } from './util.ts';
import { addAttack, soleAttacker } from './attacks.ts';
import { noBlocks } from './no-blocks.ts';
import { attackingSide } from '../story-players.ts';
import { bareThey } from '../story-pronouns.ts';

export function unblocked(story: Story, c: Clause): void {
  if (theyAttackers(story, c)) return;
  // 「相手はブロックなしだった」「相手はノーブロック」: said of a player after an attack, nobody blocked (509.1h).
  if (c.subject && isPlayerish(c.subject) && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, c.subject);
  // 「4/4で攻撃。ノーブロック。」 with no subject said: the one creature attacking (as 'got blocked' is read).
  // 「《疫病のとげ刺し》に《巨大化》撃ってブロックされずに通ったら」: with no attack told either, the one creature the story has
  // went unblocked — so it attacked (508.1a); with two or more told, which one is not guessed.
  // 「全部素通りなら」「みんなノーブロックだった」: "all" said after an attack is every attacker told, as with no subject below.
  if (c.subject?.kind === 'pronoun' && c.subject.word === 'all' && !c.object && c.roles.length === 0 && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, c.subject);
  const sole = c.subject === null ? (soleAttacker(story) ?? loneCreature(story)) : null;
  // 「全員で殴った。ブロックなし」: said alone after several attack together, nobody blocked (509.1h) — each attacker.
  if (!sole && c.subject === null && !c.object && c.roles.length === 0 && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, null);
  const attackers = sole ? [sole] : objectsOf(story, c.subject, { create: true, plural: true });
  if (!attackers) return;
  // 「相手に通った」: the player it got through to is the player it attacked (506.3).
  const to = c.roles.find((r) => r.prep === 'to' && r.np?.kind === 'player');
  const target = to ? playerOf(story, to.np) : null;
  if (to && target === null) return;
  if (to) useRole(story, c, 'to');
  if (target !== null || !story.events.some((e) => e.kind === 'attack' && attackers.every((a) => e.attackers.includes(a)))) addAttack(story, attackers, target, c);
  for (const id of attackers) {
    story.roles.set(id, 'attacker');
    story.unblocked.add(id);
  }
  // ("connects unblocked", "goes unblocked": the state word says what the verb says.)
  stateAdj(story, c, 'unblocked');
  // 「《X》が相手に1点通った」 (ja/sentence-rewrites.ts): the damage it got through, told as the combat's result (510.2) —
  // checked against the run (questions/claims.ts), never dealt again.
  const n = amountOf(c.object, 'damage');
  // (「ブロックされずに4点通りました」 with no player said: the player it attacks, 506.3 — never a planeswalker's.)
  const to2 = target ?? (n !== null && attackers.length === 1 ? attackedPlayer(story, attackers[0]!) : null);
  if (n !== null && to2 !== null && attackers.length === 1) {
    story.use(c.object!);
    push(story, { kind: 'damage', source: attackers[0]!, target: to2, amount: n, result: true }, c);
  }
}

/**
 * "I attack with Hill Giant and Centaur Courser, and they are unblocked": a bare "they" said unblocked after a group of
 * attacking creatures is those attackers (509.1h) — a player is never "unblocked" ("they aren't blocked" alike). True when read so.
 */
export function theyAttackers(story: Story, c: Clause): boolean {
  const s = c.subject;
  const bare = bareThey(s);
  if (!bare || c.object !== null || c.roles.length > 0) return false;
  // ("I attack with a 3/3, and they are unblocked": with one creature attacking, the singular "they" is that creature.)
  const plural = story.pronoun('they');
  const sole = soleAttacker(story);
  const group = plural.length > 0 ? plural : sole !== null ? [sole] : [];
  const attack = story.events.find((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack' && group.length > 0 && group.every((id) => e.attackers.includes(id)));
  if (attack === undefined) return false;
  story.use(s);
  for (const id of group) {
    story.roles.set(id, 'attacker');
    story.unblocked.add(id);
  }
  stateAdj(story, c, 'unblocked');
  return true;
}

/** The player an attacker attacks: its attack's player, else the defending player — none if it attacks a permanent (506.3). */
function attackedPlayer(story: Story, id: string): Side | null {
  const e = story.events.find((x): x is Extract<QEvent, { kind: 'attack' }> => x.kind === 'attack' && x.attackers.includes(id));
  if (!e || e.attacked?.[id] !== undefined) return null;
  // (With no player said, the defending player as everywhere else: the attacking side's other, the asker attacking by default.)
  const mine = story.get(id)?.controller ?? attackingSide(story) ?? 'A';
  return e.target ?? other(mine);
}

/** The one creature on the battlefield the story has when no attack is told; null with none, several, or an attack told. */
export function loneCreature(story: Story): string | null {
  if (story.events.some((e) => e.kind === 'attack' || e.kind === 'block')) return null;
  const cs = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature'));
  return cs.length === 1 ? cs[0]!.id : null;
}

