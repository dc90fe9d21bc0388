/**
 * Block frames (509): "X blocks Y", "Y is blocked by X", "no blocks", "they don't block", several
 * blockers paired with attackers (509.1a); attackers told unblocked (509.1h) are read in unblocked.ts.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf, toldAlike } from '../refs.ts';
import { isPlayerish, ownCombatants, push, role, useRole } from './util.ts';
import { addAttack, soleAttacker } from './attacks.ts';
import { noBlocks, saysNone } from './no-blocks.ts';
import { loneCreature, theyAttackers } from './unblocked.ts';
/** (Unblocked attackers, 509.1h, are told in unblocked.ts; callers import it here.) */
export { unblocked } from './unblocked.ts';

export function block(story: Story, c: Clause): void {
  const v = c.verb!;
  if (noneBlock(story, c)) return;
  if (v.passive) return blockedBy(story, c);
  // "My opponent doesn't block", "nobody blocks": every attacker so far is unblocked.
  const nobody = c.subject?.kind === 'player' && c.subject.player.who === 'nobody';
  if (v.negated || nobody) return declined(story, c, nobody);
  // "X blocks Y", "they block with Y", "I block it with both".
  const by = isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const attacking = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  const blockers = blockersOf(story, c, by, attacking);
  if (!blockers) return;
  // "I block them with my 5/5 and 2/2 respectively", "my 3/3 and 4/4 block them": several attackers and
  // several blockers. Paired in order when "respectively" says so; with the attackers told alike ("two 2/2s")
  // any pairing is the same story. Otherwise which blocks which is not said, and it changes what dies:
  // named, never dropped (the clause once vanished and every attacker went unblocked).
  // 「私は4/4と1/1でそれぞれブロックした」「相手の3/3と1/1がそれぞれをブロック」: それぞれ said where what is blocked
  // goes is "respectively" — each blocker the attacker in the same place (509.1a) — never one of them (red
  // team s14: both blockers went to the last attacker and the other one hit unblocked).
  if (eachBlocksOne(story, c, blockers, by)) return;
  if (severalBlocked(story, c, blockers, by, attacking)) return;
  const attacker = c.object ? blockedObject(story, c, c.object, blockers) : (soleAttacker(story) ?? onlyToBlock(story, by, blockers, c));
  if (attacker === false) return;
  if (!attacker) {
    story.problem('not-understood', c.text, 'blocks-what');
    return;
  }
  for (const b of blockers) {
    const o = story.get(b)!;
    if (by !== null && o.controller === null) o.controller = by;
    story.roles.set(b, 'blocker');
  }
  story.roles.set(attacker, 'attacker');
  push(story, { kind: 'block', blockers, attacker }, c);
}

/**
 * "Nothing else blocks", "neither is blocked", "nothing gets blocked": no (more) blocks. Attackers
 * nobody blocks are unblocked anyway (509.1h), so this adds nothing but is checked against the story.
 * "None are blocked", "no creature gets blocked", and "No blocks." (the "no" alone before the verb).
 * (After the comma or "and" that joined it to the clause before: "My 1/1 attacks, no blocks".)
 * ("They have no blocks", "there are no blocks", "attacks with no blocks": the "no" right before the verb's word,
 * after words that only say so — the grammar gives such a clause no subject.) True when read so.
 */
function noneBlock(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const noAt = Math.min(...v.chunks) - 1;
  const saidBefore = c.chunks.filter((k) => k < noAt);
  const onlySays = saidBefore.every((k) => story.sensesAt(k).some((x) => x.kind === 'punct' || x.kind === 'conj' || x.kind === 'filler' || x.kind === 'player' || (x.kind === 'pronoun' && (x.word === 'they' || x.word === 'he')) || (x.kind === 'verb' && (x.verb === 'have' || x.verb === 'be')) || (x.kind === 'aux' && (x.aux === 'have' || x.aux === 'be')) || (x.kind === 'prep' && x.prep === 'with')) || /^there$/i.test(story.chunkText(k)));
  const head = c.chunks.find((k) => !story.sensesAt(k).some((x) => x.kind === 'punct' || x.kind === 'conj'));
  const noBefore = !c.subject && c.chunks.includes(noAt) && story.sensesAt(noAt).some((x) => x.kind === 'det' && x.det === 'no') && onlySays;
  const leadingNo = (!c.subject && head !== undefined && !v.chunks.includes(head) && story.sensesAt(head).some((x) => x.kind === 'det' && x.det === 'no')) || noBefore;
  if (!((c.subject && saysNone(c.subject)) || leadingNo)) return false;
  if (noBefore) story.useChunks([...saidBefore, noAt]);
  else if (leadingNo) story.useChunks([head!]);
  noBlocks(story, c, c.subject);
  return true;
}

