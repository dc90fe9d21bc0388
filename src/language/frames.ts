/**
 * Event frames (issue 12 §4): each game verb reads its roles from a clause and adds what it means
 * to the story — attacks, blocks, spells cast with their targets, damage, changes to
 * characteristics, counters, zone changes — in the order the question tells them (sentence order
 * gives timestamps, 613.7; "in response" keeps the stack full, 117.3c). A frame uses the roles it
 * understands; roles it can't place stay unused, and coverage.ts reports their words.
 */
import type { Keyword } from '../engine/types.ts';
import type { Clause, Description, NounPhrase } from './clause.ts';
import { phraseChunks } from './clause.ts';
import type { Change, QEvent, Ref, Side } from './ir.ts';
import type { Story } from './story.ts';
import { kwText, other } from './story.ts';
import { groupOf, objectsOf, playerOf } from './refs.ts';
import { assertNever } from '../core/result.ts';

function role(c: Clause, ...preps: string[]): NounPhrase | null {
  return c.roles.find((r) => preps.includes(r.prep))?.np ?? null;
}

function useRole(story: Story, c: Clause, ...preps: string[]): void {
  for (const r of c.roles) if (preps.includes(r.prep)) story.useChunks(r.chunks);
}

function isPlayerish(np: NounPhrase | null): boolean {
  return np !== null && (np.kind === 'player' || (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them' || np.word === 'he')));
}

function push(story: Story, e: QEvent, c: Clause): void {
  if (c.times.includes('in-response')) story.responses.add(story.events.length);
  story.events.push(e);
}

/** What the story holds, to tell whether a frame did anything. */
function fingerprint(story: Story): string {
  return JSON.stringify([story.objects, story.events.length, story.life, story.poison, story.unblocked.size, story.roles.size, story.responses.size]);
}

/**
 * A statement clause: its verb's frame adds events or facts. A frame that could do nothing with
 * the clause and said nothing about why is itself a problem: nothing is dropped silently.
 */
export function applyClause(story: Story, c: Clause): void {
  const before = fingerprint(story);
  const problems = story.problems.length;
  frame(story, c);
  // The clause's subject is the topic "it" refers to next ("… blocks a 3/3; is it destroyed?").
  const subj = c.subject ? story.resolved.get(c.subject) : undefined;
  if (subj && subj.length > 0) story.topic = subj;
  // A clause that changed nothing is a problem, unless it only says what the attacker lacks ("No trample.").
  const did = fingerprint(story) !== before || c.verb?.causative === true;
  const allUsed = c.verb === null && c.subject === null && c.lacks.length > 0 && c.chunks.every((k) => story.used.has(k));
  if (story.problems.length === problems && !did && !(c.verb === null && c.chunks.length === 0) && !allUsed) story.problem('not-understood', c.text, 'no-effect');
  else if (story.problems.length === problems) consumeTimes(story, c);
}

/** "When the turn ends …", "at end of turn": the turn ends there (514.2). */
export function turnEnds(story: Story, c: Clause): void {
  for (const k of c.chunks) {
    if (story.timeAt(k) !== 'turn-ends') continue;
    story.used.add(k);
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
  }
}

/** Time words the story's order already expresses (the events were told in that order). */
function consumeTimes(story: Story, c: Clause): void {
  turnEnds(story, c);
  const ordered = new Set(['before-damage', 'precombat', 'later', 'now', 'already', 'first', 'finally', 'in-response', 'until-eot', 'earlier', 'again', 'right-away']);
  for (const k of c.chunks) {
    const t = story.timeAt(k);
    if (t && ordered.has(t)) story.used.add(k);
  }
}

function frame(story: Story, c: Clause): void {
  story.beginClause();
  const v = c.verb;
  if (!v) return verbless(story, c);
  story.useChunks(v.chunks);
  if (v.causative) {
    // "I … make X lose all abilities": what happens is the next clause; "I" is its cause.
    story.use(c.subject);
    story.useChunks(c.chunks);
    story.causedBy = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    return;
  }
  if (v.negated && v.verb !== 'block' && v.verb !== 'chump') {
    // "doesn't pay", "isn't blocked" (handled), anything else negated is not an event to add.
    story.problem('unsupported', c.text, 'negated-statement');
    return;
  }
  switch (v.verb) {
    case 'attack':
      return attack(story, c);
    case 'block':
    case 'chump':
    case 'double-block':
      return block(story, c);
    case 'unblocked':
    case 'connect':
      return unblocked(story, c);
    case 'cast':
    case 'flash':
    case 'play':
    case 'respond':
    case 'use':
      return cast(story, c);
    case 'deal':
      return deal(story, c);
    case 'take':
    case 'hit':
      return take(story, c);
    case 'destroy':
    case 'kill':
      return destroy(story, c);
    case 'die':
      return zoneEvent(story, c, 'dies');
    case 'sacrifice':
      return zoneEvent(story, c, 'sacrifice');
    case 'exile':
      return zoneEvent(story, c, 'exile');
    case 'bounce':
    case 'return':
      return zoneEvent(story, c, 'bounce');
    case 'get':
    case 'gain':
    case 'give':
    case 'pump':
      return gain(story, c);
    case 'lose':
      return lose(story, c);
    case 'become':
    case 'switch':
      return become(story, c);
    case 'go':
      if (c.adjectives.includes('unblocked')) return unblocked(story, c);
      story.problem('unsupported', c.text, 'verb:go');
      return;
    case 'have':
    case 'control':
    case 'be':
    case 'wear':
    case 'say':
      return fact(story, c);
    case 'equip':
    case 'enchant':
    case 'attach':
    case 'move':
    case 'put':
      return attach(story, c);
    case 'regenerate':
      return regenerate(story, c);
    case 'end':
      return endTurn(story, c);
    case 'enter':
    case 'come':
      return entered(story, c);
    case 'activate':
      return activate(story, c);
    case 'target':
      return target(story, c);
    case 'remove':
      return removeFrom(story, c);
    case 'prevent':
      return prevent(story, c);
    case 'double':
      return doubled(story, c);
    case 'resolve':
      return resolves(story, c);
    case 'counter':
    case 'copy':
    case 'flicker':
    case 'pay':
    case 'trigger':
    case 'go-through':
    case 'trample-over':
    case 'push-through':
    case 'draw':
    case 'discard':
    case 'create':
    case 'tap':
    case 'untap':
    case 'steal':
    case 'leave':
    case 'fight':
    case 'win':
    case 'remain':
    case 'assign':
    case 'keep':
    case 'choose':
    case 'name':
    case 'fly':
    case 'stop':
    case 'apply':
    case 'happen':
    case 'end-up':
    case 'mill':
    case 'affect':
    case 'mean':
    case 'work':
    case 'explain':
    case 'save':
    case 'come-back':
    case 'survive':
      story.problem('unsupported', c.text, `verb:${v.verb}`);
      return;
    default:
      return assertNever(v.verb);
  }
}

// ---------------------------------------------------------------------------------------------
// Combat

function attack(story: Story, c: Clause): void {
  const subj = c.subject;
  const withNp = role(c, 'with');
  const by = isPlayerish(subj) ? playerOf(story, subj) : null;
  const attackers = by !== null ? objectsOf(story, withNp, { create: true, controller: by }) : objectsOf(story, subj, { create: true, plural: true });
  if (!attackers) return;
  if (by !== null) useRole(story, c, 'with');
  for (const id of attackers) {
    const o = story.get(id)!;
    if (by !== null && o.controller === null) o.controller = by;
    story.roles.set(id, 'attacker');
  }
  // What it attacks: a player ("attacks me", "swings at the opponent").
  const targetNp = c.object ?? role(c, 'at', 'into');
  let target: Side | null = null;
  if (targetNp && isPlayerish(targetNp)) {
    target = playerOf(story, targetNp);
    useRole(story, c, 'at', 'into');
  } else if (targetNp && targetNp.kind === 'object') {
    // "attacks into their 3/2 blocker": the attack is at its controller, and that creature blocks.
    const blockers = objectsOf(story, targetNp, { create: true, controller: null });
    useRole(story, c, 'into');
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
  addAttack(story, attackers, target, c);
  if (c.adjectives.includes('unblocked')) for (const id of attackers) story.unblocked.add(id);
}

function addAttack(story: Story, attackers: string[], target: Side | null, c: Clause): void {
  const previous = story.events.find((e): e is Extract<QEvent, { kind: 'attack' }> => e.kind === 'attack');
  if (previous) {
    for (const id of attackers) if (!previous.attackers.includes(id)) previous.attackers.push(id);
    return;
  }
  push(story, { kind: 'attack', attackers: [...attackers], target }, c);
}

function soleAttacker(story: Story): string | null {
  const all = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  return all.length === 1 ? all[0]! : null;
}

function block(story: Story, c: Clause): void {
  const v = c.verb!;
  if (v.passive) {
    // "X is blocked by Y", "X isn't blocked", "gets double blocked by A and B"; "I got blocked"
    // (or, in Japanese, ブロックされた with no subject said): the one creature attacking.
    const bySide = !c.subject || isPlayerish(c.subject);
    const sole = bySide ? soleAttacker(story) : null;
    if (bySide) story.use(c.subject);
    if (bySide && !sole) {
      story.problem('not-understood', c.text, 'blocked-what');
      return;
    }
    const attackers = sole ? [sole] : objectsOf(story, c.subject, { create: true });
    if (!attackers) return;
    if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(attackers[0]!))) addAttack(story, attackers, null, c);
    for (const id of attackers) story.roles.set(id, 'attacker');
    if (v.negated) {
      for (const id of attackers) story.unblocked.add(id);
      return;
    }
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
    if (attackers.length === 0 || c.object || role(c, 'with')) {
      story.problem('not-understood', c.text, 'no-block-of-what');
      return;
    }
    story.use(c.subject);
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
  } else blockers = objectsOf(story, subj, { create: true, plural: true });
  if (!blockers) {
    if (by !== null && !withNp) story.problem('not-understood', c.text, 'block-with-what');
    return;
  }
  let attacker: string | null = null;
  if (c.object) {
    const a = objectsOf(story, c.object, { create: true, exclude: blockers });
    if (!a) return;
    attacker = a[0]!;
    if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(attacker!))) {
      // A block told first: the story starts with it (the asker controls the blockers unless said).
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

function unblocked(story: Story, c: Clause): void {
  const attackers = objectsOf(story, c.subject, { create: true, plural: true });
  if (!attackers) return;
  if (!story.events.some((e) => e.kind === 'attack' && attackers.every((a) => e.attackers.includes(a)))) addAttack(story, attackers, null, c);
  for (const id of attackers) {
    story.roles.set(id, 'attacker');
    story.unblocked.add(id);
  }
}

// ---------------------------------------------------------------------------------------------
// Spells

function cast(story: Story, c: Clause): void {
  const v = c.verb!;
  let caster: Side = 'A';
  let spellNp: NounPhrase | null = null;
  let targetNps: NounPhrase[];
  if (v.card) {
    // "I Shock the 2/2" (object = target), "gets Shocked" (subject = target).
    const card = v.card;
    const spell = story.create({ ...blankDescription(), card, head: 'card' }, card.display, null);
    spell.cast = true;
    if (v.passive) {
      targetNps = c.subject ? [c.subject] : [];
      const agent = role(c, 'by');
      if (agent && isPlayerish(agent)) caster = playerOf(story, agent)!;
      else caster = 'B';
    } else {
      caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
      const t = c.object ?? role(c, 'on', 'at', 'targeting');
      targetNps = t ? [t] : [];
      useRole(story, c, 'on', 'at', 'targeting');
    }
    return castSpell(story, c, spell.id, caster, targetNps);
  }
  // "I cast X on Y", "they respond with X on Y", "I use X to …".
  if (c.subject && isPlayerish(c.subject)) caster = playerOf(story, c.subject) ?? 'A';
  else if (c.subject && c.subject.kind === 'object' && c.subject.card) spellNp = c.subject;
  spellNp ??= c.object ?? role(c, 'with');
  if (!spellNp) {
    story.problem('not-understood', c.text, 'cast-what');
    return;
  }
  useRole(story, c, 'with');
  // "I cast Twisted Image on Wall of Omens and then Giant Growth on it": two spells, in order.
  const spells = [...(spellNp.kind === 'list' ? spellNp.items : [spellNp]), ...(spellNp === c.object && c.object2?.kind === 'object' && c.object2.card ? [c.object2] : [])];
  const targets = c.roles.filter((r) => r.prep === 'on' || r.prep === 'at' || r.prep === 'targeting').map((r) => r.np).filter((n): n is NounPhrase => n !== null);
  useRole(story, c, 'on', 'at', 'targeting');
  if (c.verb!.verb === 'respond') c.times.push('in-response');
  // "I just cast Raging Goblin", "played grizzly bears this turn": a creature cast this turn is
  // summoning sick (302.6); the time word is what says so.
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  story.useChunks(thisTurn);
  // "I cast X on A and then Y on it": the spells and their targets in order.
  spells.forEach((sp, k) => {
    const ids = objectsOf(story, sp, { create: true, controller: caster });
    if (!ids) return;
    const spell = story.get(ids[0]!)!;
    spell.cast = true;
    spell.controller = caster;
    const t = targets.length === spells.length ? [targets[k]!] : k === 0 ? targets : [];
    castSpell(story, c, spell.id, caster, t);
  });
}

function castSpell(story: Story, c: Clause, spell: string, caster: Side, targetNps: NounPhrase[]): void {
  const s = story.get(spell);
  if (s) {
    s.controller = caster;
    s.cast = true;
  }
  const targets: (string | Side)[] = [];
  for (const t of targetNps) {
    if (isPlayerish(t) || (t.kind === 'property' && t.noun === 'face')) {
      const p = playerOf(story, t);
      if (p) targets.push(p);
      continue;
    }
    const ids = objectsOf(story, t, { create: true });
    if (!ids) return;
    targets.push(...ids);
  }
  const x = role(c, 'for');
  if (x && x.kind === 'amount' && x.n !== null) {
    useRole(story, c, 'for');
    push(story, { kind: 'cast', spell, caster, targets, x: x.n }, c);
    return;
  }
  push(story, { kind: 'cast', spell, caster, targets }, c);
}

function blankDescription(): Description {
  return {
    det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [],
    keywords: [], lacks: [], counters: [], damage: 0, card: null, head: null, adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null,
  };
}

function target(story: Story, c: Clause): void {
  // "My opponent targets my Tolarian Terror with Doom Blade": casting that spell at it.
  const spellNp = role(c, 'with');
  if (!spellNp || spellNp.kind !== 'object' || !spellNp.card) {
    story.problem('unsupported', c.text, 'verb:target');
    return;
  }
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const ids = objectsOf(story, spellNp, { create: true, controller: caster });
  if (!ids) return;
  useRole(story, c, 'with');
  story.get(ids[0]!)!.cast = true;
  castSpell(story, c, ids[0]!, caster, c.object ? [c.object] : []);
}

function activate(story: Story, c: Clause): void {
  const source = objectsOf(story, c.object, { create: true });
  if (!source) return;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const o = story.get(source[0]!)!;
  o.controller ??= player;
  const t = role(c, 'targeting', 'on', 'at');
  const targets: (string | Side)[] = [];
  if (t) {
    const ids = isPlayerish(t) ? null : objectsOf(story, t, { create: true });
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    if (ids) targets.push(...ids);
    if (p) targets.push(p);
    useRole(story, c, 'targeting', 'on', 'at');
  }
  push(story, { kind: 'activate', source: o.id, player, targets }, c);
}

// ---------------------------------------------------------------------------------------------
// Damage

function amountOf(np: NounPhrase | null, noun: string): number | null {
  if (!np) return null;
  if (np.kind === 'amount' && (np.noun === noun || (noun === 'damage' && np.noun === 'total')) && np.n !== null) return np.n;
  return null;
}

function deal(story: Story, c: Clause): void {
  const v = c.verb!;
  // "My 2/2 deals double damage": its damage is doubled (614.1a).
  if (!v.passive && c.object?.kind === 'property' && c.object.noun === 'damage' && /\bdouble\b/i.test(c.text) && c.subject) {
    const ids = objectsOf(story, c.subject, { create: true, plural: true });
    if (!ids) return;
    story.use(c.object);
    push(story, { kind: 'double', from: { kind: 'things', ids }, to: null }, c);
    return;
  }
  if (v.passive) {
    // "was dealt 3 damage" (recipient is the subject).
    return damageTo(story, c, c.subject, c.object ?? c.complement, role(c, 'by'));
  }
  damageTo(story, c, role(c, 'to'), c.object, c.subject);
  useRole(story, c, 'to');
}

function take(story: Story, c: Clause): void {
  // "3/4 eats two shocks": those spells, cast at it.
  if (c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine)) {
    const spells = objectsOf(story, c.object, { create: true, plural: true });
    if (!spells || !c.subject) return;
    for (const sp of spells) castSpell(story, c, sp, 'B', [c.subject]);
    return;
  }
  damageTo(story, c, c.subject, c.object, role(c, 'from', 'by'));
  useRole(story, c, 'from', 'by', 'in');
}

function damageTo(story: Story, c: Clause, recipientNp: NounPhrase | null, amountNp: NounPhrase | null, sourceNp: NounPhrase | null): void {
  // "A 3/3 deals combat damage to my opponent": it attacked and wasn't blocked (no amount said: its power).
  if (amountNp?.kind === 'property' && amountNp.noun === 'damage' && sourceNp && !isPlayerish(sourceNp) && recipientNp && isPlayerish(recipientNp) && /\bcombat\b/i.test(amountNp.text)) {
    const attackers = objectsOf(story, sourceNp, { create: true });
    const target = playerOf(story, recipientNp);
    if (!attackers || !target) return;
    // A creature told to be blocked "deals combat damage to my opponent": not read as unblocked.
    if (story.events.some((e) => e.kind === 'block' && attackers.includes(e.attacker))) {
      story.problem('contradiction', c.text, 'blocked-yet-unblocked');
      return;
    }
    story.use(amountNp);
    addAttack(story, attackers, target, c);
    for (const id of attackers) {
      story.roles.set(id, 'attacker');
      story.unblocked.add(id);
      story.get(id)!.controller ??= other(target);
    }
    return;
  }
  const amount = amountOf(amountNp, 'damage');
  if (amount === null || !recipientNp) {
    story.problem('not-understood', c.text, 'damage-how-much');
    return;
  }
  story.use(amountNp);
  let source: string | null = null;
  if (sourceNp && !isPlayerish(sourceNp)) {
    const s = objectsOf(story, sourceNp, { create: true });
    if (!s) return;
    source = s[0]!;
  }
  if (isPlayerish(recipientNp) || (recipientNp.kind === 'property' && recipientNp.noun === 'face')) {
    const p = playerOf(story, recipientNp);
    if (p) push(story, { kind: 'damage', source, target: p, amount }, c);
    return;
  }
  const targets = objectsOf(story, recipientNp, { create: true, plural: true });
  if (!targets) return;
  for (const t of targets) push(story, { kind: 'damage', source, target: t, amount }, c);
}

// ---------------------------------------------------------------------------------------------
// Zone changes

function destroy(story: Story, c: Clause): void {
  const v = c.verb!;
  const victimNp = v.passive ? c.subject : c.object;
  const instrument = v.passive ? role(c, 'by', 'with') : role(c, 'with');
  // "I killed the blocker with Lightning Bolt": casting that card at it.
  if (instrument && instrument.kind === 'object' && instrument.card) {
    const caster = !v.passive && c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
    const spell = objectsOf(story, instrument, { create: true, controller: caster });
    if (!spell) return;
    useRole(story, c, 'by', 'with');
    story.get(spell[0]!)!.cast = true;
    return castSpell(story, c, spell[0]!, caster, victimNp ? [victimNp] : []);
  }
  const ids = objectsOf(story, victimNp, { create: true, plural: true });
  if (!ids) return;
  push(story, { kind: 'destroy', ids }, c);
}

function zoneEvent(story: Story, c: Clause, kind: 'dies' | 'sacrifice' | 'exile' | 'bounce'): void {
  const v = c.verb!;
  const victimNp = kind === 'dies' || v.passive ? c.subject : c.object;
  const instrument = v.passive ? role(c, 'by', 'with') : role(c, 'with');
  if (instrument && instrument.kind === 'object' && instrument.card) {
    const caster = 'A';
    const spell = objectsOf(story, instrument, { create: true, controller: caster });
    if (!spell) return;
    useRole(story, c, 'by', 'with');
    story.get(spell[0]!)!.cast = true;
    return castSpell(story, c, spell[0]!, caster, victimNp ? [victimNp] : []);
  }
  const ids = objectsOf(story, victimNp, { create: true, plural: true });
  if (!ids) return;
  if (kind === 'sacrifice' && c.subject && isPlayerish(c.subject)) {
    const p = playerOf(story, c.subject);
    for (const id of ids) story.get(id)!.controller ??= p;
  }
  push(story, { kind, ids }, c);
}

// ---------------------------------------------------------------------------------------------
// Characteristics and counters

function duration(c: Clause): boolean {
  return !c.times.includes('this-turn') || true;
}

/** "Creatures you control get +1/+1", "All creatures get -1/-1 until end of turn", "White creatures you control have flying". */
function groupChange(story: Story, c: Clause, subject: NounPhrase | null, what: NounPhrase | null): boolean {
  const group = groupOf(story, subject);
  if (!group) return false;
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  }
  if (c.keywords.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: [...c.keywords] });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) return false;
  if (group.supertypes.length > 0 || group.nontoken !== null) {
    // The engine's filters can't say "legendary" or "nontoken": refused by name, never dropped (issue 11 §2).
    story.problem('unsupported', subject!.text, 'group-modifier');
    return true;
  }
  const eot = c.times.includes('until-eot');
  push(story, { kind: 'change', ref: { kind: 'group', filter: group }, changes, untilEndOfTurn: eot, text: c.text, static: !eot }, c);
  return true;
}

