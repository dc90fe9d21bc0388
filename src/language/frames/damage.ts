/**
 * Damage frames: damage dealt and taken (120.3), prevention (615) and doubling (614.1a).
 */
import { castForEffect } from './effect-by-spell.ts';
import { ptmodUsed } from './ptmod.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import { causeOf } from '../results.ts';
import type { Ref } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf, sidesOf } from '../refs.ts';
import { addAttack } from './attacks.ts';
import { castSpell } from './cast-spell.ts';
import { amountOf, isPlayerish, otherThanDoer, push, role, spellAsDoer, useRole, withTimesOf } from './util.ts';
import { playerRecipient, repeatWordAt } from './tap-ping.ts';
import { storyWords } from '../locales/index.ts';
import { triggerSource } from './target-phrases.ts';
import { firstStrikeDealt } from './first-strike-told.ts';
import { enteredDealer } from './entered-dealer.ts';
import { abilityPing } from './ability-ping.ts';

export function deal(story: Story, c: Clause): void {
  const v = c.verb!;
  // "My 2/2 deals double damage": its damage is doubled (614.1a).
  if (!v.passive && c.object?.kind === 'property' && c.object.noun === 'damage' && /\bdouble\b/i.test(c.text) && c.subject) {
    const ids = objectsOf(story, c.subject, { create: true, plural: true });
    if (!ids) return;
    story.use(c.object);
    push(story, { kind: 'double', from: { kind: 'things', ids }, to: null }, c);
    return;
  }
  // "all combat damage that would be dealt this turn (is prevented)": a relative clause restricting
  // the damage the next clause is about, not an event; its time is the story's turn.
  if (v.passive && v.modal === 'would' && c.subject?.kind === 'property' && c.subject.noun === 'damage' && !c.object && !c.complement && c.roles.length === 0) {
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn' || story.timeAt(k) === null));
    return;
  }
  if (v.passive) {
    // "was dealt 3 damage" (recipient is the subject).
    return damageTo(story, c, c.subject, c.object ?? c.complement, role(c, 'by'));
  }
  if (abilityPing(story, c)) return;
  if (/^ping/i.test(v.text.trim())) return ping(story, c);
  // 「2/2に-2/-2の修整を与えた」: a P/T change given, not damage dealt.
  if (ptmodUsed(story, c, c.object)) return;
  if (firstStrikeDealt(story, c)) return;
  damageTo(story, c, role(c, 'to'), c.object, triggerDealer(story, c) ?? enteredDealer(story, c) ?? c.subject);
  useRole(story, c, 'to');
}

/**
 * "Its ETB trigger deals 4 to their Bears", 「ETB誘発で相手の《灰色熊》に4点与えた」: a triggered ability named as what deals
 * the damage (the subject, or the instrument で / "with" of a player's act) — its source is what deals it (113.7, 120.3).
 * The damage is then told of that object, as "Kavu deals 4 to their Bears" is: right after the card entered it is its
 * enters trigger's told result and target (questions/trigger-targets.ts), checked against the run. Null: no trigger said.
 */
function triggerDealer(story: Story, c: Clause): NounPhrase | null {
  const subj = c.subject;
  const byPlayer = subj === null || isPlayerish(subj);
  const np = subj?.kind === 'property' && subj.noun === 'trigger' ? subj : byPlayer ? role(c, 'with') : null;
  if (np?.kind !== 'property' || np.noun !== 'trigger' || triggerSource(story, np) === null) return null;
  story.use(np);
  if (np !== subj) useRole(story, c, 'with');
  if (np.of && !isPlayerish(np.of)) return np.of;
  // 「ETBで」 with no owner said: the object the story is about (triggerSource), named as "it" is.
  return { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: np.start, end: np.start, text: '' };
}

/**
 * "they sac it in response to ping me", "I sacrifice Mogg Fanatic and ping their elf": table talk for an
 * ability's 1 damage (120.3). Read only as what a sacrifice told just before, in the same sentence, pays
 * for — its ability must then deal exactly that 1 damage (602.2b; questions/sacrifice-outlets.ts checks
 * the card, else refuses). Said alone ("their Pyromancer pings me") which ability it is and what it costs
 * is the card's, which the words can't see: refused, never read as damage dealt by the creature.
 */
