/**
 * Stack frames: spells cast with their targets (601.2, 115.1), abilities activated (602.2), "in response" (117.3c), and spells said to resolve (608.1).
 */
import { personReading, walkersOf } from '../persons.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import type { LoyaltyTold, Sense } from '../senses.ts';
import type { CastOption } from '../castoption.ts';
import { anotherOfPartial, objectsOf, oneObjectOf, playerOf, pluralThem } from '../refs.ts';
import { battlefieldRole, blankDescription, CARD_ZONES, isPlayerish, markZoneUnsaid, pendingOnStack, placeInZone, putCard, spellNamed, totalMayBeLater, push, role, useRole, zoneRoleOf } from './util.ts';
import { takeCost } from './costs.ts';
import { loyaltyOf } from '../loyalty.ts';
import { ptmodUsed } from './ptmod.ts';

export function cast(story: Story, c: Clause): void {
  const v = c.verb!;
  if (!castFromHand(story, c)) return;
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
      // 「《稲妻》を撃たれたら」 with no one said: a creature, unless a player's life was told (then it could be the player).
      const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0;
      // 「相手に《稲妻》を撃たれた」 with nothing told before: the one it was done to, unsaid, is the speaker
      // (a passive of suffering); with anything told before, the zero subject may be it, and is read so.
      const agentSaid = role(c, 'by');
      const nothingBefore = story.objects.every((o) => o.id === spell.id);
      if (unsaid && agentSaid && isPlayerish(agentSaid) && playerOf(story, agentSaid) === 'B' && nothingBefore) {
        useRole(story, c, 'by');
        return castSpell(story, c, spell.id, 'B', [{ kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' }]);
      }
      if (unsaid && (Object.keys(story.life).length > 0 || Object.keys(story.poison).length > 0)) {
        story.problem('not-understood', c.text, 'who-was-targeted');
        return;
      }
      const agent = role(c, 'by');
      if (agent && isPlayerish(agent)) caster = playerOf(story, agent) ?? 'B';
      else caster = 'B';
    } else {
      caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
      const life = lifeTold(story, c);
      const aimed = c.roles.find((r) => r !== life && ['on', 'at', 'targeting'].includes(r.prep));
      const t = c.object ?? aimed?.np ?? null;
      targetNps = t ? [t] : [];
      if (aimed) story.useChunks(aimed.chunks);
    }
    return castSpell(story, c, spell.id, caster, targetNps);
  }
  // 「その2/2に+2/+2を使った」「3/3に-3/-3の呪文を撃った」: a P/T change aimed at a creature, no card named (changes.ts).
  if (v.verb === 'use' || v.verb === 'cast') {
    if (c.object?.kind === 'amount' && ptmodUsed(story, c, c.object)) return;
    const of = role(c, 'of');
    const unnamedSpell = c.object?.kind === 'object' && c.object.card === null && c.object.head === 'spell' && c.object.power === null && c.object.keywords.length === 0;
    if (unnamedSpell && of?.kind === 'amount' && of.noun === 'ptmod' && ptmodUsed(story, c, of)) {
      useRole(story, c, 'of');
      story.use(c.object);
      return;
    }
  }
  // "I cast X on Y", "they respond with X on Y", "I use X to …".
  if (c.subject && isPlayerish(c.subject)) caster = playerOf(story, c.subject) ?? 'A';
  else if (c.subject && c.subject.kind === 'object' && c.subject.card) spellNp = c.subject;
  // 「私の4/4に《ショック》撃たれた」: a spell cast at something in the passive with no one said (the を left
  // out) was cast by the other player, as 「《ショック》を撃たれた」 is; a player said as the agent casts it.
  // (「《神の怒り》が唱えられたら」, cast at nothing, says nothing of who cast it.)
  // 「私に《稲妻》が撃たれた」: cast at a player with no one said as casting it — by the other player.
  const aimedAt = c.roles.some((r) => ['on', 'at', 'targeting'].includes(r.prep) && (r.np?.kind === 'object' || isPlayerish(r.np)));
  if (story.lang === 'ja' && v.passive && aimedAt && !(c.subject && isPlayerish(c.subject))) {
    const agent = role(c, 'by');
    const aimedPlayer = c.roles.find((r) => ['on', 'at', 'targeting'].includes(r.prep) && isPlayerish(r.np))?.np ?? null;
    const target = aimedPlayer ? playerOf(story, aimedPlayer) : null;
    caster = agent && isPlayerish(agent) ? (playerOf(story, agent) ?? 'B') : target ? other(target) : 'B';
  }
  spellNp ??= c.object ?? role(c, 'with');
  if (!spellNp) {
    story.problem('not-understood', c.text, 'cast-what');
    return;
  }
  // 「もう1枚サリアを唱えた」: a spell said only by a name no card was found for (a short or misspelt name, `partial`),
  // or by nothing at all, is no spell the story describes: cast as a blank one, its text would be made up (a
  // noncreature spell taxed by Thalia, fresh30-s15). Refused naming the words.
  // (One more of a card the question named, by a word of its name, 「もう1枚サリア」 after 《スレイベンの守護者、サリア》, is that card: refs.ts.)
  if (spellNp.kind === 'object' && spellNp.card === null && (spellNp.partial !== null || undescribed(spellNp)) && anotherOfPartial(story, spellNp).card === null) {
    story.problem('not-understood', spellNp.text, 'cast-what');
    return;
  }
  // ("cast it with …" names the spell; "cast Bolt at my opponent with 3 life" says something else, left to be named.)
  if (spellNp === role(c, 'with')) useRole(story, c, 'with');
  // "I cast Twisted Image on Wall of Omens and then Giant Growth on it": two spells, in order.
  const spells = [...(spellNp.kind === 'list' ? spellNp.items : [spellNp]), ...(spellNp === c.object && c.object2?.kind === 'object' && c.object2.card ? [c.object2] : [])];
  // 「相手の《稲妻》に対応して、自分の2/2に《巨大化》を唱えた」: the phrase marked に just before 対応して is
  // what the spell responds to (117.3c), never one of its targets.
  const at = c.chunks.find((k) => story.timeAt(k) === 'in-response');
  // "He casts Giant Growth on his 2/2 in response to my Shock": in English what it responds to is said after the words,
  // as their "to" ("on his 2/2" just before them is the target — red team s17 made the Shock the target: "can't happen").
  const respondedRole =
    at === undefined
      ? undefined
      : story.lang === 'ja'
        ? c.roles.find((r) => (r.prep === 'on' || r.prep === 'to') && r.np?.kind === 'object' && r.chunks.length > 0 && Math.max(...r.chunks) === at - 1)
        : c.roles.find((r) => r.prep === 'to' && r.np?.kind === 'object' && r.chunks.includes(at));
  const lifeRole = lifeTold(story, c);
  // 「瞬速で1/1を場に出した」「自分の場に3/3を出した」: the battlefield is where a permanent spell goes as it
  // resolves (608.3), never a target of it.
  const mine = (np: NounPhrase | null): boolean => np === null || (np.kind === 'player' && np.player.who === 'me');
  const placeRole = c.roles.find((r) => (r.prep === 'on' || r.prep === 'to') && r.np?.kind === 'property' && r.np.noun === 'battlefield' && mine(r.np.of ?? null));
  if (placeRole) story.useChunks(placeRole.chunks);
  let targetRoles = c.roles.filter((r) => r !== respondedRole && r !== lifeRole && r !== placeRole && (r.prep === 'on' || r.prep === 'at' || r.prep === 'targeting'));
  // (The grammar tells two に-phrases apart as 'on' and 'to'; with the first one responded to, the other is the target.)
  if (respondedRole && targetRoles.length === 0) targetRoles = c.roles.filter((r) => r !== respondedRole && r.prep === 'to' && r.np?.kind === 'object');
  const targets = targetRoles.map((r) => r.np).filter((n): n is NounPhrase => n !== null);
  if (respondedRole) {
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'in-response'));
    respondedTo(story, c, caster, respondedRole.np);
    story.useChunks(respondedRole.chunks);
    for (const r of targetRoles) story.useChunks(r.chunks);
  }
  for (const r of c.roles) if (r !== lifeRole && r !== placeRole && ['on', 'at', 'targeting'].includes(r.prep)) story.useChunks(r.chunks);
  if (c.verb!.verb === 'respond') {
    c.times.push('in-response');
    respondedTo(story, c, caster);
  }
  // "I just cast Raging Goblin", "played grizzly bears this turn": a creature cast this turn is
  // summoning sick (302.6); the time word is what says so.
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  story.useChunks(thisTurn);
  // "I cast X on A and then Y on it": the spells and their targets in order.
  // A permanent already on the battlefield under another player is not the card cast now: a spell is
  // cast from where its card is, moved to the stack by its caster (601.2a), so "The opponent controls
  // Questing Beast and I cast Questing Beast", 「相手が《X》をコントロールしていて、私も《X》を出した」 name a
  // second card of that name, never the first one changing hands.
  // A spell another player already cast is on the stack, under them (601.2a, 405.1), not in this caster's
  // hand: "They cast Counterspell on my spell. Can I cast Counterspell at their Counterspell?" names two.
  const castByOthers = (o: (typeof story.objects)[number]): boolean => o.cast === true && o.controller !== null && o.controller !== caster && story.events.some((e) => e.kind === 'cast' && e.spell === o.id);
  const othersPermanents = story.objects.filter((o) => (o.zone === 'battlefield' && o.cast !== true && o.controller !== null && o.controller !== caster) || castByOthers(o)).map((o) => o.id);
  spells.forEach((sp, k) => {
    let id = oneObjectOf(story, sp, { create: true, controller: caster, exclude: othersPermanents });
    if (!id) return;
    // "I cast Shock on it again", 「もう一度《ショック》を唱えた」: a card already cast in this story is in
    // a graveyard or on the stack, not in a hand (601.2a casts from the hand); cast "again" it is
    // another card of that name. (Without "again" the same card cast twice is left to the engine to judge.)
    const again = c.times.includes('again') && sp.kind === 'object' && sp.card !== null && story.events.some((e) => e.kind === 'cast' && e.spell === id);
    if (again) id = oneObjectOf(story, { ...sp, det: 'another' }, { create: true, controller: caster });
    if (!id) return;
    const spell = story.get(id)!;
    spell.cast = true;
    spell.controller = caster;
    // "I flash in a 2/2", 「瞬速で出したクリーチャー」: a creature told of by its qualities was cast with
    // flash, so it has flash (702.8a). (A named card keeps its own text: where else flash came from isn't said.)
    if (c.verb!.verb === 'flash' && spell.card === null && !spell.keywords.some((kw) => kw.keyword === 'flash')) spell.keywords.push({ keyword: 'flash' });
    const t = targets.length === spells.length ? [targets[k]!] : k === 0 ? targets : [];
    castSpell(story, c, spell.id, caster, t);
  });
}

