/**
 * Attack frames (508): "X attacks", "X attacks into Y", which player or planeswalker it attacks (508.1b),
 * and the attacks told before checked when the story ends.
 */
import { attackAsked } from './attack-asked.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, ownCombatants, push, role, setLifeTold, stateAdj, useRole } from './util.ts';
import { personReading } from '../persons.ts';
import { noBlocks, saysNone } from './no-blocks.ts';
import { readSubjectLife } from './stack.ts';
import { storyWords } from '../locales/index.ts';

/** A creature by its words: a creature card (no planeswalker or battle), or a size said with no card. */
function creatureSaid(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  if (np.card) return /\bCreature\b/.test(np.card.typeLine) && !/\b(?:Planeswalker|Battle)\b/.test(np.card.typeLine);
  return np.power !== null && np.types.every((t) => t === 'Creature');
}

export function attack(story: Story, c: Clause): void {
  if (attackAsked(story, c)) return;
  const lifeRole = attackedLifeRole(story, c);
  const { subj, withNp } = attackWords(story, c);
  const by = isPlayerish(subj) ? playerOf(story, subj) : null;
  const attackers = attackersOf(story, c, subj, withNp, by);
  if (!attackers) return;
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
  if (attacked !== 'none') return attacksPermanent(story, c, attackers, attacked);
  // … or a player ("attacks me", "swings at the opponent").
  let target: Side | null = null;
  if (targetNp && isPlayerish(targetNp)) {
    target = playerOf(story, targetNp);
    useRole(story, c, 'at', 'into');
    if (lifeRole && target !== null && !attackedAtLife(story, c, target, lifeRole)) return;
  } else if (targetNp && targetNp.kind === 'object' && attacksInto(story, c, targetNp, attackers)) return;
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
 * "attacks him at 3 life", "attacks an opponent on 5": the attacked player's life total, said with the attack (119.1).
 * Taken out of the roles so no other reading spends it as a target; read once the player attacked is known.
 */
function attackedLifeRole(story: Story, c: Clause): Clause['roles'][number] | null {
  const lifeAt = c.roles.findIndex((r) => (r.prep === 'at' || r.prep === 'on') && r.np?.kind === 'amount' && (r.np.noun === 'life' || r.np.noun === 'total') && r.np.counter === null);
  const lifeSaid = lifeAt >= 0 ? c.roles.splice(lifeAt, 1)[0]! : null;
  // ("Opponent (at 6) attacks me": said before the verb, the attacking player's own total.)
  return lifeSaid && !readSubjectLife(story, c, lifeSaid) ? lifeSaid : null;
}

/** Who attacks and what with, as said: the subject (a player or the attackers) and the "with" phrase, a swung object made one. */
function attackWords(story: Story, c: Clause): { subj: NounPhrase | null; withNp: NounPhrase | null } {
  let subj = c.subject;
  let withNp = role(c, 'with');
  // "swinging with a 5/5 and a 2/2, …", "attacked with my 3/3": said with no one attacking, the asker attacks.
  // 「威迫持ちの2/2で殴られた」「2/2で攻撃された」: said in the passive, the one left unsaid was attacked, so the other
  // player attacks with it (508.1); read as the asker's, a menace 2/2 "can't be blocked" by the asker's own tokens.
  if (!subj && withNp && withNp.kind !== 'property' && !isPlayerish(withNp)) subj = { kind: 'player', player: { who: c.verb?.passive === true ? 'opponent' : 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
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
  return { subj, withNp };
}

/** The attacking creatures (made the attacking player's), with a keyword said of the attack given them; null when none were found. */
function attackersOf(story: Story, c: Clause, subj: NounPhrase | null, withNp: NounPhrase | null, by: Side | null): string[] | null {
  if (by !== null) ownCombatants({ ...c, subject: subj }, withNp);
  // (What a player attacks with is none of the other player's: "I swing with everything".)
  const theirs = by !== null ? story.objects.filter((o) => o.controller === other(by)).map((o) => o.id) : [];
  const sole = by !== null && !withNp ? soleCreatureOf(story, by) : null;
  const attackers = sole ?? (by !== null ? objectsOf(story, withNp, { create: true, controller: by, exclude: theirs }) : objectsOf(story, subj, { create: true, plural: true }));
  if (!attackers) return null;
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
  return attackers;
}

/** "attacks Liliana": an attack on a planeswalker or battle (508.1b), controlled by the other player than the attackers'. */
function attacksPermanent(story: Story, c: Clause, attackers: string[], attacked: string): void {
  useRole(story, c, 'at', 'into');
  addAttack(story, attackers, null, c, attacked);
  const walker = story.get(attacked)!;
  const by = attackers.map((id) => story.get(id)!.controller).find((x) => x !== null) ?? null;
  if (walker.controller !== null) for (const id of attackers) story.get(id)!.controller ??= other(walker.controller);
  else if (by !== null) walker.controller = other(by);
  if (stateAdj(story, c, 'unblocked')) for (const id of attackers) story.unblocked.add(id);
}

/**
 * "attacks into their 3/2 blocker": told a blocker, that creature blocks. "attacks into their untapped 2/2": "into"
 * says only that the 2/2 stands where it could block; blocking is the defending player's choice (509.1a), so
 * no block is told, and questions/untold-blocks.ts asks back when its block would change an answer (issue 11).
 * True when the attack was read (or refused) here.
 */
function attacksInto(story: Story, c: Clause, targetNp: Extract<NounPhrase, { kind: 'object' }>, attackers: string[]): boolean {
  const blockers = objectsOf(story, targetNp, { create: true, controller: null });
  useRole(story, c, 'into');
  const told = targetNp.head === 'blocker' || targetNp.adjectives.includes('blocking');
  // ("My 2/2 and 3/3 attack into their 4/4 blocker": which one it blocks is not said.)
  if (blockers && told && attackers.length > 1) {
    story.problem('not-understood', c.text, 'blocks-which');
    return true;
  }
  if (!blockers) return false;
  addAttack(story, attackers, null, c);
  for (const b of blockers) {
    const o = story.get(b)!;
    o.controller ??= other(story.get(attackers[0]!)!.controller ?? 'A');
    if (told) story.roles.set(b, 'blocker');
  }
  if (told) push(story, { kind: 'block', blockers, attacker: attackers[0]! }, c);
  return true;
}

/**
 * The attacked player's life total said with the attack ("My 3/3 attacks him at 3 life"): that player's total when
 * attacked (119.1). Told after events that may have changed it, or against a total told before, it is refused
 * (false), never taken as the start nor dropped. (Left unread — so named — when the attack is at no player.)
 */
function attackedAtLife(story: Story, c: Clause, target: Side, r: Clause['roles'][number]): boolean {
  const n = r.np?.kind === 'amount' ? r.np.n : null;
  if (n === null) return true;
  if (!setLifeTold(story, c, target, n, r.chunks)) return false;
  story.lifeAtAttack.add(target);
  return true;
}

/**
 * 「自分の3/3に《巨大化》を撃って攻撃した」 "I pumped my 3/3 and attacked": a player attacks with
 * nothing said, and the question tells of exactly one creature that is theirs — that one. Only when
 * no creature's controller is left unsaid (an unowned 2/2 may be the opponent's, shot before attacking).
 */
function soleCreatureOf(story: Story, side: Side): string[] | null {
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature'));
  // 「《ボロスの速太刀》に《巨大化》を撃って殴ったら」: the one creature the whole story tells, whoever's it was left unsaid,
  // nothing attacking or blocking yet, and nothing cast at it but the attacking player's spells that only help it (a
  // pump, an ability gained): were it the other player's, nothing would be told to attack at all. (「2/2に《ショック》を
  // 撃って攻撃した」: a 2/2 shot first may be the blocker removed — left unread, as before.)
  const lone = creatures.length === 1 && creatures[0]!.controller === null ? creatures[0]! : null;
  if (lone && !story.events.some((e) => e.kind === 'attack' || e.kind === 'block') && story.events.every((e) => e.kind !== 'cast' || !e.targets.includes(lone.id) || (e.caster === side && helps(story, e.spell)))) return [lone.id];
  if (creatures.some((o) => o.controller === null)) return null;
  const mine = creatures.filter((o) => o.controller === side);
  return mine.length === 1 ? [mine[0]!.id] : null;
}

/** Whether a spell the story cast only helps what it targets, by its card (story-fitting.ts `helps`); unknown: no. */
function helps(story: Story, spell: string): boolean {
  const o = story.get(spell);
  return o !== undefined && story.cardFacts(o)?.helps === true;
}

/** `at`: the planeswalker or battle these attackers attack (506.3, 508.1b), instead of a player. */
export function addAttack(story: Story, attackers: string[], target: Side | null, c: Clause, at: string | null = null): void {
  // The attack told in this turn: none once the turn moved on since ("My 2/2 attacks. Next turn, his 3/3 attacks": a
  // moment told between), nor one by the other player's creatures — only the active player attacks (506.2, 508.1),
  // so those attacks are on two turns. Merged into one declaration, both were "attacking" together and the story
  // was called impossible (red team s19b).
  const last = story.events.findLastIndex((e) => e.kind === 'attack');
  const prior = last >= 0 ? (story.events[last] as Extract<QEvent, { kind: 'attack' }>) : undefined;
  const moved = last >= 0 && story.events.slice(last + 1).some((e) => e.kind === 'moment' || e.kind === 'end-turn');
  const sideOf = (ids: readonly string[]): Set<Side> => new Set(ids.flatMap((id) => { const s = story.get(id)?.controller; return s === 'A' || s === 'B' ? [s] : []; }));
  const was = prior ? sideOf(prior.attackers) : new Set<Side>();
  const now = sideOf(attackers);
  const otherSide = was.size === 1 && now.size === 1 && [...was][0] !== [...now][0];
  if (prior && (moved || otherSide) && !attackers.some((id) => prior.attackers.includes(id))) {
    push(story, { kind: 'attack', attackers: [...attackers], target, ...(at !== null ? { attacked: Object.fromEntries(attackers.map((id) => [id, at])) } : {}) }, c);
    return;
  }
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
    const words = storyWords(story.lang).andList(open.map((id) => story.get(id)?.words ?? id));
    story.problem('ambiguous', words, 'attack-what', [storyWords(story.lang).opponent, ...walkers.map((o) => o.words)]);
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