function gain(story: Story, c: Clause): void {
  const v = c.verb!;
  if (v.verb !== 'give' && groupChange(story, c, c.subject, c.object ?? c.complement)) return;
  // "My opponent gains 2 life", "I gain 3 life".
  if (v.verb === 'gain' && c.subject && isPlayerish(c.subject)) {
    const n = amountOf(c.object, 'life');
    if (n === null) {
      story.problem('not-understood', c.text, 'gain-what');
      return;
    }
    story.use(c.object);
    push(story, { kind: 'life', side: playerOf(story, c.subject)!, amount: n }, c);
    return;
  }
  // "gives the Angel -1/-1": the object is the recipient, the second object the change.
  const giving = v.verb === 'give';
  const recipientNp = giving ? (c.object && c.object.kind !== 'amount' ? c.object : (role(c, 'to') ?? c.subject)) : c.subject;
  const what: NounPhrase | null = giving ? (c.object2 ?? (c.object?.kind === 'amount' ? c.object : null) ?? c.complement) : (c.object ?? c.complement);
  if (giving) useRole(story, c, 'to');
  // "gets Giant Growth": a spell cast on it.
  if (what && what.kind === 'object' && what.card) {
    const spell = objectsOf(story, what, { create: true });
    if (!spell) return;
    story.get(spell[0]!)!.cast = true;
    return castSpell(story, c, spell[0]!, 'A', recipientNp ? [recipientNp] : []);
  }
  // "gets +3/+3 from Giant Growth" (《巨大化》で+3/+3の修整を受ける): that spell is cast on it; the change
  // said is what the card does, and the card's own text is what the engine runs (the restatement says so).
  const source = giving ? null : role(c, 'from', 'with');
  // (A card that can't do that, such as a creature card, is refused when its card is read: not a targeting spell.)
  if (source && source.kind === 'object' && source.card && what && what.kind === 'amount' && what.noun === 'ptmod') {
    const spell = objectsOf(story, source, { create: true });
    if (!spell) return;
    useRole(story, c, 'from', 'with');
    story.use(what);
    story.get(spell[0]!)!.cast = true;
    return castSpell(story, c, spell[0]!, 'A', recipientNp ? [recipientNp] : []);
  }
  const ids = objectsOf(story, recipientNp, { create: true, plural: true });
  if (!ids) return;
  const changes: Change[] = [];
  if (what && what.kind === 'amount' && what.noun === 'ptmod') {
    changes.push({ kind: 'modify-pt', power: what.power, toughness: what.toughness });
    story.use(what);
  } else if (what && what.kind === 'amount' && what.noun === 'counter' && what.counter && what.n !== null) {
    story.use(what);
    push(story, { kind: 'counters', ids, counter: what.counter, amount: what.n }, c);
    return;
  }
  const kws: Keyword[] = [...c.keywords];
  if (kws.length > 0) {
    changes.push({ kind: 'add-keywords', keywords: kws });
    story.useKeywords(c.chunks);
  }
  if (changes.length === 0) {
    story.problem('not-understood', c.text, 'gets-what');
    return;
  }
  // A pump with no duration said lasts until end of turn, as such effects do (said in the restatement).
  push(story, { kind: 'change', ref: { kind: 'things', ids }, changes, untilEndOfTurn: duration(c), text: c.text, static: false }, c);
}