/**
 * 「《ショック》に《対抗呪文》で対応した」: the card responded to is a spell on the stack (117.3c). Told
 * only here, it was cast by the other player unless the words say whose (as for a spell said to be on
 * the stack).
 */
function respondedTo(story: Story, c: Clause, responder: Side, said: NounPhrase | null = null): void {
  const to = said ?? role(c, 'to');
  // 「《巨大化》で対応した」 with nothing told on the stack: what it responds to (and so what happens) isn't known.
  if (!to && !story.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) {
    story.problem('not-understood', c.text, 'responds-to-what');
    return;
  }
  if (!to || to.kind !== 'object' || !to.card) return;
  const ids = objectsOf(story, to, { create: true, controller: responder === 'A' ? 'B' : 'A' });
  if (!ids || ids.length !== 1) return;
  const o = story.get(ids[0]!)!;
  // A permanent on the battlefield (or in combat) isn't a spell to respond to.
  if (story.events.some((e) => 'ids' in e && e.ids.includes(o.id)) || story.roles.has(o.id)) return;
  if (said === null) useRole(story, c, 'to');
  if (story.events.some((e) => e.kind === 'cast' && e.spell === o.id)) return;
  o.cast = true;
  o.controller ??= responder === 'A' ? 'B' : 'A';
  // (Its targets weren't said: not assumed, since what it targets may be what the question turns on.)
  push(story, { kind: 'cast', spell: o.id, caster: o.controller, targets: [], premise: true }, c);
}

