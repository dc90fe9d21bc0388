/**
 * Attachments (301.5 Equipment, 303.4 Auras): what is attached to what as the story starts or as it goes ("I equip X
 * to Y", "Holy Strength is on my creature", "my 2/2 is wearing a Bonesplitter"), counters put on an object, and a
 * card said to be put into a zone.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { IrObject, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { countersTogether, ptCounterList, standingOrNewCounters } from './changes.ts';
import { CARD_ZONES, isPlayerish, otherThanDoer, placeInZone, push, role, useRole } from './util.ts';

export function attach(story: Story, c: Clause): void {
  if (countersPut(story, c) || counterListPut(story, c) || attachmentTold(story, c) || putIntoZone(story, c)) return;
  // "My creature is equipped with X" / "is enchanted with X"
  if (c.verb!.passive) {
    const host = oneObjectOf(story, c.subject, { create: true });
    const thing = objectsOf(story, role(c, 'with', 'by'), { create: true });
    if (!host || !thing) return;
    useRole(story, c, 'with', 'by');
    for (const t of thing) story.get(t)!.attachedTo = host;
    return;
  }
  playerAttaches(story, c);
}

/** "Put three +1/+1 counters on a 1/1", "a +1/+1 counter is put on it". True when the clause says so. */
function countersPut(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const amount = [c.object, c.subject].find((n) => n?.kind === 'amount' && n.noun === 'counter');
  if (!(v.verb === 'put' && amount && amount.kind === 'amount' && amount.counter && amount.n !== null)) return false;
  const host = role(c, 'on', 'onto');
  const read = objectsOf(story, host, { create: true, plural: true });
  // "My Ram-Gang … puts three -1/-1 counters on it": a creature that puts them (wither, 702.80a) puts them on another.
  const doerNp = !v.passive && c.subject && c.subject !== amount && !isPlayerish(c.subject) ? c.subject : null;
  const before = story.objects.length;
  const doer = doerNp ? objectsOf(story, doerNp, { create: enteringDoer(doerNp, v) }) : null;
  const ids = read && doer?.length === 1 ? otherThanDoer(story, host, read, doer[0]!) : read;
  if (!ids) return true;
  // "Their Skinrender puts three -1/-1 counters on my Bears": a card the story names first as doing it enters, its "when
  // this enters" ability doing it (603.6a) — checked against the card's own ability (questions/trigger-targets.ts).
  if (doer?.length === 1 && story.objects.length > before) push(story, { kind: 'enter', ids: [doer[0]!], token: false, byEffect: true }, c);
  story.use(amount);
  useRole(story, c, 'on', 'onto');
  standingOrNewCounters(story, c, ids, amount.counter, amount.n);
  return true;
}

/** "I put a -1/-1 counter and a +1/+1 counter on my 1/1", "… are put on it": P/T counters said together, put at once. */
function counterListPut(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const several = [c.object, c.subject].find(ptCounterList);
  if (!(v.verb === 'put' && several && !v.negated && v.modal === null && role(c, 'on', 'onto'))) return false;
  const ids = objectsOf(story, role(c, 'on', 'onto'), { create: true, plural: true });
  if (!ids) return true;
  story.use(several);
  useRole(story, c, 'on', 'onto');
  countersTogether(story, c, ids, several.items);
  return true;
}

/** "Then Cobbled Wings is attached to it": the subject is what is attached, the host follows "to"/"on". */
function attachmentTold(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const hostAfter = role(c, 'to', 'on', 'onto') ?? c.object;
  if (!(c.subject?.kind === 'object' && c.subject.card && !role(c, 'with', 'by') && hostAfter && (v.verb === 'attach' || v.verb === 'equip') && /\b(?:is|was|gets|got|becomes)\b/i.test(c.text))) return false;
  const thing = oneObjectOf(story, c.subject, { create: true });
  const host = oneObjectOf(story, hostAfter, { create: true });
  if (!thing || !host) return true;
  useRole(story, c, 'to', 'on', 'onto');
  story.use(hostAfter);
  push(story, { kind: 'attach', attachment: thing, to: host }, c);
  return true;
}