function lose(story: Story, c: Clause): void {
  // "loses all abilities", "loses flying", "I lose 3 life".
  if (c.subject && isPlayerish(c.subject)) {
    const side = playerOf(story, c.subject)!;
    const n = amountOf(c.object, 'life');
    if (n === null) {
      story.problem('not-understood', c.text, 'lose-what');
      return;
    }
    story.use(c.object);
    push(story, { kind: 'life', side, amount: -n }, c);
    return;
  }
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  const obj = c.object;
  if (obj && obj.kind === 'property' && obj.noun === 'keyword' && (obj.adjectives.includes('all') || c.chunks.length > 0)) {
    story.use(obj);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'lose-all-abilities' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  if (c.keywords.length > 0) {
    story.useKeywords(c.chunks);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'remove-keywords', keywords: c.keywords }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'lose-what');
}

function become(story: Story, c: Clause): void {
  // "my life total drops to 0": the player's life is that.
  const lifeOf = c.subject?.kind === 'property' && c.subject.noun === 'life' ? c.subject.of : null;
  const to = role(c, 'to');
  if (lifeOf && isPlayerish(lifeOf) && to?.kind === 'amount' && to.n !== null) {
    const side = playerOf(story, lifeOf)!;
    story.use(c.subject);
    useRole(story, c, 'to');
    const before = story.life[side] ?? 20;
    const changed = story.events.some((e) => e.kind === 'life' || e.kind === 'damage' || e.kind === 'cast' || e.kind === 'attack');
    if (changed) push(story, { kind: 'life', side, amount: to.n - before }, c);
    else story.life[side] = to.n;
    return;
  }
  // "an effect switches its power and toughness", "its power and toughness are switched",
  // "has its power and toughness switched": the patient is whose P/T it is.
  const v = c.verb!;
  const propOf = (n: NounPhrase | null): NounPhrase | null => (n?.kind === 'property' && n.of ? n.of : null);
  const patient = v.verb === 'switch' ? (v.passive ? (propOf(c.subject) ?? c.subject) : (propOf(c.object) ?? (c.subject?.kind === 'property' ? null : c.subject))) : c.subject?.kind === 'property' ? null : (c.subject ?? c.object);
  if (v.verb === 'switch' && c.subject?.kind === 'property') story.use(c.subject);
  const ids = objectsOf(story, patient, { create: true, plural: true });
  if (c.verb!.verb === 'switch') story.use(c.object);
  if (!ids) return;
  const comp = c.complement ?? c.object;
  if (c.verb!.verb === 'switch') {
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'switch-pt' }], untilEndOfTurn: true, text: c.text, static: false }, c);
    return;
  }
  const eot = c.times.includes('until-eot');
  if (comp && comp.kind === 'object' && comp.power !== null && comp.toughness !== null && comp.head === 'pt') {
    story.use(comp);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-pt', power: comp.power, toughness: comp.toughness }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes blue", "becomes red until end of turn" (105.3, layer 5).
  const inPhrases = new Set([...phraseChunks(c.subject), ...phraseChunks(c.object)]);
  const colorChunks = c.chunks.filter((k) => story.colorAt(k) !== null && !inPhrases.has(k));
  const colors = [...new Set(colorChunks.map((k) => story.colorAt(k)!))];
  if (colors.length > 0 && !comp) {
    story.useChunks(colorChunks);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes an artifact in addition to its other types" (205.1b, layer 4).
  if (comp && comp.kind === 'object' && comp.types.length > 0 && comp.power === null && !comp.card) {
    const addition = /in addition to/i.test(c.text);
    story.use(comp);
    story.useChunks(c.roles.filter((r) => r.prep === 'in' || r.prep === 'to').flatMap((r) => r.chunks));
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: addition ? 'add-types' : 'set-types', types: comp.types, subtypes: comp.subtypes }], untilEndOfTurn: eot, text: c.text, static: false }, c);
    return;
  }
  // "becomes red" (a color and nothing else): its colors are that one (105.3).
  const only = comp && comp.kind === 'object' && comp.card === null && comp.power === null && comp.keywords.length === 0 ? comp : null;
  if (only && only.colors.length > 0 && only.types.length === 0 && only.subtypes.length === 0) {
    story.use(only);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'set-colors', colors: [...only.colors] }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
    return;
  }
  // "becomes an artifact in addition to its other types": a type added (205.1b). Without "in
  // addition", the new type would replace the others: that is not guessed.
  if (only && only.types.length > 0 && only.colors.length === 0 && c.adjectives.includes('extra')) {
    story.use(only);
    push(story, { kind: 'change', ref: { kind: 'things', ids }, changes: [{ kind: 'add-types', types: [...only.types], subtypes: [...only.subtypes] }], untilEndOfTurn: c.times.includes('until-eot'), text: c.text, static: false }, c);
    return;
  }
  story.problem('not-understood', c.text, 'becomes-what');
}