/** The creatures that block: a player's "with …", or the subject; null when there are none (named when a player's block says no blockers). */
function blockersOf(story: Story, c: Clause, by: Side | null, attacking: readonly string[]): string[] | null {
  const withNp = role(c, 'with', 'using');
  let blockers: string[] | null;
  if (by !== null) {
    ownCombatants(c, withNp);
    blockers = objectsOf(story, withNp, { create: true, controller: by, plural: true, exclude: attacking });
    if (blockers) useRole(story, c, 'with', 'using');
  } else {
    const it = itBlocks(story, c.subject, attacking);
    if (it === 'asked') return null;
    blockers = it ?? objectsOf(story, c.subject, { create: true, plural: true });
  }
  // ("Their 3/3 attacks. I have a 2/2. If I block, does my guy die?": the blocking player's one creature told, and no
  // other creature of unsaid side, is what blocks — with two or more, which one is named back.)
  if (!blockers && by !== null && !withNp) blockers = onlyBlocker(story, by, attacking);
  if (!blockers && by !== null && !withNp) story.problem('not-understood', c.text, 'block-with-what');
  return blockers;
}

/** The one creature on the battlefield that could be `by`'s blocker (not attacking, no creature of unsaid side besides), or null. */
function onlyBlocker(story: Story, by: Side, attacking: readonly string[]): string[] | null {
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.types.includes('Creature') && !attacking.includes(o.id));
  if (creatures.some((o) => o.controller === null)) return null;
  const mine = creatures.filter((o) => o.controller === by);
  return mine.length === 1 ? [mine[0]!.id] : null;
}

/** "I block them with my 5/5 and 2/2 respectively", "… block each": several attackers blocked, one by each blocker. True when read (or refused). */
function severalBlocked(story: Story, c: Clause, blockers: readonly string[], by: Side | null, attacking: readonly string[]): boolean {
  const each = c.object?.kind === 'pronoun' && c.object.word === 'each';
  if (each && attacking.length < 2) {
    story.problem('not-understood', c.text, 'blocks-which');
    return true;
  }
  const several = c.object ? attackersNamed(story, c.object, attacking, blockers) : null;
  if (!several) return false;
  // (Said before the attackers, 「4/4と1/1がそれぞれ3/3と2/2をブロックした」, it is the same word.)
  const eachSaid = story.lang === 'ja' && c.chunks.some((k) => story.sensesAt(k).some((x) => x.kind === 'pronoun' && x.word === 'each'));
  const inOrder = RESPECTIVELY.test(c.text) || each || eachSaid;
  const alike = toldAlike(several.map((id) => story.get(id)!));
  if (several.length !== blockers.length || (!inOrder && !alike)) {
    story.problem('not-understood', c.text, 'blocks-which');
    return true;
  }
  if (inOrder) story.pairedInOrder.add(c);
  story.use(c.object);
  blocksInPairs(story, c, several, blockers, by);
  return true;
}

/** Each attacker blocked by the blocker in the same place (509.1a), the blockers made `by`'s when told. */
function blocksInPairs(story: Story, c: Clause, attackers: readonly string[], blockers: readonly string[], by: Side | null): void {
  attackers.forEach((a, i) => {
    const b = blockers[i]!;
    const o = story.get(b)!;
    if (by !== null && o.controller === null) o.controller = by;
    story.roles.set(b, 'blocker');
    story.roles.set(a, 'attacker');
    push(story, { kind: 'block', blockers: [b], attacker: a }, c);
  });
}