/**
 * "with X=3", "(X=3)", ", X is 5", 「X=2で」: the value chosen for X (601.2b) said anywhere in the clause,
 * as a role or loose (an aside); one not yet read by another event of the clause.
 */
function xValueIn(story: Story, c: Clause): { chunk: number; value: number } | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'x-value' }> => x.kind === 'x-value');
    if (s) return { chunk: k, value: s.value };
  }
  return null;
}

/** "choosing the second mode", 「2番目のモードで」: the modes chosen (modechoice.ts), said anywhere in the clause; 0-based. */
function modesIn(story: Story, c: Clause): number[] | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'mode-choice' }> => x.kind === 'mode-choice');
    if (s) {
      story.useChunks([k]);
      return s.modes.map((m) => m - 1);
    }
  }
  return null;
}

/**
 * "I Bolt their Bears and they Mana Leak it", "… I counterspell it": "it" found a permanent, but the
 * spell waiting on the stack (405.1) may be what is meant — which one the spell can target decides
 * (questions/index.ts, 115.1: a "target spell" is on the stack), never the latest creature by default.
 * The two, or null when no other spell waits on the stack or "it" found one itself.
 */
function spellForIt(story: Story, c: Clause, ids: readonly string[], spell: string): string[] | null {
  // ("then I Shock it": the spells before it have resolved, frames/util.ts push.)
  if (c.times.includes('later') || ids.length !== 1 || ids[0] === spell || pendingOnStack(story, story.events.length) === 0) return null;
  const waiting = story.events.filter((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast').map((e) => e.spell);
  const top = waiting[waiting.length - 1];
  if (top === undefined || top === spell || waiting.includes(ids[0]!)) return null;
  const o = story.get(ids[0]!);
  return o && o.zone === 'battlefield' && !o.cast ? [ids[0]!, top] : null;
}

/** Keywords that cast, play or use a card from a zone other than its owner's hand. */
const ZONE_KEYWORD = /^(?:flashback|jump-start|retrace|escape|unearth|disturb|embalm|eternalize|aftermath|encore|scavenge|foretell|plot|madness|suspend|harmonize|mayhem|ninjutsu|cascade|discover|rebound|blitz)\b/i;

/** Zones a card could be cast or played from (the battlefield and the stack are where a spell goes, not from). */
const CAST_ZONES = CARD_ZONES;

/**
 * "Can I cast Lightning Bolt from my graveyard?", 「墓地から《稲妻》を唱えられる？」: the zone a card is cast or
 * played from. A spell is cast from where its card is (601.2a), and from anywhere but its owner's hand only
 * when a rule or effect allows it (601.3: flashback 702.34a, escape, an effect's permission…). The board
 * the question builds puts a cast card in its caster's hand, so a hand said is read (it is that board) and
 * any other place said (graveyard, exile, library, command zone, another player's hand) is named back
 * unread rather than answered as if cast from the hand (issue 11). False when it was refused.
 */
export function castFromHand(story: Story, c: Clause): boolean {
  // "Can I cast Lightning Bolt with flashback?", 「フラッシュバックで唱えた」: a keyword said of the spell that
  // casts or uses a card from another zone (flashback 702.34a, escape, unearth, madness…) says where it was
  // cast from; this reading casts from the hand, so it is named back rather than answered.
  const elsewhere = [c.object, c.subject, ...c.roles.map((r) => r.np)].find((np) => np?.kind === 'object' && np.keywords.some((k) => ZONE_KEYWORD.test(k.keyword)));
  if (elsewhere) {
    story.problem('not-understood', elsewhere.text || c.text, 'cast-from-zone');
    return false;
  }
  // "… targeting a creature in my graveyard": where a target is (read with it, targetObjects), not where the spell is cast from.
  const targetNps = c.roles.filter((r) => ['on', 'at', 'targeting'].includes(r.prep) && r.np?.kind === 'object').map((r) => r.np!);
  const ofTarget = new Set(targetNps.map((np) => zoneRoleOf(c, np)).filter((r) => r !== null));
  for (const r of c.roles) {
    const np = r.np;
    if (ofTarget.has(r)) continue;
    // (A zone read already — with the target it was said of — is no place the spell is cast from.)
    if (r.chunks.length > 0 && r.chunks.every((k) => story.used.has(k))) continue;
    // ("out of my graveyard", 「相手の墓地で」: a zone named with another preposition is the same place said.)
    const zone = np !== null && np.kind === 'property' && CAST_ZONES.has(np.noun);
    if (r.prep !== 'from' && !zone) continue;
    // ("a Spirit token I got from Doomed Traveler": an object something came from is no place it is cast from.)
    if (!zone && np !== null && np.kind === 'object') continue;
    const ownHand = np !== null && np.kind === 'property' && np.noun === 'hand' && (np.of === null || (np.of.kind === 'player' && np.of.player.who === 'me'));
    if (ownHand) {
      story.useChunks(r.chunks);
      continue;
    }
    story.problem('not-understood', np && np.text !== '' ? np.text : c.text, 'cast-from-zone');
    story.useChunks(r.chunks);
    return false;
  }
  // "from the top of my library", "from the command zone", 「ライブラリーの一番上から」: a "from" whose place
  // the grammar made no phrase of is still a place said, refused the same.
  const read = new Set(c.roles.flatMap((r) => (r.prep === 'from' ? r.chunks : [])));
  // (A "from" before an object — "a token I got from Doomed Traveler" — says where that came from, not a place.)
  const sorted = [...c.chunks].sort((a, b) => a - b);
  const objectAfter = (k: number): boolean => {
    const next = sorted.filter((j) => j > k).map((j) => story.sensesAt(j)[0]).find((x) => x !== undefined && x.kind !== 'det' && x.kind !== 'poss');
    return next !== undefined && ['card', 'object-noun', 'type', 'subtype', 'pt'].includes(next.kind);
  };
  const stray = c.chunks.find((k) => !read.has(k) && story.sensesAt(k).some((x) => x.kind === 'prep' && x.prep === 'from') && !objectAfter(k));
  if (stray !== undefined) {
    story.problem('not-understood', c.text, 'cast-from-zone');
    return false;
  }
  return true;
}

export function castSpell(story: Story, c: Clause, spell: string, caster: Side, targetNps: NounPhrase[]): void {
  const s = story.get(spell);
  if (s) {
    s.controller = caster;
    s.cast = true;
  }
  const targets: (string | Side)[] = [];
  const saidAs = c.verb?.card?.saidAs;
  const asWord = saidAs ? { saidAs } : {};
  let either: { text: string; ids: string[]; words: string[]; onStack?: string } | null = null;
  for (const t of targetNps) {
    // "Liliana is on 3 loyalty. I bolt her.": the planeswalker the story was just about. ("him" may have
    // been read as a player word: it is one too.)
    // (The same word means the same one all through the question, persons.ts: "I bolt her. Does she die?")
    const person = personReading(story, t, 'B');
    if (person === 'asked') return;
    if (person !== null && 'object' in person) {
      story.use(t);
      story.resolved.set(t, [person.object]);
      targets.push(person.object);
      continue;
    }
    // "… my Grizzly Bears and I respond with Giant Growth on them": a plural pronoun may mean one creature
    // whose name is a plural as well as a player. Both go to the spell's target restriction (115.1):
    // a spell that can target only creatures takes the creature; one that could take either is asked back.
    const named = pluralThem(story, t);
    if (named !== null && !either) {
      const side = playerOf(story, t);
      if (side) {
        const words = [story.get(named)?.words ?? named, story.lang === 'ja' ? '対戦相手' : 'the opponent'];
        either = { text: t.text, ids: [named, side], words };
        story.resolved.set(t, [named]);
        targets.push(named);
        continue;
      }
    }
    if (isPlayerish(t) || (t.kind === 'property' && t.noun === 'face')) {
      const p = playerOf(story, t);
      if (p) targets.push(p);
      continue;
    }
    const ids = targetObjects(story, c, t, spell, caster, null);
    if (!ids) return;
    // "it" found only the spell being cast (「《殺害》を撃たれた」 with nothing else told): a spell can't target
    // itself (115.5), so what it was cast at wasn't said.
    if (t.kind === 'pronoun' && ids.includes(spell)) {
      story.problem('unresolved', t.text, 'what-it-refers-to');
      return;
    }
    const creature = t.kind === 'pronoun' && t.word === 'it' ? (story.rivalForIt(ids) ?? walkerRival(story, ids)) : null;
    // (Only the word "it" said: a target Japanese leaves unsaid is the one the sentence is about.)
    // (「それに《対抗呪文》を撃った」: a それ said is the word "it", as open between the two.)
    // (「…に《殺害》を撃ったら《対抗呪文》を撃たれた」: a target left unsaid in a passive of suffering is as open — the
    // spell waiting on the stack or the creature it was cast at; the spell's target restriction decides, 115.1.)
    const unsaidPassive = story.lang === 'ja' && t.chunks.length === 0 && c.verb?.passive === true;
    const said = /^it$/i.test(t.text.trim()) || (story.lang === 'ja' && t.chunks.length > 0 && /^(?:それ|これ|あれ)$/.test(t.text.trim())) || unsaidPassive;
    const waiting = t.kind === 'pronoun' && t.word === 'it' && said && !creature ? spellForIt(story, c, ids, spell) : null;
    const rival = creature ?? waiting;
    if (rival) either = { text: t.text, ids: rival, words: rival.map((id) => story.get(id)?.words ?? id), ...(waiting ? { onStack: waiting[1]! } : {}) };
    targets.push(...ids);
  }
  const modes = modesIn(story, c);
  const option = castOptionIn(story, c);
  const opt = option ? { castOption: option } : {};
  const x = role(c, 'for');
  if (x && x.kind === 'amount' && x.n !== null && (x.noun === 'total' || x.noun === 'x')) {
    useRole(story, c, 'for');
    push(story, { kind: 'cast', spell, caster, targets, ...(modes ? { modes } : {}), ...opt, x: x.n, ...(x.noun === 'total' ? { xFor: true } : {}), ...(either ? { eitherTarget: either } : {}), ...asWord }, c);
    return;
  }
  // "I cast Lightning Bolt on their 3/3 for 2 damage", 「《ショック》で3/3に3点与えた」: the damage told is
  // kept to be checked against what the card deals in the run (answer.ts), never used instead of it.
  if (x && x.kind === 'amount' && x.n !== null && x.noun === 'damage') {
    useRole(story, c, 'for');
    push(story, { kind: 'cast', spell, caster, targets, ...(modes ? { modes } : {}), ...opt, dealt: x.n, ...(either ? { eitherTarget: either } : {}), ...asWord }, c);
    return;
  }
  const said = xValueIn(story, c);
  if (said) {
    story.useChunks([said.chunk]);
    push(story, { kind: 'cast', spell, caster, targets, ...(modes ? { modes } : {}), ...opt, x: said.value, ...(either ? { eitherTarget: either } : {}), ...asWord }, c);
    return;
  }
  push(story, { kind: 'cast', spell, caster, targets, ...(modes ? { modes } : {}), ...opt, ...(either ? { eitherTarget: either } : {}), ...asWord }, c);
}

/** "kicked", "without overload", 「キッカーして」: whether the kicker or overload cost was paid (castoption.ts), said anywhere in the clause. */
function castOptionIn(story: Story, c: Clause): CastOption | null {
  for (const k of c.chunks) {
    if (story.used.has(k)) continue;
    const s = story.sensesAt(k).find((x): x is Extract<Sense, { kind: 'cast-option' }> => x.kind === 'cast-option');
    if (s) {
      story.useChunks([k]);
      return s.option;
    }
  }
  return null;
}

/**
 * The objects a spell's target phrase names (115.1). A description is never the spell itself: a spell
 * can't target itself (115.5), so "Can I Counterspell a Counterspell?", "their Counterspell",
 * 「相手の《対抗呪文》」 name a second card of that name (only "itself", a pronoun, is the spell). Where
 * the target is, is read from the words: "a creature spell", 「クリーチャー呪文」 is a spell on the stack
 * (112.1), "on the battlefield", 「戦場の」 a permanent (110.1); with neither said the object is marked
 * (markZoneUnsaid) for the questions layer to check against what the spell can target.
 */
export function targetObjects(story: Story, c: Clause, np: NounPhrase, spell: string | undefined, caster: Side, controller: Side | null): string[] | null {
  const before = story.objects.length;
  const ids = objectsOf(story, np, { create: true, controller, exclude: spell !== undefined && np.kind === 'object' ? [spell] : [], chosen: { chooser: null } });
  if (!ids || ids.length !== 1 || np.kind !== 'object') return ids;
  // "a creature in my graveyard", 「相手の墓地のクリーチャー」: a card in that zone, not a permanent (110.1) —
  // what it can be targeted by is the spell's to say (115.2), never answered of a creature on the battlefield.
  const zoned = zoneRoleOf(c, np);
  if (zoned) {
    placeInZone(story, zoned, ids[0]!, before);
    return ids;
  }
  // "a dead creature": a creature card in its owner's graveyard (700.4), whoever's it is unless said.
  if (np.adjectives.includes('dead')) {
    putCard(story, ids[0]!, before, 'graveyard', np.owner !== null, np.text);
    return ids;
  }
  spellNamed(story, np, ids[0]!, other(caster));
  const placed = battlefieldRole(c);
  if (placed && np.head !== 'spell') story.useChunks(placed.chunks);
  else markZoneUnsaid(story, np, ids[0]!, before);
  return ids;
}

/**
 * "My opponent has a 2/2 and Liliana of the Veil. I Shock it.": "it" found the creature, but a
 * planeswalker told since could be meant as well (a spell's target, 115.1); the two go to the spell's
 * target restriction, and are asked back if it allows both.
 */
function walkerRival(story: Story, ids: readonly string[]): string[] | null {
  if (ids.length !== 1 || story.get(ids[0]!)?.types.includes('Creature') !== true) return null;
  const since = story.lastMentionBefore(ids[0]!);
  const walkers = walkersOf(story).filter((w) => w !== ids[0] && story.lastMentionBefore(w) >= since);
  return walkers.length === 1 ? [ids[0]!, walkers[0]!] : null;
}

/**
 * Whose triggered ability "its trigger", "Blood Artist's trigger", "the trigger" is: the object named,
 * or (for "the trigger") the one the story was just about; null when that is not one object.
 */
export function triggerSource(story: Story, np: NounPhrase): string | null {
  if (np.kind !== 'property' || np.noun !== 'trigger') return null;
  if (np.of && !isPlayerish(np.of)) {
    const ids = objectsOf(story, np.of, { create: true });
    return ids && ids.length === 1 ? ids[0]! : null;
  }
  if (np.of) return null;
  return story.topic.length === 1 ? story.topic[0]! : null;
}

/** The targets a noun phrase names: players or objects; null when it names none. A description is not `source` ("itself" is). */
function targetsOf(story: Story, np: NounPhrase, source: string): (string | Side)[] | null {
  if (isPlayerish(np) || (np.kind === 'property' && np.noun === 'face')) {
    const p = playerOf(story, np);
    return p ? [p] : null;
  }
  return objectsOf(story, np, { create: true, exclude: np.kind === 'object' ? [source] : [] });
}

/**
 * "Its trigger targets my Bears", "I point the trigger at their Elves", "I target my opponent each
 * time" (after asking whether Blood Artist triggers): the target chosen for that triggered ability
 * (603.3d). The source's card decides whether it has such an ability (src/questions checks).
 */
function triggerTarget(story: Story, c: Clause): boolean {
  const subj = c.subject;
  const byTrigger = subj?.kind === 'property' && subj.noun === 'trigger';
  const pointed = !byTrigger && c.object?.kind === 'property' && c.object.noun === 'trigger' ? c.object : null;
  let source: string | null;
  let victim: NounPhrase | null;
  if (byTrigger) {
    source = triggerSource(story, subj);
    victim = c.object;
  } else if (pointed) {
    source = triggerSource(story, pointed);
    victim = role(c, 'at', 'on', 'to');
  } else if (subj && isPlayerish(subj) && c.object && !role(c, 'with')) {
    // "I target my opponent each time": the ability asked about ("Does Blood Artist trigger?").
    const asked = [...story.asks].reverse().find((a) => a.kind === 'triggers');
    source = asked?.kind === 'triggers' ? asked.id : null;
    victim = c.object;
  } else return false;
  if (!source || !victim) return false;
  const targets = targetsOf(story, victim, source);
  if (!targets) return true;
  story.use(subj);
  story.use(pointed);
  story.use(victim);
  useRole(story, c, 'at', 'on', 'to');
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'each-time'));
  story.triggerTargets.push({ source, targets });
  return true;
}