function ping(story: Story, c: Clause): void {
  if (pingWithCounters(story, c)) return;
  const v = c.verb!;
  const told = story.costTold;
  const last = story.events.at(-1);
  const afterSacrifice = told !== null && told.sentence === c.sentence && told.event === story.events.length - 1 && last?.kind === 'sacrifice' && last.targets === undefined;
  if (!afterSacrifice || v.passive || v.negated || v.modal !== null || !c.object || c.object2 || c.roles.length > 0 || (c.subject !== null && !isPlayerish(c.subject))) {
    story.problem('not-understood', c.text, 'ping');
    return;
  }
  const n = story.events.length;
  damageTo(story, c, c.object, null, c.subject, 1);
  const e = story.events[n];
  if (story.events.length === n + 1 && e?.kind === 'damage') e.ping = c.text.trim();
}

export function take(story: Story, c: Clause): void {
  // "3/4 eats two shocks": those spells, cast at it.
  if (c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine)) {
    const spells = objectsOf(story, c.object, { create: true, plural: true });
    if (!spells || !c.subject) return;
    for (const sp of spells) castSpell(story, c, sp, 'B', [c.subject]);
    return;
  }
  // "gets hit by Turn to Frog": that spell, cast at it (by the opponent unless said — "hit by my Pyroclasm" is the
  // asker's: whose spell it is says who cast it, red team s20b).
  const by = c.verb!.passive ? role(c, 'by', 'with') : null;
  if (by?.kind === 'object' && by.card && /\b(?:Instant|Sorcery)\b/.test(by.card.typeLine) && c.subject) {
    const spells = objectsOf(story, by, { create: true, plural: true });
    if (!spells) return;
    useRole(story, c, 'by', 'with');
    const whose = by.owner ?? by.controlledBy;
    const caster = whose ? story.side(whose) : 'B';
    for (const sp of spells) castSpell(story, c, sp, caster, [c.subject]);
    return;
  }
  damageTo(story, c, c.subject, c.object, role(c, 'from', 'by'));
  useRole(story, c, 'from', 'by', 'in');
}

export function damageTo(story: Story, c: Clause, recipientNp: NounPhrase | null, amountNp: NounPhrase | null, sourceNp: NounPhrase | null, fixed?: number): void {
  // "A 3/3 deals combat damage to my opponent": it attacked and wasn't blocked (no amount said: its power).
  if (amountNp?.kind === 'property' && amountNp.noun === 'damage' && sourceNp && !isPlayerish(sourceNp) && recipientNp && isPlayerish(recipientNp) && storyWords(story.lang).combatDamage.test(amountNp.text)) {
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
    // "Their unblocked 5/5 dealt combat damage to me, then I cast Fog": told as dealt, the damage step is here — what
    // is told after it happens after it and can no longer prevent it (510.2, 615.1). (Read as told before the attack,
    // Fog prevented damage already dealt: red team s16.) Dropped again when nothing is told after it (index.ts).
    const v = c.verb!;
    if (!v.negated && v.modal === null && !v.hypothetical && (c.sub === null || c.sub === 'after' || c.sub === 'once' || c.sub === 'although') && !c.times.some((t) => t === 'before-damage' || t === 'in-response')) push(story, { kind: 'combat-damage' }, c);
    return;
  }
  const amount = fixed ?? amountOf(amountNp, 'damage');
  if (amount === null || !recipientNp) {
    story.problem('not-understood', c.text, 'damage-how-much');
    return;
  }
  story.use(amountNp);
  // "was dealt 3 damage earlier this turn": the story's own turn (damage told without a time is too).
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
  let source: string | null = null;
  if (sourceNp && !isPlayerish(sourceNp)) {
    source = oneObjectOf(story, sourceNp, { create: true });
    if (!source) return;
  }
  if (isPlayerish(recipientNp) || (recipientNp.kind === 'property' && recipientNp.noun === 'face')) {
    const p = playerOf(story, recipientNp);
    // "I take 5 from an attacking creature": a player is attacked by the other player's creatures (506.2).
    if (p && source !== null && story.roles.get(source) === 'attacker') story.get(source)!.controller ??= other(p);
    if (p) {
      push(story, { kind: 'damage', source, target: p, amount }, c);
      return;
    }
    // "… deals 1 damage to each player": one damage event dealt to both at once (608.2f), so both may
    // reach 0 life together and lose at once (704.5a, 104.4a) — never two events one after the other,
    // and never dropped (red team s11 answered as if no damage was dealt).
    const sides = recipientNp.kind === 'player' && recipientNp.player.who === 'each' ? sidesOf(story, recipientNp) : null;
    if (sides && sides.length === 2) push(story, { kind: 'damage', source, target: sides[0]!, amount, also: sides.slice(1) }, c);
    else story.problem('unsupported', c.text, 'which-player');
    return;
  }
  const read = objectsOf(story, recipientNp, { create: true, plural: true });
  if (!read) return;
  // "it deals 2 damage to it" (after casting a spell at it): the spell deals it; "deals 3 damage to it": not to itself.
  const bySpell = source !== null && sourceNp?.kind === 'pronoun' && read.length === 1 && read[0] === source ? spellAsDoer(story, c, source) : null;
  if (bySpell !== null) source = bySpell;
  const targets = otherThanDoer(story, recipientNp, read, source);
  if (!targets) return;
  for (const t of targets) push(story, { kind: 'damage', source, target: t, amount }, c);
}

