/**
 * Combat frames: attacks (508.1), blocks (509.1) and creatures said to be unblocked (509.1h).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf, toldAlike } from '../refs.ts';
import { isPlayerish, push, role, stateAdj, useRole } from './util.ts';
import { personReading } from '../persons.ts';

/** A creature by its words: a creature card (no planeswalker or battle), or a size said with no card. */
function creatureSaid(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  if (np.card) return /\bCreature\b/.test(np.card.typeLine) && !/\b(?:Planeswalker|Battle)\b/.test(np.card.typeLine);
  return np.power !== null && np.types.every((t) => t === 'Creature');
}

export function attack(story: Story, c: Clause): void {
  let subj = c.subject;
  let withNp = role(c, 'with');
  // "swinging with a 5/5 and a 2/2, …", "attacked with my 3/3": said with no one attacking, the asker attacks.
  if (!subj && withNp && withNp.kind !== 'property' && !isPlayerish(withNp)) subj = { kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
  // "opp swings a 4/4 flier at me", "I send my 3/3 at them": a player's creature moved at a player is the attacker.
  // ("I swing my 2/2 into their 3/2": moved into a creature, as "attacks into their 3/2" below.)
  const atPlayer = role(c, 'at');
  const into = role(c, 'into');
  if (isPlayerish(subj) && !withNp && c.object?.kind === 'object' && ((atPlayer && isPlayerish(atPlayer)) || (!atPlayer && into?.kind === 'object'))) {
    withNp = c.object;
    const moved = c.object;
    c.roles.push({ prep: 'with', np: moved, time: null, chunks: [] });
    c.object = null;
  }
  // "Swung Carnage Tyrant, they blocked …", "I swung my 3/3 and they didn't block": a creature of the attacking
  // player's as the object of "attack"/"swing" with no "with" is what attacks — only players, planeswalkers and
  // battles are attacked (506.3, 508.1b), never a creature. Said with no subject, the asker swings (as "attacked
  // with my 3/3" is read above); a creature said to be the other player's stays unread (no attack of a creature).
  if (!withNp && !atPlayer && !into && c.object?.kind === 'object' && c.object.controlledBy === null && (!subj || isPlayerish(subj)) && !c.verb?.passive && creatureSaid(c.object)) {
    const mover = subj ? playerOf(story, subj) : 'A';
    const owner = c.object.owner ? story.side(c.object.owner) : null;
    if (mover && (owner === null || owner === mover)) {
      if (!subj) subj = { kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
      withNp = c.object;
      c.roles.push({ prep: 'with', np: c.object, time: null, chunks: [] });
      c.object = null;
    }
  }
  const by = isPlayerish(subj) ? playerOf(story, subj) : null;
  // (What a player attacks with is none of the other player's: "I swing with everything".)
  const theirs = by !== null ? story.objects.filter((o) => o.controller === other(by)).map((o) => o.id) : [];
  const sole = by !== null && !withNp ? soleCreatureOf(story, by) : null;
  const attackers = sole ?? (by !== null ? objectsOf(story, withNp, { create: true, controller: by, exclude: theirs }) : objectsOf(story, subj, { create: true, plural: true }));
  if (!attackers) return;
  if (by !== null) useRole(story, c, 'with');
  for (const id of attackers) {
    const o = story.get(id)!;
    if (by !== null && o.controller === null) o.controller = by;
    story.roles.set(id, 'attacker');
  }
  // 「4/4がトランプルで攻撃してきた」 "a 4/4 attacks with trample": the attacker has it. (A card's
  // abilities are its own: said of a card, the keyword stays unread and is named.)
  if (c.keywords.length > 0 && attackers.every((id) => story.get(id)!.card === null)) {
    for (const id of attackers) {
      const o = story.get(id)!;
      for (const k of c.keywords) if (!o.keywords.some((x) => x.keyword === k.keyword && x.param === k.param)) o.keywords.push(k);
    }
    story.useKeywords(c.chunks);
  }
  // "My 3/3 swings, no blockers": the attack, then no blocks.
  if (c.object?.kind === 'object' && c.object.head === 'blocker' && saysNone(c.object) && !role(c, 'at', 'into')) {
    addAttack(story, attackers, null, c);
    noBlocks(story, c, c.object);
    return;
  }
  // What it attacks: a planeswalker or battle ("attacks Liliana", "swing at her", 「それを攻撃した」) …
  const targetNp = c.object ?? role(c, 'at', 'into');
  const attacked = attackedPermanent(story, targetNp, attackers);
  if (attacked === null) return;
  if (attacked !== 'none') {
    useRole(story, c, 'at', 'into');
    addAttack(story, attackers, null, c, attacked);
    const walker = story.get(attacked)!;
    const by = attackers.map((id) => story.get(id)!.controller).find((x) => x !== null) ?? null;
    if (walker.controller !== null) for (const id of attackers) story.get(id)!.controller ??= other(walker.controller);
    else if (by !== null) walker.controller = other(by);
    if (stateAdj(story, c, 'unblocked')) for (const id of attackers) story.unblocked.add(id);
    return;
  }
  // … or a player ("attacks me", "swings at the opponent").
  let target: Side | null = null;
  if (targetNp && isPlayerish(targetNp)) {
    target = playerOf(story, targetNp);
    useRole(story, c, 'at', 'into');
  } else if (targetNp && targetNp.kind === 'object') {
    // "attacks into their 3/2 blocker": the attack is at its controller, and that creature blocks.
    const blockers = objectsOf(story, targetNp, { create: true, controller: null });
    useRole(story, c, 'into');
    // ("My 2/2 and 3/3 attack into their 4/4": which one it blocks is not said.)
    if (blockers && attackers.length > 1) {
      story.problem('not-understood', c.text, 'blocks-which');
      return;
    }
    if (blockers) {
      addAttack(story, attackers, null, c);
      for (const b of blockers) {
        const o = story.get(b)!;
        o.controller ??= other(story.get(attackers[0]!)!.controller ?? 'A');
        story.roles.set(b, 'blocker');
      }
      push(story, { kind: 'block', blockers, attacker: attackers[0]! }, c);
      return;
    }
  }
  // 「3/3がブロックされずに攻撃した」「2体ともブロックされずに私を攻撃した」: the clause before (ブロックされずに,
  // an attacking creature nobody blocked: 509.1h) told this very attack; said again, it adds only
  // whom it attacks (if anything), and is read, not refused as saying nothing.
  const restated = attackers.every((id) => story.unblocked.has(id) && story.events.some((e) => e.kind === 'attack' && e.attackers.includes(id)));
  if (restated) story.noted++;
  addAttack(story, attackers, target, c);
  // 「2/2が攻撃してきた」: 〜てくる says the attack came at the speaker (VerbInfo.toward): the attackers are the other player's.
  if (target === null && by === null && c.verb?.toward === true) for (const id of attackers) story.get(id)!.controller ??= 'B';
  // "A 4/4 attacks me": it is the other player's.
  if (target !== null) for (const id of attackers) story.get(id)!.controller ??= other(target);
  if (stateAdj(story, c, 'unblocked')) for (const id of attackers) story.unblocked.add(id);
}

/**
 * 「自分の3/3に《巨大化》を撃って攻撃した」 "I pumped my 3/3 and attacked": a player attacks with
 * nothing said, and the question tells of exactly one creature that is theirs — that one. Only when
 * no creature's controller is left unsaid (an unowned 2/2 may be the opponent's, shot before attacking).
 */
function soleCreatureOf(story: Story, side: Side): string[] | null {
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature'));
  if (creatures.some((o) => o.controller === null)) return null;
  const mine = creatures.filter((o) => o.controller === side);
  return mine.length === 1 ? [mine[0]!.id] : null;
}

/** `at`: the planeswalker or battle these attackers attack (506.3, 508.1b), instead of a player. */
export function addAttack(story: Story, attackers: string[], target: Side | null, c: Clause, at: string | null = null): void {
  const previous = story.events.find((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  if (previous) {
    for (const id of attackers) {
      if (at !== null) {
        // "My 4/4 attacks Liliana. … It attacks Jace": one creature attacks one thing (506.3).
        const was = previous.attacked?.[id];
        if ((was !== undefined && was !== at) || (was === undefined && previous.attackers.includes(id) && previous.target !== null)) {
          story.problem('contradiction', c.text, 'attacks-two');
          return;
        }
        previous.attacked = { ...previous.attacked, [id]: at };
      }
      if (!previous.attackers.includes(id)) previous.attackers.push(id);
    }
    // "My 4/4 attacks Jace and my 2/2 attacks my opponent": the player said is what the others attack.
    if (at === null && target !== null && previous.target === null && previous.attackers.every((id) => attackers.includes(id) || previous.attacked?.[id] !== undefined)) previous.target = target;
    return;
  }
  push(story, { kind: 'attack', attackers: [...attackers], target, ...(at !== null ? { attacked: Object.fromEntries(attackers.map((id) => [id, at])) } : {}) }, c);
}

/**
 * After the whole question is read: an attack that names no target while a planeswalker or battle the
 * attackers' opponent may control is told ("Liliana has 3 loyalty. My 2/2 attacks. Does she die?")
 * could be at either (506.3, 508.1b): what it attacks is asked back, never sent at the player by default.
 */
export function checkAttackTargets(story: Story): void {
  for (const e of story.events) {
    if (e.kind !== 'attack' || e.target !== null) continue;
    const open = e.attackers.filter((id) => e.attacked?.[id] === undefined);
    if (open.length === 0) continue;
    const side = open.map((id) => story.get(id)?.controller ?? null).find((x) => x !== null) ?? null;
    const walkers = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Planeswalker') || o.types.includes('Battle')) && (o.controller === null || side === null || o.controller !== side));
    if (walkers.length === 0) continue;
    const words = open.map((id) => story.get(id)?.words ?? id).join(story.lang === 'ja' ? '、' : ' and ');
    story.problem('ambiguous', words, 'attack-what', [story.lang === 'ja' ? '対戦相手' : 'the opponent', ...walkers.map((o) => o.words)]);
  }
}

/**
 * What an attack is sent at when that is a planeswalker or battle (506.3, 508.1b): one named ("attacks
 * Liliana", "swings at the walker", 「《ヴェールのリリアナ》を攻撃した」), or called "it" / 「それ」 (the
 * one such permanent told before), or "her"/"him" where that is a planeswalker (persons.ts). 'none':
 * the phrase names no such permanent (a player, a creature, or nothing); null: a problem was recorded
 * ("it" that can be nothing attackable is never dropped: the attack would go at the player instead).
 */
function attackedPermanent(story: Story, np: NounPhrase | null, attackers: readonly string[]): string | 'none' | null {
  if (!np) return 'none';
  const attackable = (id: string): boolean => {
    const o = story.get(id);
    return o !== undefined && o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Planeswalker') || o.types.includes('Battle')) && !attackers.includes(id);
  };
  const person = personReading(story, np, 'B');
  if (person === 'asked') return null;
  if (person !== null) {
    if ('side' in person) return 'none';
    story.use(np);
    story.resolved.set(np, [person.object]);
    return person.object;
  }
  if (np.kind === 'pronoun' && ['it', 'that', 'this'].includes(np.word)) {
    const told = story.objects.filter((o) => attackable(o.id) && story.lastMentionBefore(o.id) >= 0).map((o) => o.id);
    if (told.length !== 1) {
      if (told.length > 1) story.problem('ambiguous', np.text, 'which-one', told.map((id) => story.get(id)?.words ?? id));
      else story.problem('unresolved', np.text, 'what-it-refers-to');
      return null;
    }
    story.use(np);
    story.resolved.set(np, told);
    return told[0]!;
  }
  if (np.kind !== 'object') return 'none';
  const ids = objectsOf(story, np, { create: true, controller: null });
  if (!ids) return null;
  const walkers = ids.filter(attackable);
  if (walkers.length === 0) return 'none';
  if (ids.length > 1) {
    story.problem('not-understood', np.text, 'one-expected');
    return null;
  }
  return walkers[0]!;
}

export function soleAttacker(story: Story): string | null {
  const all = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  return all.length === 1 ? all[0]! : null;
}

export function block(story: Story, c: Clause): void {
  const v = c.verb!;
  // "Nothing else blocks", "neither is blocked", "nothing gets blocked": no (more) blocks. Attackers
  // nobody blocks are unblocked anyway (509.1h), so this adds nothing but is checked against the story.
  // "None are blocked", "no creature gets blocked", and "No blocks." (the "no" alone before the verb).
  // (After the comma or "and" that joined it to the clause before: "My 1/1 attacks, no blocks".)
  const head = c.chunks.find((k) => !story.sensesAt(k).some((x) => x.kind === 'punct' || x.kind === 'conj'));
  const leadingNo = !c.subject && head !== undefined && !v.chunks.includes(head) && story.sensesAt(head).some((x) => x.kind === 'det' && x.det === 'no');
  if ((c.subject && saysNone(c.subject)) || leadingNo) {
    if (leadingNo) story.useChunks([head]);
    noBlocks(story, c, c.subject);
    return;
  }
  if (v.passive) {
    // "X is blocked by Y", "X isn't blocked", "gets double blocked by A and B"; "I got blocked"
    // (or, in Japanese, ブロックされた with no subject said): the one creature attacking.
    // (A Japanese passive with an object too, 「3/3は最初のを1/1にブロックされた」: which one is blocked is not clear;
    // never dropped. The English grammar may leave a word of the by-phrase there: "by their 3/3 wither creature".)
    if (c.object && c.object.kind !== 'player' && story.lang === 'ja') {
      story.problem('not-understood', c.text, 'blocked-what');
      return;
    }
    const bySide = !c.subject || isPlayerish(c.subject);
    const sole = bySide ? soleAttacker(story) : null;
    if (bySide) story.use(c.subject);
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
  // "My opponent doesn't block", "nobody blocks": every attacker so far is unblocked.
  const nobody = c.subject?.kind === 'player' && c.subject.player.who === 'nobody';
  if (v.negated || nobody) {
    const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
    // "They don't block the flyer (and block the trampler with …)": the attackers named are unblocked
    // (509.1h); the others may still be blocked by what the story tells next.
    if (v.negated && !nobody && attackers.length > 0 && c.object && !role(c, 'with') && c.subject && isPlayerish(c.subject)) {
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
  // "X blocks Y", "they block with Y", "I block it with both".
  const subj = c.subject;
  const by = isPlayerish(subj) ? playerOf(story, subj) : null;
  const withNp = role(c, 'with', 'using');
  if (v.negated) {
    // "They don't block" (相手はブロックしなかった): what attacks is unblocked. Anything else negated is not an event.
    const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
    if (by === null || withNp || c.object || attackers.length === 0 || attackers.some((a) => story.get(a)?.controller === by)) {
      story.problem('unsupported', c.text, 'negated-statement');
      return;
    }
    for (const a of attackers) story.unblocked.add(a);
    return;
  }
  let blockers: string[] | null;
  const attacking = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  if (by !== null) {
    blockers = objectsOf(story, withNp, { create: true, controller: by, plural: true, exclude: attacking });
    if (blockers) useRole(story, c, 'with', 'using');
  } else {
    const it = itBlocks(story, subj, attacking);
    if (it === 'asked') return;
    blockers = it ?? objectsOf(story, subj, { create: true, plural: true });
  }
  if (!blockers) {
    if (by !== null && !withNp) story.problem('not-understood', c.text, 'block-with-what');
    return;
  }
  let attacker: string | null = null;
  // "I block them with my 5/5 and 2/2 respectively", "my 3/3 and 4/4 block them": several attackers and
  // several blockers. Paired in order when "respectively" says so; with the attackers told alike ("two 2/2s")
  // any pairing is the same story. Otherwise which blocks which is not said, and it changes what dies:
  // named, never dropped (the clause once vanished and every attacker went unblocked).
  // 「私は4/4と1/1でそれぞれブロックした」「相手の3/3と1/1がそれぞれをブロック」: それぞれ said where what is blocked
  // goes is "respectively" — each blocker the attacker in the same place (509.1a) — never one of them (red
  // team s14: both blockers went to the last attacker and the other one hit unblocked).
  const each = c.object?.kind === 'pronoun' && c.object.word === 'each';
  if (each && attacking.length < 2) {
    story.problem('not-understood', c.text, 'blocks-which');
    return;
  }
  const several = c.object ? attackersNamed(story, c.object, attacking, blockers) : null;
  if (several) {
    // (Said before the attackers, 「4/4と1/1がそれぞれ3/3と2/2をブロックした」, it is the same word.)
    const eachSaid = story.lang === 'ja' && c.chunks.some((k) => story.sensesAt(k).some((x) => x.kind === 'pronoun' && x.word === 'each'));
    const inOrder = RESPECTIVELY.test(c.text) || each || eachSaid;
    const alike = toldAlike(several.map((id) => story.get(id)!));
    if (several.length !== blockers.length || (!inOrder && !alike)) {
      story.problem('not-understood', c.text, 'blocks-which');
      return;
    }
    if (inOrder) story.pairedInOrder.add(c);
    story.use(c.object);
    several.forEach((a, i) => {
      const b = blockers[i]!;
      const o = story.get(b)!;
      if (by !== null && o.controller === null) o.controller = by;
      story.roles.set(b, 'blocker');
      story.roles.set(a, 'attacker');
      push(story, { kind: 'block', blockers: [b], attacker: a }, c);
    });
    return;
  }
  if (c.object) {
    const known = story.objects.length;
    attacker = oneObjectOf(story, c.object, { create: true, exclude: blockers });
    // (What it blocks read as nothing — a player word — is named, never a block dropped.)
    if (!attacker) {
      story.problem('not-understood', c.text, 'blocks-what');
      return;
    }
    if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(attacker!))) {
      // A creature first named as blocked after the attack was told is not one the story said attacks:
      // the words were misread ("they block with a 2/2, a tiny 1/1 …"), never a new attacker.
      if (story.events.some((e) => e.kind === 'attack') && story.objects.length > known) {
        story.problem('not-understood', c.object.text, 'blocked-not-attacking');
        return;
      }
      // A block told first: the story starts with it (the asker attacks unless said: intents.ts ask()).
      if (story.events.length === 0) story.blockFirst = true;
      addAttack(story, [attacker], null, c);
    }
  } else attacker = soleAttacker(story);
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

/**
 * A subject that says no creature at all: "none", "nothing (else)", "neither", "no creature", "no
 * attacker" — with nothing more said of it (a described "no flier" could leave others blocked).
 */
export function saysNone(np: NounPhrase): boolean {
  if (np.kind === 'pronoun') return np.word === 'none' || /^none\b/i.test(np.text);
  if (np.kind !== 'object' || np.det !== 'no' || np.card || np.owner || np.count !== null || np.power !== null) return false;
  const bare = np.colors.length + np.nonColors.length + np.types.length + np.nonTypes.length + np.subtypes.length + np.supertypes.length + np.keywords.length + np.lacks.length + np.counters.length + np.adjectives.filter((a) => a !== 'other').length + np.attachments.length === 0;
  return bare && (['one', 'creature', 'attacker', 'blocker'] as const).some((h) => h === np.head);
}

/**
 * No (more) blocks: every attacker nobody blocked is unblocked (509.1h), so this adds nothing but is
 * checked against the story — a block told before, unless "else"/"other" says so, contradicts it.
 */
export function noBlocks(story: Story, c: Clause, subject: NounPhrase | null): void {
  const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  const blocked = new Set(story.events.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])));
  if (attackers.length === 0 || (c.object && c.object !== subject) || role(c, 'with', 'by')) {
    story.problem('not-understood', c.text, 'no-block-of-what');
    return;
  }
  if (blocked.size > 0 && !/\b(?:else|other)\b/i.test(subject?.text ?? c.text)) {
    story.problem('contradiction', c.text, 'blocked-yet-unblocked');
    return;
  }
  story.use(subject);
  for (const id of attackers) if (!blocked.has(id)) story.unblocked.add(id);
  story.noted++;
}

export function unblocked(story: Story, c: Clause): void {
  // 「相手はブロックなしだった」「相手はノーブロック」: said of a player after an attack, nobody blocked (509.1h).
  if (c.subject && isPlayerish(c.subject) && story.events.some((e) => e.kind === 'attack')) return noBlocks(story, c, c.subject);
  // 「4/4で攻撃。ノーブロック。」 with no subject said: the one creature attacking (as 'got blocked' is read).
  const sole = c.subject === null ? soleAttacker(story) : null;
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
}

/**
 * "they put all 6 damage on the Bears", "I assign 4 damage to the 4/4", "Craw Wurm assigns all 6 to the Bears":
 * how the attacking player divides an attacker's combat damage among its blockers (510.1c-d), told — the
 * run makes that division instead of searching or defaulting one. Read only of an attacker the story has
 * blocked by the one creature named, with the amount said, by that attacker or its controller; otherwise the
 * words stay unread (named by the coverage check), never guessed at.
 */
export function assignDamage(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated || v.modal !== null || v.passive || c.wh !== null || c.object2) return false;
  const amountNp = [c.object, c.complement].find((n) => n?.kind === 'amount' && (n.noun === 'damage' || n.noun === 'total') && n.n !== null && n.n > 0);
  if (!amountNp || amountNp.kind !== 'amount' || amountNp.n === null) return false;
  const onto = role(c, 'on', 'onto', 'to');
  if (!onto || onto.kind === 'player' || onto.kind === 'list' || onto.kind === 'amount' || onto.kind === 'property') return false;
  const before = story.objects.length;
  const ids = objectsOf(story, onto, { create: false });
  if (!ids || ids.length !== 1 || story.objects.length > before) return false;
  const to = ids[0]!;
  const attackers = [...new Set(story.events.flatMap((e) => (e.kind === 'block' && e.blockers.includes(to) ? [e.attacker] : [])))];
  if (attackers.length !== 1) return false;
  const attacker = attackers[0]!;
  const ctl = story.get(attacker)?.controller ?? null;
  if (c.subject) {
    if (isPlayerish(c.subject)) {
      const who = playerOf(story, c.subject);
      if (who === null || (ctl !== null && who !== ctl)) return false;
    } else {
      const subj = objectsOf(story, c.subject, { create: false });
      if (!subj || subj.length !== 1 || subj[0] !== attacker) return false;
    }
  }
  if (story.assigned.some((a) => a.attacker === attacker && a.to === to)) return false;
  story.assigned.push({ attacker, to, amount: amountNp.n });
  story.use(amountNp);
  story.use(c.subject);
  useRole(story, c, 'on', 'onto', 'to');
  return true;
}
