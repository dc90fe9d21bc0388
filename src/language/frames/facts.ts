/**
 * Fact frames: what the story says is so (sizes, keywords, control, attachments 301.5/303.4, entering this turn 302.6, the turn ending 514) and clauses without a verb.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { kwText } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { groupChange } from './changes.ts';
import { addAttack, soleAttacker, unblocked } from './combat.ts';
import { turnEnds } from './index.ts';
import { onStack, stackPlace } from './stack.ts';
import { isPlayerish, push, role, typeLineOf, useRole } from './util.ts';

export function fact(story: Story, c: Clause): void {
  const subj = c.subject;
  const withNp = role(c, 'with');
  if (subj && subj.kind === 'object' && stackPlace(story, c)) return onStack(story, c, subj);
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
  // "My opponent is at 3 life with 9 poison counters": the poison, whatever else is said.
  if (subj && isPlayerish(subj) && withNp && withNp.kind === 'amount' && (withNp.noun === 'poison' || withNp.counter === 'poison') && withNp.n !== null) {
    story.poison[playerOf(story, subj)!] = withNp.n;
    useRole(story, c, 'with');
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
  // "My opponent has 8 poison counters".
  if (subj && isPlayerish(subj) && c.object && c.object.kind === 'amount' && c.object.counter === 'poison' && c.object.n !== null) {
    story.poison[playerOf(story, subj)!] = c.object.n;
    story.use(c.object);
    return;
  }
  // "I control Glorious Anthem, a 4/4 and …", "NAP controls Serra Angel", "I have Giant Spider untapped".
  if (subj && isPlayerish(subj) && c.object) {
    const side = playerOf(story, subj)!;
    // What a player controls is none of the other player's objects ("They attack with X. I have one creature").
    const theirs = story.objects.filter((o) => o.controller !== null && o.controller !== side).map((o) => o.id);
    const ids = objectsOf(story, c.object, { create: true, controller: side, plural: true, exclude: theirs });
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

export function attach(story: Story, c: Clause): void {
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
  // "Then Cobbled Wings is attached to it": the subject is what is attached, the host follows "to"/"on".
  const hostAfter = role(c, 'to', 'on', 'onto') ?? c.object;
  if (c.subject?.kind === 'object' && c.subject.card && !role(c, 'with', 'by') && hostAfter && (v.verb === 'attach' || v.verb === 'equip') && /\b(?:is|was|gets|got|becomes)\b/i.test(c.text)) {
    const thing = objectsOf(story, c.subject, { create: true });
    const host = objectsOf(story, hostAfter, { create: true });
    if (!thing || !host) return;
    useRole(story, c, 'to', 'on', 'onto');
    story.use(hostAfter);
    push(story, { kind: 'attach', attachment: thing[0]!, to: host[0]! }, c);
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

export function endTurn(story: Story, c: Clause): void {
  if (!story.events.some((e) => e.kind === 'end-turn')) push(story, { kind: 'end-turn' }, c);
  story.use(c.subject);
  // "when the turn ends" says the same as the verb.
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
}

export function entered(story: Story, c: Clause): void {
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

export function verbless(story: Story, c: Clause): void {
  const subj = c.subject;
  // "When the turn ends" alone.
  if (!subj && c.chunks.some((k) => story.timeAt(k) === 'turn-ends')) {
    turnEnds(story, c);
    story.useChunks(c.chunks.filter((k) => story.sensesAt(k)[0]?.kind !== 'keyword'));
    return;
  }
  // "With Furnace of Rath and Dictate of the Twin Gods both on the battlefield, …": they are there.
  const withNp = role(c, 'with');
  // ("both", "each" there float from the with-phrase: "with X and Y both on the battlefield".)
  const floating = subj?.kind === 'pronoun' && (subj.word === 'both' || subj.word === 'each');
  if ((!subj || floating) && withNp && (withNp.kind === 'object' || withNp.kind === 'list')) {
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