// ---------------------------------------------------------------------------------------------
// Facts: what is on the battlefield, who controls it, what is attached to what

function fact(story: Story, c: Clause): void {
  const subj = c.subject;
  const withNp = role(c, 'with');
  if (c.verb?.verb === 'have' && groupChange(story, c, subj, c.object)) return;
  // "My 2/2 has 'Whenever …'": quoted rules text it has (compiled by the card templates).
  const quotes = c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'quote');
  if ((c.verb?.verb === 'have' || c.verb?.verb === 'say') && quotes.length > 0 && subj && !isPlayerish(subj)) {
    const ids = objectsOf(story, subj, { create: true });
    if (!ids) return;
    for (const k of quotes) {
      const q = story.sensesAt(k)[0] as { kind: 'quote'; text: string };
      story.get(ids[0]!)!.abilityTexts.push(q.text);
      story.used.add(k);
    }
    return;
  }
  // "has 2 damage marked on it", "has two +1/+1 counters on it": "on it" is the subject itself.
  if (c.verb?.verb === 'have') {
    const on = c.roles.find((r) => r.prep === 'on' && r.np?.kind === 'pronoun');
    if (on) story.useChunks(on.chunks);
  }
  // "I'm at 5 life", "opp at 20", "NAP started at 20".
  const at = role(c, 'at');
  if (subj && isPlayerish(subj) && at && at.kind === 'amount' && at.n !== null) {
    const side = playerOf(story, subj)!;
    if (at.noun === 'poison' || at.counter === 'poison') story.poison[side] = at.n;
    else story.life[side] = at.n;
    useRole(story, c, 'at');
    return;
  }
  if (subj && isPlayerish(subj) && withNp && story.poison[playerOf(story, subj)!] !== undefined && !c.object) return;
  // "My opponent is at 3 life with 9 poison counters".
  if (subj && isPlayerish(subj) && withNp && withNp.kind === 'amount' && (withNp.noun === 'poison' || withNp.counter === 'poison') && withNp.n !== null) {
    story.poison[playerOf(story, subj)!] = withNp.n;
    useRole(story, c, 'with');
  }
  // "My opponent has 8 poison counters".
  if (subj && isPlayerish(subj) && c.object && c.object.kind === 'amount' && c.object.counter === 'poison' && c.object.n !== null) {
    story.poison[playerOf(story, subj)!] = c.object.n;
    story.use(c.object);
    return;
  }
  // "I control Glorious Anthem, a 4/4 and …", "NAP controls Serra Angel", "I have Giant Spider untapped".
  if (subj && isPlayerish(subj) && c.object) {
    const side = playerOf(story, subj)!;
    const ids = objectsOf(story, c.object, { create: true, controller: side, plural: true });
    if (!ids) return;
    for (const id of ids) {
      const o = story.get(id)!;
      o.controller ??= side;
      if (c.adjectives.includes('untapped')) o.tapped = false;
    }
    // "… and Ethereal Armor on my Grizzly Bears"
    const on = role(c, 'on');
    if (on) {
      const host = objectsOf(story, on, { create: true, controller: side });
      if (host) {
        useRole(story, c, 'on');
        const last = story.get(ids[ids.length - 1]!)!;
        last.attachedTo = host[0]!;
      }
    }
    return;
  }
  // "A 2/2 creature and a 3/3 creature are on the battlefield": they are there.
  const onField = role(c, 'on');
  if (subj && (subj.kind === 'list' || subj.kind === 'object') && onField?.kind === 'property' && onField.noun === 'battlefield') {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    useRole(story, c, 'on');
    return;
  }
  // "Holy Strength is on my creature", "Krosan Grip is on the stack", "rancor on grizzly bears".
  const on = c.verb?.verb === 'have' ? null : role(c, 'on');
  if (subj && subj.kind === 'object' && on) {
    const thing = objectsOf(story, subj, { create: true });
    if (!thing) return;
    if (on.kind === 'property' && on.noun === 'battlefield') {
      useRole(story, c, 'on');
      return;
    }
    const host = objectsOf(story, on, { create: true });
    if (!host) return;
    useRole(story, c, 'on');
    story.get(thing[0]!)!.attachedTo = host[0]!;
    return;
  }
  // "X has flying", "X is indestructible", "it has 2 damage marked", "has a +1/+1 counter".
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun')) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    story.useKeywords(c.chunks);
    for (const id of ids) {
      const o = story.get(id)!;
      for (const k of c.keywords) if (!o.keywords.some((x) => x.keyword === k.keyword && x.param === k.param)) o.keywords.push(k);
      if (c.adjectives.includes('tapped')) o.tapped = true;
      if (c.adjectives.includes('untapped')) o.tapped = false;
      if (c.adjectives.includes('attacking')) {
        addAttack(story, [id], null, c);
        story.roles.set(id, 'attacker');
      }
      if (c.adjectives.includes('unblocked')) {
        if (!story.events.some((e) => e.kind === 'attack' && e.attackers.includes(id))) addAttack(story, [id], null, c);
        story.unblocked.add(id);
      }
      const obj = c.object ?? c.complement;
      const amounts = obj?.kind === 'list' ? obj.items : obj ? [obj] : [];
      for (const a of amounts) {
        if (a.kind === 'amount' && a.noun === 'counter' && a.counter && a.n !== null) {
          o.counters[a.counter] = (o.counters[a.counter] ?? 0) + a.n;
          story.use(a);
        }
      }
      if (obj?.kind === 'list' && obj.items.every((x) => x.kind === 'amount')) story.use(obj);
      if (obj && obj.kind === 'amount' && (obj.noun === 'damage') && obj.n !== null && (c.adjectives.includes('marked') || c.verb?.verb === 'have')) {
        o.damage += obj.n;
        story.use(obj);
      }
      if (obj && obj.kind === 'object' && obj.power !== null && obj.toughness !== null && obj.head === 'pt' && o.card === null) {
        o.power = obj.power;
        o.toughness = obj.toughness;
        story.use(obj);
      }
    }
    return;
  }
  story.problem('not-understood', c.text, 'fact');
}