export function target(story: Story, c: Clause): void {
  if (triggerTarget(story, c)) return;
  // "Opponent points Lightning Helix at my face", "I aim a Bolt at their 2/2", "they throw Shock at me": the
  // spell is what is aimed, at what follows "at" — casting it with that target (601.2c). Only a card that
  // is cast (an instant or sorcery); a permanent "pointed at" something is no cast that the words say.
  const aimed = c.object?.kind === 'object' && c.object.card && /\b(?:Instant|Sorcery)\b/.test(c.object.card.typeLine) && !c.verb!.passive && !role(c, 'with') ? role(c, 'at') : null;
  if (aimed && c.object) {
    const caster = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
    if (!caster) {
      story.problem('unsupported', c.text, 'verb:target');
      return;
    }
    const id = oneObjectOf(story, c.object, { create: true, controller: caster });
    if (!id) return;
    story.use(c.object);
    useRole(story, c, 'at');
    story.get(id)!.cast = true;
    castSpell(story, c, id, caster, [aimed]);
    return;
  }
  // 「《リリアナ》の-2で相手を対象にした」: the loyalty ability named by its cost is activated with that target (606.4, 602.2b);
  // 「《放蕩魔術師》をタップして相手の《灰色熊》を対象にした」: the tap told just before is its {T} ability's cost (602.2b).
  if (abilityTargeted(story, c)) return;
  // "My opponent targets my Tolarian Terror with Doom Blade": casting that spell at it.
  const spellNp = role(c, 'with');
  if (!spellNp || spellNp.kind !== 'object' || !spellNp.card) {
    story.problem('unsupported', c.text, 'verb:target');
    return;
  }
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const id = oneObjectOf(story, spellNp, { create: true, controller: caster });
  if (!id) return;
  useRole(story, c, 'with');
  story.get(id)!.cast = true;
  castSpell(story, c, id, caster, c.object ? [c.object] : []);
}