/** The attacker the object of "block" names, made to attack when told first; null when none, false when named back. */
function blockedObject(story: Story, c: Clause, np: NounPhrase, blockers: readonly string[]): string | null | false {
  const known = story.objects.length;
  let attacker = oneObjectOf(story, np, { create: true, exclude: blockers });
  // "My first 2/2 blocks their 3/3 and my second 2/2 blocks it too": "it" found a creature already blocking, which
  // no creature can block (509.1a: only an attacking creature is blocked); the attacker the clause before blocked
  // is what "it" means (red team s18: read as the first 2/2, "can't happen").
  if (attacker && np.kind === 'pronoun' && story.roles.get(attacker) === 'blocker') {
    const blocked = story.topicObject.filter((id) => id !== attacker && story.roles.get(id) === 'attacker');
    if (blocked.length === 1) {
      attacker = blocked[0]!;
      story.resolved.set(np, [attacker]);
    }
  }
  // (What it blocks read as nothing — a player word — is named, never a block dropped.)
  if (!attacker) return null;
  const id = attacker;
  if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(id))) {
    // A creature first named as blocked after the attack was told is not one the story said attacks:
    // the words were misread ("they block with a 2/2, a tiny 1/1 …"), never a new attacker.
    if (story.events.some((e) => e.kind === 'attack') && story.objects.length > known) {
      story.problem('not-understood', np.text, 'blocked-not-attacking');
      return false;
    }
    // A block told first: the story starts with it (the asker attacks unless said: intents.ts ask()).
    if (story.events.length === 0) story.blockFirst = true;
    addAttack(story, [id], null, c);
  }
  return id;
}

/**
 * "My 5/5 has trample. They double block with a 2/2 and a 1/1": a player's block with nothing said blocked and no attack
 * told yet. A block is of an attacking creature (509.1a): the one creature told on the other side — none said another
 * player's, or the side the player's is — is what attacks and is blocked. Two or more, or none: null (named).
 */
function onlyToBlock(story: Story, by: Side | null, blockers: readonly string[], c: Clause): string | null {
  if (by === null || story.events.some((e) => e.kind === 'attack')) return null;
  const mine = story.objects.filter((o) => !blockers.includes(o.id) && o.zone === 'battlefield' && o.types.includes('Creature'));
  if (mine.length !== 1 || (mine[0]!.controller !== null && mine[0]!.controller !== other(by))) return null;
  const id = mine[0]!.id;
  if (story.events.length === 0) story.blockFirst = true;
  addAttack(story, [id], null, c);
  return id;
}

/** "X is blocked by Y", "X isn't blocked", "gets double blocked by A and B", "I got blocked" (509.1a). */
function blockedBy(story: Story, c: Clause): void {
  const v = c.verb!;
  // "X is blocked by Y", "X isn't blocked", "gets double blocked by A and B"; "I got blocked"
  // (or, in Japanese, ブロックされた with no subject said): the one creature attacking.
  // (A Japanese passive with an object too, 「3/3は最初のを1/1にブロックされた」: which one is blocked is not clear;
  // never dropped. The English grammar may leave a word of the by-phrase there: "by their 3/3 wither creature".)
  if (c.object && c.object.kind !== 'player' && story.lang === 'ja') {
    story.problem('not-understood', c.text, 'blocked-what');
    return;
  }
  if (v.negated && theyAttackers(story, c)) return;
  const bySide = !c.subject || isPlayerish(c.subject);
  // (「《X》に《巨大化》を撃ってブロックされなかったら」: with no attack told, the one creature told, as unblocked() reads it.)
  const sole = bySide ? (soleAttacker(story) ?? (v.negated ? loneCreature(story) : null)) : null;
  if (bySide) story.use(c.subject);
  // 「全員で殴って、ブロックされませんでした」: several attacking, none said — none of them was blocked (509.1h).
  if (bySide && !sole && v.negated && !c.subject && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, null);
  if (bySide && !sole) {
    story.problem('not-understood', c.text, 'blocked-what');
    return;
  }
  if (v.negated) {
    // "My 2/2 and 3/3 aren't blocked": each of them is unblocked.
    const attackers = sole ? [sole] : objectsOf(story, c.subject, { create: true, plural: true });
    if (!attackers) return;
    if (!attackers.every((a) => story.events.some((e) => e.kind === 'attack' && e.attackers.includes(a)))) addAttack(story, attackers, null, c);
    for (const id of attackers) {
      story.roles.set(id, 'attacker');
      story.unblocked.add(id);
    }
    return;
  }
  // One creature is blocked by what the by-phrase names: several said there are not cut to the first.
  const one = sole ?? oneObjectOf(story, c.subject, { create: true });
  if (!one) return;
  const attackers = [one];
  if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(attackers[0]!))) addAttack(story, attackers, null, c);
  for (const id of attackers) story.roles.set(id, 'attacker');
  const byNp = role(c, 'by');
  const side = story.get(attackers[0]!)?.controller;
  const blockers = objectsOf(story, byNp, { create: true, plural: true, controller: side ? other(side) : null, exclude: attackers });
  if (!blockers) {
    if (!byNp) story.problem('not-understood', c.text, 'blocked-by-what');
    return;
  }
  useRole(story, c, 'by');
  for (const b of blockers) story.roles.set(b, 'blocker');
  push(story, { kind: 'block', blockers, attacker: attackers[0]! }, c);
  return;
}