/**
 * "My Grizzly Bears was put into my graveyard", "… was put into their hand": where the card is now (400.1), as
 * "is in my graveyard" says (fact) — read as an attachment with nothing attached, the words were dropped.
 */
function putIntoZone(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const zone = c.roles.find((r) => (r.prep === 'in' || r.prep === 'into') && r.np?.kind === 'property' && CARD_ZONES.has(r.np.noun));
  if (!(v.verb === 'put' && v.passive && zone && c.subject && !isPlayerish(c.subject) && !v.negated && v.modal === null)) return false;
  const createdFrom = story.objects.length;
  const ids = objectsOf(story, c.subject, { create: true, plural: true });
  if (!ids) return true;
  for (const id of ids) placeInZone(story, zone, id, createdFrom);
  return true;
}

/** "I equip X to Y", "I move X from A to B", "I put Rancor on the Bears", "AP enchants the Angel with X". */
function playerAttaches(story: Story, c: Clause): void {
  const v = c.verb!;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const enchanting = v.verb === 'enchant';
  // "AP enchants the Angel with Darksteel Mutation": the Aura may have been read as the Angel's.
  const absorbed = enchanting && !role(c, 'with') && c.object?.kind === 'object' && c.object.attachments.length === 1 ? c.object.attachments[0]! : null;
  if (absorbed && c.object?.kind === 'object') c.object.attachments = [];
  const thingNp = enchanting ? (role(c, 'with') ?? absorbed) : c.object;
  const hostNp = enchanting ? c.object : (role(c, 'to', 'on', 'onto') ?? c.object2);
  const thing = oneObjectOf(story, thingNp, { create: true, controller: player });
  if (!thing || !hostNp) {
    if (!hostNp) story.problem('not-understood', c.text, 'attach-to-what');
    return;
  }
  const t = story.get(thing)!;
  const fromNp = role(c, 'from');
  if (fromNp) {
    const from = oneObjectOf(story, fromNp, { create: true, controller: player });
    if (from) {
      t.attachedTo ??= from;
      useRole(story, c, 'from');
    }
  }
  const host = oneObjectOf(story, hostNp, { create: true, controller: player });
  if (!host) return;
  useRole(story, c, 'to', 'on', 'onto', 'with');
  t.controller ??= player;
  attachedNow(story, c, t, host, player);
}

/** How the attachment `t` came to be on `host`: already so (a state told), an Aura cast at it, or attached by a player's act. */
function attachedNow(story: Story, c: Clause, t: IrObject, host: string, player: Side): void {
  const v = c.verb!;
  // 「《ロクソドンの戦槌》を《灰色熊》に装備している」「熊に《怨恨》を付けている」: said in the 〜ている state, the
  // Equipment or Aura is already attached — how the board is, not an equip ability activated (702.6a) or an
  // Aura cast (303.4a) now.
  if (story.lang === 'ja' && v.perfect && !v.hypothetical && !v.negated && v.modal === null && !c.question && v.verb !== 'move' && v.verb !== 'put' && !t.attachedTo) {
    t.attachedTo = host;
    return;
  }
  // (An Aura told by what it says, "a -2/-2 aura", is one as a card is.)
  const toldAura = t.card === null && t.subtypes.includes('Aura') && t.abilityTexts.length > 0;
  const aura = (t.card !== null || toldAura) && t.subtypes.includes('Aura');
  // An Aura put onto something as a spell is cast with it as its target (303.4a); an Equipment is attached — also when
  // "put" or "slapped" on a creature ("I put Bonesplitter on my Wall"): players attach one with its equip ability (702.6a).
  const equipment = !aura && t.subtypes.includes('Equipment');
  if ((t.card !== null || toldAura) && !t.attachedTo && v.verb !== 'move' && ((v.verb !== 'equip' && v.verb !== 'attach' && !(v.verb === 'put' && equipment)) || aura)) {
    t.cast = true;
    push(story, { kind: 'cast', spell: t.id, caster: player, targets: [host] }, c);
    return;
  }
  // A player's act ("I equip X to Y", "I move X to Z"): for an Equipment, its equip ability (702.6a; questions/scenario.ts).
  const by = !c.subject || isPlayerish(c.subject) ? player : undefined;
  if (!t.attachedTo) t.attachedTo = null;
  push(story, { kind: 'attach', attachment: t.id, to: host, ...(by ? { by } : {}) }, c);
}