/**
 * "Target X" said of an activated ability rather than a spell: the ability named by its loyalty cost as
 * the instrument (「《リリアナ》の-2で相手を対象にした」), or the object whose tap was told just before in the
 * sentence (「《放蕩魔術師》をタップして…を対象にした」, "I tap X, targeting Y"). True when read so.
 */
function abilityTargeted(story: Story, c: Clause): boolean {
  if (!c.object || c.verb!.passive || c.verb!.negated) return false;
  const w = role(c, 'with');
  const loyal = w?.kind === 'property' && w.noun === 'keyword' && w.of !== null && toldLoyalty(story, c) !== undefined;
  const told = story.costTold;
  const tapped = !w && told?.tap !== undefined && told.sentence === c.sentence && told.problem !== null && told.problem === story.problems.length - 1;
  if (!loyal && !tapped) return false;
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const targets = targetsOf(story, c.object, '');
  if (!targets) return true;
  story.use(c.object);
  if (loyal && w?.kind === 'property') {
    story.use(w);
    useRole(story, c, 'with');
    const source = oneObjectOf(story, w.of, { create: true, controller: player });
    if (!source) return true;
    story.get(source)!.controller ??= player;
    push(story, { kind: 'activate', source, player, targets, loyalty: loyaltyAt(story, w) }, c);
    return true;
  }
  story.costTold = null;
  story.problems.splice(told!.problem!, 1);
  const source = told!.tap!;
  push(story, { kind: 'activate', source, player: story.get(source)?.controller ?? player, targets, tap: true }, c);
  return true;
}