/** "My opponent doesn't block", "nobody blocks", "they don't block the flyer": attackers unblocked (509.1h). */
function declined(story: Story, c: Clause, nobody: boolean): void {
  const v = c.verb!;
  const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  // "They don't block the flyer (and block the trampler with …)": the attackers named are unblocked
  // (509.1h); the others may still be blocked by what the story tells next. ("Nobody blocks it", "no one blocks the 3/3" alike.)
  if ((v.negated || nobody) && attackers.length > 0 && c.object && !role(c, 'with') && c.subject && isPlayerish(c.subject)) {
    const named = objectsOf(story, c.object, { create: false, plural: true });
    if (!named) return;
    if (named.length > 0 && named.every((id) => attackers.includes(id))) {
      story.use(c.subject);
      for (const id of named) story.unblocked.add(id);
      return;
    }
  }
  if (attackers.length === 0 || c.object || role(c, 'with')) {
    story.problem('not-understood', c.text, 'no-block-of-what');
    return;
  }
  story.use(c.subject);
  // "A 3/3 attacks and I don't block": the player who could block is the defending one (509.1a), so
  // attackers nobody said were anyone's are the other player's.
  const decliner = !nobody && c.subject && isPlayerish(c.subject) && c.subject.chunks.length > 0 ? playerOf(story, c.subject) : null;
  if (decliner !== null && !attackers.some((a) => story.get(a)?.controller === decliner)) for (const id of attackers) story.get(id)!.controller ??= other(decliner);
  for (const id of attackers) story.unblocked.add(id);
  return;
}

/**
 * "My opponent has a 3/3. I attack with a 2/2 and it blocks.", "Their creature has first strike and it's a 2/2.
 * My 2/2 attacks and it blocks.": "it" that blocks can't be a creature told attacking — blockers are creatures
 * the defending player controls, not attacking ones (509.1a) — so it is the creature that could block: the one
 * live creature told that isn't attacking and isn't the attacking player's. Read as the latest creature (the
 * attacker), the story blocked the attacker with itself and was called impossible (red team s15). Two that could
 * block are asked back; none leaves "it" as read (null).
 */
function itBlocks(story: Story, subj: NounPhrase | null, attacking: readonly string[]): string[] | 'asked' | null {
  if (subj?.kind !== 'pronoun' || subj.word !== 'it' || attacking.length === 0 || story.resolved.has(subj)) return null;
  const read = story.pronoun('it');
  if (read.length !== 1 || !attacking.includes(read[0]!)) return null;
  const sides = new Set(attacking.map((a) => story.get(a)?.controller ?? null));
  const attackingSide = sides.size === 1 ? [...sides][0]! : null;
  const could = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature') && !attacking.includes(o.id) && !o.tapped && (o.controller === null || attackingSide === null || o.controller !== attackingSide));
  if (could.length === 0) return null;
  if (could.length > 1) {
    story.problem('ambiguous', subj.text, 'which-one', could.map((o) => o.words));
    return 'asked';
  }
  const id = could[0]!.id;
  story.resolved.set(subj, [id]);
  story.mention(id);
  story.use(subj);
  return [id];
}