function attach(story: Story, c: Clause): void {
  const v = c.verb!;
  // "Put three +1/+1 counters on a 1/1", "a +1/+1 counter is put on it".
  const amount = [c.object, c.subject].find((n) => n?.kind === 'amount' && n.noun === 'counter');
  if (v.verb === 'put' && amount && amount.kind === 'amount' && amount.counter && amount.n !== null) {
    const host = role(c, 'on', 'onto');
    const ids = objectsOf(story, host, { create: true, plural: true });
    if (!ids) return;
    story.use(amount);
    useRole(story, c, 'on', 'onto');
    push(story, { kind: 'counters', ids, counter: amount.counter, amount: amount.n }, c);
    return;
  }
  // "My creature is equipped with X" / "is enchanted with X"
  if (v.passive) {
    const host = objectsOf(story, c.subject, { create: true });
    const thing = objectsOf(story, role(c, 'with', 'by'), { create: true });
    if (!host || !thing) return;
    useRole(story, c, 'with', 'by');
    for (const t of thing) story.get(t)!.attachedTo = host[0]!;
    return;
  }
  // "I equip X to Y", "I move X from A to B", "I put Rancor on the Bears", "AP enchants the Angel with X".
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const enchanting = v.verb === 'enchant';
  // "AP enchants the Angel with Darksteel Mutation": the Aura may have been read as the Angel's.
  const absorbed = enchanting && !role(c, 'with') && c.object?.kind === 'object' && c.object.attachments.length === 1 ? c.object.attachments[0]! : null;
  if (absorbed && c.object?.kind === 'object') c.object.attachments = [];
  const thingNp = enchanting ? (role(c, 'with') ?? absorbed) : c.object;
  const hostNp = enchanting ? c.object : (role(c, 'to', 'on', 'onto') ?? c.object2);
  const thing = objectsOf(story, thingNp, { create: true, controller: player });
  if (!thing || !hostNp) {
    if (!hostNp) story.problem('not-understood', c.text, 'attach-to-what');
    return;
  }
  const t = story.get(thing[0]!)!;
  const aura = t.card !== null && t.subtypes.includes('Aura');
  const fromNp = role(c, 'from');
  if (fromNp) {
    const from = objectsOf(story, fromNp, { create: true, controller: player });
    if (from) {
      t.attachedTo ??= from[0]!;
      useRole(story, c, 'from');
    }
  }
  const host = objectsOf(story, hostNp, { create: true, controller: player });
  if (!host) return;
  useRole(story, c, 'to', 'on', 'onto', 'with');
  t.controller ??= player;
  // An Aura put onto something as a spell is cast with it as its target (303.4a); an Equipment is attached.
  if (t.card !== null && !t.attachedTo && v.verb !== 'move' && ((v.verb !== 'equip' && v.verb !== 'attach') || aura)) {
    t.cast = true;
    push(story, { kind: 'cast', spell: t.id, caster: player, targets: [host[0]!] }, c);
    return;
  }
  if (!t.attachedTo || v.verb === 'move') {
    if (!t.attachedTo) t.attachedTo = null;
    push(story, { kind: 'attach', attachment: t.id, to: host[0]! }, c);
    return;
  }
  push(story, { kind: 'attach', attachment: t.id, to: host[0]! }, c);
}