/**
 * "her -2", "his +1 ability", "its 0": a loyalty ability named with a pronoun for whose it is — the one
 * planeswalker the question told (none, or several: not understood). Undefined: the phrase is no such name.
 */
export function loyaltyHolder(story: Story, np: NounPhrase | null): string | null | undefined {
  if (np?.kind !== 'object' || np.head !== 'ability' || np.card !== null) return undefined;
  if (np.owner && np.owner.who !== 'they') return undefined;
  if (!np.chunks.some((k) => loyaltyOf(story.sensesAt(k)) !== undefined)) return undefined;
  const walkers = walkersOf(story);
  if (walkers.length !== 1) {
    story.problem('not-understood', np.text, 'one-expected');
    return null;
  }
  story.use(np);
  return walkers[0]!;
}

/** The loyalty cost a phrase's chunks carry (read already by toldLoyalty). */
function loyaltyAt(story: Story, np: NounPhrase): LoyaltyTold {
  for (const k of phraseChunks(np)) {
    const v = loyaltyOf(story.sensesAt(k));
    if (v !== undefined) return v;
  }
  return 0;
}

export function activate(story: Story, c: Clause, tapped = false): void {
  // "I -2 Liliana", "I activate Liliana's +1", 「《リリアナ》の-2を起動」: the loyalty ability with that cost (606.4).
  const told = toldLoyalty(story, c);
  // "Liliana of the Veil -2 on X" (the planeswalker as the subject), 「《オブ・ニクシリス》で-3」 (as the instrument).
  const np = sourcePhrase(story, c, told !== undefined);
  // "I sacrifice a Goblin to activate X": the cost told just before is this activation's (602.2b).
  const held = loyaltyHolder(story, np);
  const source = held !== undefined ? held : oneObjectOf(story, np, { create: true });
  if (!source) return;
  const cost = takeCost(story, c, source);
  // (The planeswalker as the subject: activated by its controller, 606.3.)
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : np === c.subject ? (story.get(source)?.controller ?? 'A') : 'A';
  const o = story.get(source)!;
  o.controller ??= player;
  const t = role(c, 'targeting', 'on', 'at');
  const targets: (string | Side)[] = [];
  if (t) {
    const ids = isPlayerish(t) ? null : objectsOf(story, t, { create: true, chosen: { chooser: null, besides: [source] } });
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    if (ids) targets.push(...ids);
    if (p) targets.push(p);
    useRole(story, c, 'targeting', 'on', 'at');
  }
  // "with X=4": an activated ability's X (602.2b applies 601.2b) can't be told to the activation yet,
  // so those words stay unread and the reply names them rather than activating with some other X.
  // (`tapped`: "I tap X targeting Y": the {T} in its cost said as the verb, 602.2b.)
  push(story, { kind: 'activate', source: o.id, player, targets, ...(cost ?? {}), ...(tapped ? { tap: true as const } : {}), ...(told !== undefined ? { loyalty: told } : {}) }, c);
}