/**
 * "Prevent all combat damage this turn", "Prevent the next 3 damage that would be dealt to my 2/2",
 * "all combat damage that would be dealt this turn is prevented" (615).
 */
export function prevent(story: Story, c: Clause): void {
  const v = c.verb!;
  const what = v.passive ? c.subject : c.object;
  // (「次の3点を軽減した」, "prevent the next 3": a bare amount prevented is damage, all prevention is of, 615.1.)
  const pointsOfDamage = what?.kind === 'amount' && what.noun === 'total' && what.n !== null;
  if (!what || (what.kind !== 'property' && what.kind !== 'amount') || (what.kind === 'property' && what.noun !== 'damage') || (what.kind === 'amount' && what.noun !== 'damage' && !pointsOfDamage)) {
    story.problem('not-understood', c.text, 'prevent-what');
    return;
  }
  if (toldDamagePrevented(story, c, what)) return;
  const amount: number | 'all' = what.kind === 'amount' && what.n !== null ? what.n : 'all';
  const combatOnly = storyWords(story.lang).combatDamage.test(what.text);
  story.use(what);
  let to: Ref | null = null;
  const toNp = role(c, 'to') ?? what.to ?? null;
  // "… with Healing Salve", 「《治癒の軟膏》で…を軽減した」: that spell cast at what the damage would be dealt to, its mode the prevention told.
  if (castForEffect(story, c, toNp ? [toNp] : [], ['=prevent', ...(amount === 'all' ? [] : [String(amount)])], what.text)) {
    useRole(story, c, 'to');
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
    return;
  }
  if (toNp) {
    if (isPlayerish(toNp)) {
      const side = playerOf(story, toNp);
      if (side === null) {
        story.problem('unsupported', c.text, 'which-player');
        return;
      }
      to = { kind: 'player', side };
    } else {
      const ids = objectsOf(story, toNp, { create: true, plural: true });
      if (!ids) return;
      to = { kind: 'things', ids };
    }
    useRole(story, c, 'to');
  }
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
  push(story, { kind: 'prevent', amount, combatOnly, to }, c);
}

/** Determiners that point back at something told: "the damage", "that damage", 「そのダメージ」. */
const BACK: ReadonlySet<string> = new Set(['the', 'that', 'this']);