function regenerate(story: Story, c: Clause): void {
  const ids = objectsOf(story, c.object ?? c.subject, { create: true });
  if (!ids) return;
  push(story, { kind: 'regenerate', ids }, c);
}

function endTurn(story: Story, c: Clause): void {
  if (!story.events.some((e) => e.kind === 'end-turn')) push(story, { kind: 'end-turn' }, c);
  story.use(c.subject);
  // "when the turn ends" says the same as the verb.
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
}

function entered(story: Story, c: Clause): void {
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return;
  // "came into play this turn", "came under my control this turn": summoning sick (302.6).
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  if (thisTurn.length === 0 && !c.times.includes('this-turn')) {
    story.problem('not-understood', c.text, 'entered-when');
    return;
  }
  story.useChunks(thisTurn);
  useRole(story, c, 'under');
  for (const id of ids) story.get(id)!.summoningSick = true;
}

// ---------------------------------------------------------------------------------------------
// Clauses with no verb: "Boros Swiftblade unblocked", "opp at 20", "rancor on grizzly bears",
// "glistener elf + giant growth", "No trample."

function verbless(story: Story, c: Clause): void {
  const subj = c.subject;
  // "When the turn ends" alone.
  if (!subj && c.chunks.some((k) => story.timeAt(k) === 'turn-ends')) {
    turnEnds(story, c);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return;
  }
  // "With Furnace of Rath and Dictate of the Twin Gods both on the battlefield, …": they are there.
  const withNp = role(c, 'with');
  if (!subj && withNp && (withNp.kind === 'object' || withNp.kind === 'list')) {
    const ids = objectsOf(story, withNp, { create: true, plural: true });
    if (!ids) return;
    useRole(story, c, 'with', 'on');
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'pronoun'));
    return;
  }
  if (!subj) {
    if (c.lacks.length > 0) {
      // "No trample.": said of the attacking creature (the only one in combat).
      const a = soleAttacker(story);
      if (a) {
        // "No trample." said of the attacker: a described creature simply lacks it; one said to have it contradicts.
        const o = story.get(a)!;
        if (c.lacks.some((l) => o.keywords.some((k) => kwText(k) === kwText(l)))) story.problem('contradiction', c.text, 'lacks-what-it-has');
        else if (o.card !== null) story.problem('not-understood', c.text, 'card-without');
        story.useChunks(c.chunks);
        return;
      }
    }
    if (c.chunks.length > 0) story.problem('not-understood', c.text, 'fragment');
    return;
  }
  if (c.adjectives.includes('unblocked')) {
    story.useChunks(c.chunks);
    return unblocked(story, c);
  }
  const at = role(c, 'at');
  if (isPlayerish(subj) && at) return fact(story, c);
  if (role(c, 'on')) return fact(story, c);
  // "furnace of rath out", "Bad Moon in play": it is on the battlefield.
  if (c.adjectives.includes('present') && (subj.kind === 'object' || subj.kind === 'list')) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    story.useChunks(c.chunks.filter((k) => (story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj === 'present'));
    return;
  }
  // "grizzly bears + giant growth + glorious anthem": the permanents are there; the instants are cast on
  // the creature. Only a list of cards, or cards with their Equipment, is such a telegraphic story.
  const items = subj.kind === 'list' ? subj.items : [subj];
  // "A 2/2 with two +1/+1 counters on it.": a description alone says the object is there.
  const unknownWords = c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'unknown');
  if (!unknownWords && c.complement === null && c.roles.length === 0 && items.every((it) => it.kind === 'object' && it.card === null)) {
    const ids = objectsOf(story, subj, { create: true, plural: true });
    if (!ids) return;
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'conj' || story.sensesAt(k)[0]?.kind === 'punct'));
    return;
  }
  const cardsOnly = items.every((it) => it.kind === 'object' && it.card !== null);
  if (!cardsOnly || c.complement !== null || (items.length < 2 && !(items[0]?.kind === 'object' && items[0].attachments.length > 0))) {
    story.problem('not-understood', c.text, 'fragment');
    return;
  }
  const ids = objectsOf(story, subj, { create: true, plural: true });
  if (!ids) return;
  const creatures = ids.filter((id) => !/\b(?:Instant|Sorcery)\b/.test(story.get(id)?.card ? typeLineOf(items, story.get(id)!.card!) : ''));
  for (const id of ids) {
    const o = story.get(id)!;
    const tl = o.card ? typeLineOf(items, o.card) : '';
    if (/\b(?:Instant|Sorcery)\b/.test(tl)) {
      const hosts = creatures.filter((x) => x !== id && /Creature/.test(typeLineOf(items, story.get(x)!.card ?? '') || 'Creature'));
      if (hosts.length !== 1) {
        story.problem('not-understood', c.text, 'cast-on-what');
        return;
      }
      o.cast = true;
      push(story, { kind: 'cast', spell: id, caster: 'A', targets: [hosts[0]!] }, c);
    }
  }
  story.use(subj);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'conj' || story.sensesAt(k)[0]?.kind === 'punct'));
}