/**
 * The loyalty cost a clause names its ability by (loyalty.ts): the symbol read as the verb or as the
 * ability's name; its chunks, and a possessive joining it to the planeswalker ("Liliana's -2"), are read.
 * Two different symbols in one clause name no one ability: left unread, to be named.
 */
export function toldLoyalty(story: Story, c: Clause): LoyaltyTold | undefined {
  const found = c.chunks.flatMap((k) => {
    const v = loyaltyOf(story.sensesAt(k));
    return v === undefined ? [] : [{ k, v }];
  });
  if (found.length === 0 || new Set(found.map((f) => f.v)).size > 1) return undefined;
  for (const f of found) {
    story.useChunks([f.k]);
    if (story.sensesAt(f.k - 1).some((s) => s.kind === 'poss') && c.chunks.includes(f.k - 1)) story.useChunks([f.k - 1]);
  }
  return found[0]!.v;
}

/**
 * The phrase naming the object whose ability is activated: the object ("activate X"), the owner of
 * "X's ability" / 「Xの-2」, or — with a loyalty symbol as the verb — the planeswalker said as the subject
 * ("Liliana of the Veil -2 on X") or as the instrument (「《X》で-3」).
 */
function sourcePhrase(story: Story, c: Clause, loyal: boolean): NounPhrase | null {
  const o = c.object;
  if (o?.kind === 'property' && o.noun === 'keyword' && o.of) {
    story.use(o);
    return o.of;
  }
  if (o || !loyal) return o;
  if (c.subject && !isPlayerish(c.subject)) return c.subject;
  const w = role(c, 'with');
  if (w) {
    useRole(story, c, 'with');
    return w;
  }
  return null;
}

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
  push(story, { kind: 'cast', spell: o.id, caster: o.controller, targets: [], impliedTargets: true, premise: true }, c);
}