/**
 * "Their creature deals 3 damage to me, but the damage is prevented", "… though that damage gets prevented",
 * 「…3点のダメージを与えたが、そのダメージは軽減された」: the damage just told is said to be prevented — it is never
 * dealt (615.1, 615.6): no life is lost, no damage is marked, lifelink gains nothing (702.15b). Read after it, as
 * an effect made once the damage was dealt, it prevented nothing (red team s16: life 5 → 2, a prevented Bears died).
 * The prevention is made just before that damage: a damage event is flagged `prevented`; a spell cast just before,
 * whose damage it is, is flagged so (all damage from it is prevented); combat damage told as a result is
 * prevented from its source (the told result is then no claim: it is what would have been dealt).
 * Said so — pointing back ("the"/"that" damage) or after "but"/"though"/〜が — with no amount, no recipient and
 * no time of its own. A prevention said right after damage told, with none of these ("… deals 3 damage to me
 * and all damage is prevented"), could be either: asked, never guessed. False when the clause is no such clause.
 */
function toldDamagePrevented(story: Story, c: Clause, what: NounPhrase): boolean {
  const last = story.events.at(-1);
  const lastAt = last ? story.toldIn.get(last) : undefined;
  const justTold = last !== undefined && lastAt !== undefined && (lastAt === c.sentence || lastAt === c.sentence - 1);
  if (!justTold) return false;
  const own = phraseChunks(what);
  const first = own.length > 0 ? Math.min(...own) : null;
  const back = [...own, ...(first !== null ? [first - 1] : [])].some((k) => story.sensesAt(k).some((s) => (s.kind === 'det' && BACK.has(s.det)) || (s.kind === 'pronoun' && (s.word === 'that' || s.word === 'this'))));
  const contrast = c.sub === 'although' || saidAfterBut(story, c);
  const plain = !c.times.length && !c.roles.length && !negatedOrModal(c) && what.kind === 'property';
  const damageTold = last.kind === 'damage' || last.kind === 'cast' || (last.kind === 'combat-damage');
  if (!damageTold) return false;
  if (!plain || !(back || contrast)) {
    // ("… deals 3 damage to me. Then all damage is prevented this turn": its own time, an effect from then on.)
    if (c.times.length === 0 && c.roles.length === 0 && last.kind === 'damage' && lastAt === c.sentence) {
      story.problem('not-understood', c.text, 'prevent-when');
      return true;
    }
    return false;
  }
  story.use(what);
  if (last.kind === 'damage' && last.result !== true && last.ping === undefined) {
    last.prevented = true;
    story.noted++;
    return true;
  }
  if (last.kind === 'cast' && last.premise !== true) {
    last.prevented = true;
    story.noted++;
    return true;
  }
  if (last.kind === 'damage' && last.result === true) {
    const cause = causeOf(story.events, story.events.length - 1);
    const at = cause ? story.events[cause.index] : undefined;
    // "I cast Lightning Bolt at them and it deals 3 damage to them, but the damage is prevented": the spell's damage.
    if (cause?.cause.kind === 'spell' && at?.kind === 'cast' && story.events.slice(cause.index + 1).every((e) => e.kind === 'damage' && e.result === true)) {
      story.events.splice(cause.index + 1);
      at.prevented = true;
      story.noted++;
      return true;
    }
    // "My 3/3 attacks unblocked and deals 3 damage to them, but the damage is prevented": combat damage from it, to them.
    if (cause?.cause.kind === 'combat' && last.source !== null && story.events.length - 1 === cause.index + 1) {
      story.events.pop();
      const to: Ref = last.target === 'A' || last.target === 'B' ? { kind: 'player', side: last.target } : { kind: 'things', ids: [last.target] };
      push(story, { kind: 'prevent', amount: 'all', combatOnly: true, to, from: { kind: 'things', ids: [last.source] } }, c);
      story.noted++;
      return true;
    }
  }
  if (last.kind === 'combat-damage') {
    // "Their unblocked 5/5 deals combat damage to me, but the damage is prevented": made before the damage step.
    story.events.pop();
    push(story, { kind: 'prevent', amount: 'all', combatOnly: true, to: null }, c);
    story.events.push(last);
    return true;
  }
  story.problem('not-understood', c.text, 'prevent-what');
  return true;
}