function typeLineOf(items: NounPhrase[], card: string): string {
  for (const it of items) if (it.kind === 'object' && it.card && it.card.name === card) return it.card.typeLine;
  return '';
}

// ---------------------------------------------------------------------------------------------
// Removal from combat, prevention, doubling

function removeFrom(story: Story, c: Clause): void {
  // "the 1/1 is removed from combat" (506.4).
  const from = role(c, 'from');
  if (!from || from.kind !== 'property' || from.noun !== 'combat') {
    story.problem('not-understood', c.text, 'remove-from-what');
    return;
  }
  const ids = objectsOf(story, c.verb!.passive ? c.subject : c.object, { create: false, plural: true });
  if (!ids) return;
  useRole(story, c, 'from');
  push(story, { kind: 'remove-from-combat', ids }, c);
}

/**
 * "Prevent all combat damage this turn", "Prevent the next 3 damage that would be dealt to my 2/2",
 * "all combat damage that would be dealt this turn is prevented" (615).
 */
function prevent(story: Story, c: Clause): void {
  const v = c.verb!;
  const what = v.passive ? c.subject : c.object;
  if (!what || (what.kind !== 'property' && what.kind !== 'amount') || (what.kind === 'property' && what.noun !== 'damage') || (what.kind === 'amount' && what.noun !== 'damage')) {
    story.problem('not-understood', c.text, 'prevent-what');
    return;
  }
  const amount: number | 'all' = what.kind === 'amount' && what.n !== null ? what.n : 'all';
  const combatOnly = /\bcombat\b/i.test(what.text);
  story.use(what);
  let to: Ref | null = null;
  const toNp = role(c, 'to') ?? what.to ?? null;
  if (toNp) {
    if (isPlayerish(toNp)) to = { kind: 'player', side: playerOf(story, toNp)! };
    else {
      const ids = objectsOf(story, toNp, { create: true, plural: true });
      if (!ids) return;
      to = { kind: 'things', ids };
    }
    useRole(story, c, 'to');
  }
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
  push(story, { kind: 'prevent', amount, combatOnly, to }, c);
}