/** "Then Ovinize resolves targeting it": that spell was cast at it; "after everything resolves": nothing new. */
export function resolves(story: Story, c: Clause): void {
  const subj = c.subject;
  if (subj?.kind === 'object' && subj.card && /\b(?:Instant|Sorcery)\b/.test(subj.card.typeLine)) {
    const existing = story.fitting(subj, null).find((o) => o.cast);
    if (existing) {
      // "… when Sorin's Thirst resolves": the spell already told; it resolves there.
      story.use(subj);
      story.useChunks(c.chunks.filter((k) => ['sub', 'wh'].includes(story.sensesAt(k)[0]?.kind ?? '')));
      toldResolved(story, c, false);
      return;
    }
    const spell = oneObjectOf(story, subj, { create: true, controller: 'A' });
    if (!spell) return;
    const t = role(c, 'targeting', 'on', 'at');
    useRole(story, c, 'targeting', 'on', 'at');
    // "My opponent's Lightning Bolt on my 2/2 resolves": cast by whoever the phrase says (the asker when
    // it says no one), and it resolved there, before anything told after it (608.1) — so a later "then
    // I cast Giant Growth on it" comes after the Bolt's resolution as told, never read as a response.
    castSpell(story, c, spell, story.get(spell)?.controller ?? 'A', t ? [t] : []);
    if (story.events.some((e) => e.kind === 'cast' && e.spell === spell)) toldResolved(story, c, false);
    return;
  }
  // "after everything resolves", "when it resolves": the stack resolves anyway before anything else.
  if (subj?.kind === 'pronoun' || (subj?.kind === 'object' && subj.card) || (subj === null) || /\beverything\b/i.test(c.text)) {
    story.use(subj);
    // The clause's own words: its subordinator ("after", "when") and an indefinite subject ("everything").
    story.useChunks(c.chunks.filter((k) => ['unknown', 'sub', 'prep', 'wh'].includes(story.sensesAt(k)[0]?.kind ?? '')));
    const all = subj === null || (subj.kind === 'pronoun' && ['they', 'them', 'both', 'each'].includes(subj.word)) || /\b(?:everything|all|both)\b|すべて|全部|全て/i.test(c.text);
    toldResolved(story, c, all);
    return;
  }
  story.problem('not-understood', c.text, 'resolves-what');
}

/**
 * "After it resolves, they cast Giant Growth on it": what was cast resolves there (608.1), before
 * what is told next; without this the next spell would go on the stack above it. Told after its
 * main clause ("they cast X after Shock resolves"), the resolution goes before that clause's events.
 * "before it resolves" says the opposite (the stack is still full); "it" with several spells on the
 * stack doesn't say which resolves, and is refused.
 */
function toldResolved(story: Story, c: Clause, all: boolean): void {
  story.resolvedMention = true;
  if (c.sub === 'before' || c.sub === 'while' || c.sub === 'if') return;
  const at = story.clauseTrails && story.lastMain?.sentence === c.sentence ? story.lastMain.before : story.events.length;
  // What is on the stack at that point: what was cast or activated since anything else happened.
  let onStack = 0;
  story.events.slice(0, at).forEach((e, k) => {
    if (e.kind === 'cast' || e.kind === 'activate') onStack++;
    else if (!story.responses.has(k)) onStack = 0;
  });
  if (onStack === 0) return;
  if (onStack > 1 && !all) {
    story.problem('not-understood', c.text, 'which-resolves');
    return;
  }
  story.events.splice(at, 0, { kind: 'resolve' });
  const shifted = [...story.responses].map((k) => (k >= at ? k + 1 : k));
  story.responses.clear();
  for (const k of shifted) story.responses.add(k);
}

/**
 * "I Shock my opponent at 2 life", "bolt them at 3": the life total the player it is aimed at is at
 * (119.1) — never a target. Returns that role (read), or null; said of anything but a player, the
 * role is returned unread, to be named as not understood.
 */
function lifeTold(story: Story, c: Clause): Clause['roles'][number] | null {
  const r = c.roles.find((x) => x.prep === 'at' && x.np?.kind === 'amount' && (x.np.noun === 'life' || x.np.noun === 'total'));
  if (!r || r.np?.kind !== 'amount') return null;
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

/** A noun phrase that says nothing of what it is: no head noun, type, size, colour, keyword or quoted text. */
function undescribed(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  return np.head === null && np.types.length === 0 && np.subtypes.length === 0 && np.power === null && np.colors.length === 0 && np.keywords.length === 0 && np.quotes.length === 0;
}