/** "Holy Strength is on my creature", "Krosan Grip is on the stack", "rancor on grizzly bears". */
export function attachedOn(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const on = c.verb?.verb === 'have' ? null : role(c, 'on');
  // 「相手の《セラの天使》は《平和な心》につけられています」: a passive whose に-phrase names an Aura or Equipment and
  // whose subject names none says the Aura is attached to the subject (に marks who does it, "enchanted by") — only
  // an Aura or Equipment is attached to an object (301.5, 303.4), never a creature to an Aura (red team s22: the
  // creature was put on Pacifism, which then went to the graveyard, 704.5m).
  const attachable = (np: NounPhrase): boolean => np.kind === 'object' && np.card !== null && /\b(?:Aura|Equipment)\b/.test(np.card.typeLine);
  if (subj && subj.kind === 'object' && on && c.verb?.passive === true && !attachable(subj) && attachable(on)) {
    const host = oneObjectOf(story, subj, { create: true });
    const things = objectsOf(story, on, { create: true, plural: true });
    if (!host || !things) return true;
    useRole(story, c, 'on');
    for (const t of things) story.get(t)!.attachedTo = host;
    return true;
  }
  if (subj && subj.kind === 'object' && on) {
    const thing = objectsOf(story, subj, { create: true, plural: true });
    if (!thing) return true;
    if (on.kind === 'property' && on.noun === 'battlefield') {
      useRole(story, c, 'on');
      return true;
    }
    const host = oneObjectOf(story, on, { create: true });
    if (!host) return true;
    useRole(story, c, 'on');
    for (const t of thing) story.get(t)!.attachedTo = host;
    return true;
  }
  return false;
}

/** An Aura or Equipment a permanent is said to have or wear is attached to it (301.5, 303.4). */
export function wearing(story: Story, c: Clause): boolean {
  const subj = c.subject;
  if (subj && (subj.kind === 'object' || subj.kind === 'pronoun') && (c.verb?.verb === 'have' || c.verb?.verb === 'wear') && c.object && !c.complement && !c.object2) {
    const items = c.object.kind === 'list' ? c.object.items : [c.object];
    const attachable = items.every((x) => x.kind === 'object' && x.card !== null && /\b(?:Aura|Equipment)\b/.test(x.card.typeLine));
    const on = role(c, 'on');
    // ("has Pacifism on it": "it" is the host itself; "on" anything else is not read here.)
    if (attachable && (!on || on.kind === 'pronoun')) {
      const host = oneObjectOf(story, subj, { create: true });
      if (!host) return true;
      const things = objectsOf(story, c.object, { create: true, plural: true });
      if (!things) return true;
      for (const t of things) {
        if (t === host) {
          story.problem('not-understood', c.text, 'attach-to-what');
          return true;
        }
        story.get(t)!.attachedTo = host;
      }
      useRole(story, c, 'on');
      // ("has Rancor attached": the participle says the same.)
      story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'verb' && (x.verb === 'attach' || x.verb === 'equip' || x.verb === 'enchant'))));
      return true;
    }
  }
  return false;
}

/** A card named as the subject of an effect it does, at a plain moment of the story (no "would", "can't", "had"): it may be new to the story. */
export function enteringDoer(np: NounPhrase, v: NonNullable<Clause['verb']>): boolean {
  return np.kind === 'object' && np.card !== undefined && np.card !== null && !v.passive && !v.negated && v.modal === null && !v.hypothetical && !v.perfect;
}