/** "Damage dealt by my 3/3 is doubled", "My 2/2 deals double damage" (614.1a). */
function doubled(story: Story, c: Clause): void {
  const v = c.verb!;
  const what = v.passive ? c.subject : c.object;
  const by = what?.kind === 'property' ? c.roles.find((r) => r.prep === 'by') : undefined;
  const source = by?.np ?? (what?.kind === 'property' || what?.kind === 'amount' ? (what.by ?? null) : null) ?? (v.passive ? null : c.subject);
  const ids = objectsOf(story, source, { create: true, plural: true });
  if (!ids || !what) {
    if (!source) story.problem('not-understood', c.text, 'double-whose');
    return;
  }
  story.use(what);
  if (by) story.useChunks(by.chunks);
  push(story, { kind: 'double', from: { kind: 'things', ids }, to: null }, c);
}

/** "Then Ovinize resolves targeting it": that spell was cast at it; "after everything resolves": nothing new. */
function resolves(story: Story, c: Clause): void {
  const subj = c.subject;
  if (subj?.kind === 'object' && subj.card && /\b(?:Instant|Sorcery)\b/.test(subj.card.typeLine)) {
    const existing = story.fitting(subj, null).find((o) => o.cast);
    if (existing) {
      story.use(subj);
      return;
    }
    const spell = objectsOf(story, subj, { create: true, controller: 'A' });
    if (!spell) return;
    const t = role(c, 'targeting', 'on', 'at');
    useRole(story, c, 'targeting', 'on', 'at');
    return castSpell(story, c, spell[0]!, 'A', t ? [t] : []);
  }
  // "after everything resolves", "when it resolves": the stack resolves anyway before anything else.
  if (subj?.kind === 'pronoun' || (subj?.kind === 'object' && subj.card) || (subj === null) || /\beverything\b/i.test(c.text)) {
    story.use(subj);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'unknown'));
    story.resolvedMention = true;
    return;
  }
  story.problem('not-understood', c.text, 'resolves-what');
}