/**
 * "My 2/2 and my 4/4 each block one of his two 3/3s", "My two 2/2s each block one of them": "each" with "one of" a
 * group says every blocker blocks a different one of the group (509.1a: each blocking creature blocks one attacker) —
 * never all of them the same one (red team s22: a double block of the second 3/3, the first dropped from combat), and
 * "them" is the group that attacks, not the blockers. Which blocks which is not said: with the group's creatures told
 * alike (or the blockers) any pairing is the same story, and they are paired in the order told; otherwise the pairing changes what
 * dies, and it is named (never guessed). Returns whether the clause was this.
 */
function eachBlocksOne(story: Story, c: Clause, blockers: readonly string[], by: Side | null): boolean {
  const inPhrase = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  const isEach = (k: number): boolean => story.sensesAt(k).some((x) => (x.kind === 'det' && x.det === 'each') || (x.kind === 'pronoun' && x.word === 'each'));
  const eachSaid = c.chunks.some((k) => !inPhrase.has(k) && isEach(k));
  const o = c.object;
  if (!eachSaid || blockers.length < 2 || !o) return false;
  // "one of his two 3/3s" (one noun phrase), or "one" with "of them" as its role.
  const ofRole = c.roles.find((r) => r.prep === 'of');
  let group: NounPhrase | null = null;
  if (o.kind === 'object' && o.count === 1 && typeof o.groupOf === 'number' && o.groupOf >= 2) {
    const { groupOf, ...whole } = o;
    group = { ...whole, count: groupOf, plural: true };
  }
  else if (ofRole?.np && o.kind === 'pronoun' && o.word === 'one') group = ofRole.np;
  if (!group) return false;
  const attacking = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  const plural = group.kind === 'pronoun' || (group.kind === 'player' && /^(?:they|them)$/i.test(group.text.trim()));
  const attackers = plural ? (attacking.length >= 2 ? [...attacking] : null) : objectsOf(story, group, { create: true, plural: true, exclude: [...blockers] });
  const alike = (ids: readonly string[]): boolean => toldAlike(ids.map((id) => story.get(id)!));
  if (!attackers || attackers.length !== blockers.length || !(alike(attackers) || alike(blockers))) {
    story.problem('not-understood', c.text, 'blocks-which');
    return true;
  }
  const unattacked = attackers.filter((a) => !attacking.includes(a));
  if (unattacked.length > 0) {
    // A block told first: the story starts with the group attacking (the asker attacks unless said).
    if (attacking.length > 0) {
      story.problem('not-understood', group.text, 'blocked-not-attacking');
      return true;
    }
    if (story.events.length === 0) story.blockFirst = true;
    addAttack(story, unattacked, null, c);
  }
  story.use(o);
  story.use(group);
  if (ofRole) useRole(story, c, 'of');
  story.useChunks(c.chunks.filter((k) => !inPhrase.has(k) && isEach(k)));
  story.pairedInOrder.add(c);
  blocksInPairs(story, c, attackers, blockers, by);
  return true;
}

/** "respectively": items of two lists paired in order (read only where a frame pairs them; index.ts names it otherwise). */
export const RESPECTIVELY = /\brespectively\b/i;

/**
 * The attackers a plural object of "block" names: "them", "both", "the 4/4 and the 1/1" — when more than
 * one creature attacks and all it names attack. Null when it names one, or names none of them.
 */
function attackersNamed(story: Story, np: NounPhrase, attacking: readonly string[], blockers: readonly string[]): string[] | null {
  if (attacking.length < 2) return null;
  const plural = (np.kind === 'player' && np.player.who === 'they' && /^(?:they|them)$/i.test(np.text.trim())) || (np.kind === 'pronoun' && ['they', 'them', 'both', 'each'].includes(np.word));
  if (plural) return [...attacking];
  if (np.kind !== 'list') return null;
  const ids = objectsOf(story, np, { create: false, plural: true, exclude: blockers });
  return ids && ids.length > 1 && ids.every((id) => attacking.includes(id)) ? ids : null;
}