const negatedOrModal = (c: Clause): boolean => c.verb?.negated === true || c.verb?.modal != null;

/** "…, but the damage is prevented": "but" (or "yet") said just before the clause. */
function saidAfterBut(story: Story, c: Clause): boolean {
  if (c.chunks.length === 0) return false;
  const from = Math.min(...c.chunks);
  for (let k = from; k >= Math.max(0, from - 2); k--) {
    const senses = story.sensesAt(k);
    if (senses.some((s) => s.kind === 'conj' && s.conj === 'but')) return true;
    if (k < from && !senses.some((s) => s.kind === 'punct')) {
      // 「与えたが、」「与えたけど、」: a Japanese verb ending in contrast.
      return storyWords(story.lang).contrastEnding?.test(story.chunkText(k)) ?? false;
    }
  }
  return false;
}

/** "Damage dealt by my 3/3 is doubled", "My 2/2 deals double damage" (614.1a). */
export function doubled(story: Story, c: Clause): void {
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

/**
 * "I remove a counter from Walking Ballista to ping his Elves", "he removed all three counters to ping me three times", "I
 * removed both counters to ping his Llanowar Elves and his face": counters a player removes from their permanent pay for
 * the ability the infinitive says (602.2b) — one activation per counter, each with the one target named (601.2c), or one
 * target for all of them ("… to ping me three times": three, as many as the counters). Which ability is the card's: the
 * questions layer takes the one whose cost removes one such counter and checks that it deals exactly 1 damage to one target
 * (story-casts.ts), else refuses naming the words. Counts that don't match (two counters, three targets) are not read.
 */
function pingWithCounters(story: Story, c: Clause): boolean {
  const told = story.costTold;
  const removed = told?.counters;
  if (!told || !removed || told.sentence !== c.sentence || told.problem !== story.problems.length - 1) return false;
  const v = c.verb!;
  if (c.sub !== 'since' || !/^to\b/i.test(c.text.trim()) || v.passive || v.negated || v.modal !== null || !c.object || c.roles.length > 0 || (c.subject !== null && !isPlayerish(c.subject))) return false;
  const items = c.object.kind === 'list' ? [...c.object.items] : [c.object];
  // ("… his Elves and him": the second target may be read as a second object, joined by "and"; "twice" is the repeat.)
  const o2 = c.object2;
  if (o2 && !phraseChunks(o2).every((k) => repeatWordAt(story, k))) {
    if (!/^\s*and\s*$/i.test(story.text.slice(c.object.end, o2.start))) return false;
    items.push(o2);
  }
  const targets: string[] = [];
  for (const np of items) {
    // ("his face": the player, as a damage recipient is read.)
    const p = playerRecipient(story, np);
    if (p === null && np.kind === 'property') return false;
    const ids = p ? [p] : objectsOf(story, np, { create: true });
    if (!ids || ids.length !== 1) return false;
    targets.push(ids[0]!);
  }
  // ("three times": the repeat applyClause makes of the one activation pushed here, frames/index.ts repeated.)
  const repeats = c.chunks.flatMap((k) => story.sensesAt(k).flatMap((x) => (x.kind === 'time' && x.time === 'twice' ? [x.times ?? 2] : [])));
  if (repeats.length > 1) return false;
  const each = repeats.length === 1 ? [targets[0]!] : targets.length === removed.n ? targets : targets.length === 1 ? Array.from({ length: removed.n }, () => targets[0]!) : null;
  if (!each || (repeats.length === 1 && (targets.length !== 1 || repeats[0] !== removed.n))) return false;
  story.costTold = null;
  story.problems.splice(told.problem, 1);
  const player = story.get(removed.source)?.controller ?? 'A';
  story.use(c.object);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind === 'verb' || story.sensesAt(k)[0]?.kind === 'sub'));
  // (The removal's own time, "in response", is the activations'.)
  const timed = withTimesOf(story, c, told.clause);
  for (const t of each) push(story, { kind: 'activate', source: removed.source, player, targets: [t], removeCounters: 1, ping: c.text.trim() }, timed);
  return true;
}
