/**
 * The cast frame (601.2): "I cast X targeting Y", "in response" (117.3c), cast from which zone (601.2a: a
 * hand, a graveyard with flashback …); the spell's event itself is built by cast-spell.ts.
 */
import type { CardRef, Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import { shareAimBack, sharedAim } from './shared-aim.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { anotherOfPartial, objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { blankDescription, CARD_ZONES, isPlayerish, push, role, useRole, zoneRoleOf } from './util.ts';
import { ptmodUsed } from './ptmod.ts';
import { anotherFromHand, castAgain, castSpell } from './cast-spell.ts';
import { lifeTold, undescribed } from './stack.ts';
import { isTriggerRole } from './trigger-response.ts';

export function cast(story: Story, told: Clause): void {
  const c = chosenAsTargets(story, told);
  const v = c.verb!;
  if (!castFromHand(story, c)) return;
  if (v.card) return castAsVerb(story, c, v.card);
  if (ptmodCast(story, c)) return;
  const said = spellAndCaster(story, c);
  if (!said) return;
  const { caster, spellNp } = said;
  readOwnTrigger(story, c, spellNp);
  // "I cast Twisted Image on Wall of Omens and then Giant Growth on it": two spells, in order.
  const spells = [...(spellNp.kind === 'list' ? spellNp.items : [spellNp]), ...(spellNp === c.object && c.object2?.kind === 'object' && c.object2.card ? [c.object2] : [])];
  const aim = aimOf(story, c, spellNp);
  if (!aim) return;
  useAimWords(story, c, caster, aim);
  // "I just cast Raging Goblin", "played grizzly bears this turn": a creature cast this turn is
  // summoning sick (302.6); the time word is what says so.
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  story.useChunks(thisTurn);
  castInOrder(story, c, spells, aim.targets, caster);
}

/**
 * "I cast Lightning Bolt (choosing the 3/3)", "… picking my opponent": a creature or player said chosen with the cast is
 * its target (601.2c: targets are chosen as it is cast) — read as "targeting". A card named so ("choosing Grizzly Bears")
 * is a target too; "naming" stays a name said (a card named for an effect), never a target.
 */
function chosenAsTargets(story: Story, c: Clause): Clause {
  const chose = (r: Clause['roles'][number]): boolean => r.prep === 'naming' && r.chunks.length > 0 && /^(?:choosing|picking|selecting)$/i.test(story.chunkText(Math.min(...r.chunks))) && (r.np?.kind === 'object' || isPlayerish(r.np));
  return c.roles.some(chose) ? { ...c, roles: c.roles.map((r) => (chose(r) ? { ...r, prep: 'targeting' as const } : r)) } : c;
}

/** "I Shock the 2/2" (object = target), "gets Shocked" (subject = target): a card used as the verb. */
function castAsVerb(story: Story, c: Clause, card: CardRef): void {
  const spell = story.create({ ...blankDescription(), card, head: 'card' }, card.display, null);
  spell.cast = true;
  if (c.verb!.passive) {
    const read = passiveCast(story, c, spell.id);
    if (read) castSpell(story, c, spell.id, read.caster, read.targetNps);
    return;
  }
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const life = lifeTold(story, c);
  const aimed = c.roles.find((r) => r !== life && ['on', 'at', 'targeting'].includes(r.prep));
  const t = c.object ?? aimed?.np ?? null;
  if (aimed) story.useChunks(aimed.chunks);
  const before = story.events.at(-1);
  castSpell(story, c, spell.id, caster, t ? [t] : []);
  shareAimBack(story, c, before, spell.id);
}

/**
 * 「《稲妻》を撃たれた」: a card used as a passive verb — who cast it and at what. Null when it was cast already
 * (the speaker suffering it) or refused.
 */
function passiveCast(story: Story, c: Clause, spellId: string): { caster: Side; targetNps: NounPhrase[] } | null {
  const targetNps = c.subject ? [c.subject] : [];
  // 「《稲妻》を撃たれたら」 with no one said: a creature, unless a player's life was told (then it could be the player).
  const unsaid = c.subject?.kind === 'pronoun' && c.subject.chunks.length === 0;
  // 「相手に《稲妻》を撃たれた」 with nothing told before: the one it was done to, unsaid, is the speaker
  // (a passive of suffering); with anything told before, the zero subject may be it, and is read so.
  const agentSaid = role(c, 'by');
  const nothingBefore = story.objects.every((o) => o.id === spellId);
  if (unsaid && agentSaid && isPlayerish(agentSaid) && playerOf(story, agentSaid) === 'B' && nothingBefore) {
    useRole(story, c, 'by');
    castSpell(story, c, spellId, 'B', [{ kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' }]);
    return null;
  }
  // 「《濃霧》を撃たれた」「相手に《濃霧》を撃たれたら」: a spell with no target (115.1) has nothing the zero subject could be —
  // the one it was done to is the speaker, who suffers it cast by the other player (or the one said to cast it).
  const o = story.get(spellId);
  const untargeted = unsaid && o !== undefined && story.cardFacts(o)?.targets === false;
  if (untargeted && (!agentSaid || isPlayerish(agentSaid))) {
    const by = agentSaid ? playerOf(story, agentSaid) : 'B';
    if (by !== null) {
      if (agentSaid) useRole(story, c, 'by');
      castSpell(story, c, spellId, by, []);
      return null;
    }
  }
  if (unsaid && (Object.keys(story.life).length > 0 || Object.keys(story.poison).length > 0)) {
    story.problem('not-understood', c.text, 'who-was-targeted');
    return null;
  }
  const agent = role(c, 'by');
  const caster = agent && isPlayerish(agent) ? (playerOf(story, agent) ?? 'B') : 'B';
  return { caster, targetNps };
}

/** 「その2/2に+2/+2を使った」「3/3に-3/-3の呪文を撃った」: a P/T change aimed at a creature, no card named (changes.ts). True when read. */
function ptmodCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.verb !== 'use' && v.verb !== 'cast') return false;
  if (c.object?.kind === 'amount' && ptmodUsed(story, c, c.object)) return true;
  const of = role(c, 'of');
  const unnamedSpell = c.object?.kind === 'object' && c.object.card === null && c.object.head === 'spell' && c.object.power === null && c.object.keywords.length === 0;
  if (unnamedSpell && of?.kind === 'amount' && of.noun === 'ptmod' && ptmodUsed(story, c, of)) {
    useRole(story, c, 'of');
    story.use(c.object);
    return true;
  }
  return false;
}

/** "I cast X on Y", "they respond with X on Y", "I use X to …": the spell said and who casts it; null when refused. */
function spellAndCaster(story: Story, c: Clause): { caster: Side; spellNp: NounPhrase } | null {
  let caster: Side = 'A';
  let spellNp: NounPhrase | null = null;
  if (c.subject && isPlayerish(c.subject)) caster = playerOf(story, c.subject) ?? 'A';
  else if (c.subject && c.subject.kind === 'object' && c.subject.card) spellNp = c.subject;
  // 「私の4/4に《ショック》撃たれた」: a spell cast at something in the passive with no one said (the を left
  // out) was cast by the other player, as 「《ショック》を撃たれた」 is; a player said as the agent casts it.
  // (「《神の怒り》が唱えられたら」, cast at nothing, says nothing of who cast it.)
  // 「私に《稲妻》が撃たれた」: cast at a player with no one said as casting it — by the other player.
  const aimedAt = c.roles.some((r) => ['on', 'at', 'targeting'].includes(r.prep) && (r.np?.kind === 'object' || isPlayerish(r.np)));
  if (story.lang === 'ja' && c.verb!.passive && aimedAt && !(c.subject && isPlayerish(c.subject))) {
    const agent = role(c, 'by');
    const aimedPlayer = c.roles.find((r) => ['on', 'at', 'targeting'].includes(r.prep) && isPlayerish(r.np))?.np ?? null;
    const target = aimedPlayer ? playerOf(story, aimedPlayer) : null;
    caster = agent && isPlayerish(agent) ? (playerOf(story, agent) ?? 'B') : target ? other(target) : 'B';
  }
  spellNp ??= c.object ?? role(c, 'with');
  if (!spellNp) {
    story.problem('not-understood', c.text, 'cast-what');
    return null;
  }
  // 「もう1枚サリアを唱えた」: a spell said only by a name no card was found for (a short or misspelt name, `partial`),
  // or by nothing at all, is no spell the story describes: cast as a blank one, its text would be made up (a
  // noncreature spell taxed by Thalia, fresh30-s15). Refused naming the words.
  // (One more of a card the question named, by a word of its name, 「もう1枚サリア」 after 《スレイベンの守護者、サリア》, is that card: refs.ts.)
  if (spellNp.kind === 'object' && spellNp.card === null && (spellNp.partial !== null || undescribed(spellNp)) && anotherOfPartial(story, spellNp).card === null) {
    story.problem('not-understood', spellNp.text, 'cast-what');
    return null;
  }
  // ("cast it with …" names the spell; "cast Bolt at my opponent with 3 life" says something else, left to be named.)
  if (spellNp === role(c, 'with')) useRole(story, c, 'with');
  return { caster, spellNp };
}

/**
 * "I cast Flametongue Kavu targeting his 3/3 with the trigger": a permanent spell's own triggered ability is what
 * targets (603.3d); the questions layer gives it the target told (questions/trigger-targets.ts) or refuses.
 */
function readOwnTrigger(story: Story, c: Clause, spellNp: NounPhrase): void {
  const ownTrigger = role(c, 'with');
  const permanentCard = spellNp.kind === 'object' && spellNp.card !== null && !/\b(?:Instant|Sorcery)\b/.test(spellNp.card.typeLine);
  if (ownTrigger?.kind === 'property' && ownTrigger.noun === 'trigger' && (ownTrigger.of === null || ownTrigger.of.kind === 'pronoun') && permanentCard) {
    story.use(ownTrigger);
    useRole(story, c, 'with');
  }
}

type Role = Clause['roles'][number];

/** What the cast's roles say: its targets, and the roles that are something else (responded to, a life total, the battlefield). */
interface Aim {
  targets: NounPhrase[];
  targetRoles: Role[];
  respondedRole: Role | undefined;
  triggerRole: Role | undefined;
  lifeRole: Role | null;
  placeRole: Role | undefined;
  purposeTo: Role | undefined;
}

/** The roles of a cast told apart: what it responds to, a life total, the battlefield, and its targets. Null when refused. */
function aimOf(story: Story, c: Clause, spellNp: NounPhrase): Aim | null {
  const { respondedRole, triggerRole } = respondedRoles(story, c);
  const lifeRole = lifeTold(story, c);
  // 「瞬速で1/1を場に出した」「自分の場に3/3を出した」: the battlefield is where a permanent spell goes as it
  // resolves (608.3), never a target of it.
  const mine = (np: NounPhrase | null): boolean => np === null || (np.kind === 'player' && np.player.who === 'me');
  const placeRole = c.roles.find((r) => (r.prep === 'on' || r.prep === 'to') && r.np?.kind === 'property' && r.np.noun === 'battlefield' && mine(r.np.of ?? null));
  if (placeRole) story.useChunks(placeRole.chunks);
  const purposeTo = purposeTarget(story, c);
  let targetRoles = c.roles.filter((r) => r !== respondedRole && r !== triggerRole && r !== lifeRole && r !== placeRole && (r.prep === 'on' || r.prep === 'at' || r.prep === 'targeting' || r === purposeTo));
  // (The grammar tells two に-phrases apart as 'on' and 'to'; with the first one responded to, the other is the target.)
  if ((respondedRole || triggerRole) && targetRoles.length === 0) targetRoles = c.roles.filter((r) => r !== respondedRole && r !== triggerRole && r.prep === 'to' && r.np?.kind === 'object');
  const targets = targetRoles.map((r) => r.np).filter((n): n is NounPhrase => n !== null);
  if (!joinedTarget(story, c, spellNp, targetRoles, targets)) return null;
  return { targets, targetRoles, respondedRole, triggerRole, lifeRole, placeRole, purposeTo };
}

/**
 * 「相手の《稲妻》に対応して、自分の2/2に《巨大化》を唱えた」: the phrase marked に just before 対応して is
 * what the spell responds to (117.3c), never one of its targets.
 */
function respondedRoles(story: Story, c: Clause): { respondedRole: Role | undefined; triggerRole: Role | undefined } {
  const at = c.chunks.find((k) => story.timeAt(k) === 'in-response');
  if (at === undefined) return { respondedRole: undefined, triggerRole: undefined };
  // "He casts Giant Growth on his 2/2 in response to my Shock": in English what it responds to is said after the words,
  // as their "to" ("on his 2/2" just before them is the target — red team s17 made the Shock the target: "can't happen").
  // 「誘発に対応して」「in response to the trigger」: the words name a triggered ability responded to (trigger-response.ts), never a target.
  const triggerRole = c.roles.find((r) => isTriggerRole(story, c, r));
  if (triggerRole !== undefined) return { respondedRole: undefined, triggerRole };
  const respondedRole =
    story.lang === 'ja'
      ? c.roles.find((r) => (r.prep === 'on' || r.prep === 'to') && r.np?.kind === 'object' && r.chunks.length > 0 && Math.max(...r.chunks) === at - 1)
      : c.roles.find((r) => r.prep === 'to' && r.np?.kind === 'object' && r.chunks.includes(at));
  return { respondedRole, triggerRole };
}

/**
 * "I cast Arc Lightning targeting his Grizzly Bears and him": a player said after the one target phrase, joined to it by
 * "and", read by the grammar as a second object — a target too (it was dropped: the spell cast at the creature alone).
 * Pushed onto `targets`; false when refused.
 */
function joinedTarget(story: Story, c: Clause, spellNp: NounPhrase, targetRoles: Role[], targets: NounPhrase[]): boolean {
  const joined = c.object2 && c.object2 !== spellNp && isPlayerish(c.object2) ? c.object2 : null;
  if (!joined) return true;
  const last = targetRoles.length === 1 ? Math.max(...targetRoles[0]!.chunks, ...(targetRoles[0]!.np?.chunks ?? [])) : -1;
  const between = c.chunks.filter((k) => k > last && k < Math.min(...joined.chunks));
  if (last >= 0 && between.length === 1 && story.sensesAt(between[0]!).some((x) => x.kind === 'conj' && x.conj === 'and')) {
    targets.push(joined);
    story.useChunks(between);
    return true;
  }
  story.problem('not-understood', joined.text, 'cast-target');
  return false;
}

/** Marks read the words of the cast's aim, and tells the spell responded to (117.3c). */
function useAimWords(story: Story, c: Clause, caster: Side, aim: Aim): void {
  const { targetRoles, respondedRole, triggerRole, lifeRole, placeRole, purposeTo } = aim;
  if (triggerRole) for (const r of targetRoles) story.useChunks(r.chunks);
  if (respondedRole) {
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'in-response'));
    respondedTo(story, c, caster, respondedRole.np);
    story.useChunks(respondedRole.chunks);
    for (const r of targetRoles) story.useChunks(r.chunks);
  }
  for (const r of c.roles) if (r !== lifeRole && r !== placeRole && r !== triggerRole && (['on', 'at', 'targeting'].includes(r.prep) || r === purposeTo)) story.useChunks(r.chunks);
  if (c.verb!.verb === 'respond') {
    c.times.push('in-response');
    respondedTo(story, c, caster);
  }
}

/**
 * "I cast X on A and then Y on it": the spells and their targets in order.
 * A permanent already on the battlefield under another player is not the card cast now: a spell is
 * cast from where its card is, moved to the stack by its caster (601.2a), so "The opponent controls
 * Questing Beast and I cast Questing Beast", 「相手が《X》をコントロールしていて、私も《X》を出した」 name a
 * second card of that name, never the first one changing hands.
 * A spell another player already cast is on the stack, under them (601.2a, 405.1), not in this caster's
 * hand: "They cast Counterspell on my spell. Can I cast Counterspell at their Counterspell?" names two.
 */
function castInOrder(story: Story, c: Clause, spells: NounPhrase[], targets: NounPhrase[], caster: Side): void {
  const castByOthers = (o: (typeof story.objects)[number]): boolean => o.cast === true && o.controller !== null && o.controller !== caster && story.events.some((e) => e.kind === 'cast' && e.spell === o.id);
  const othersPermanents = story.objects.filter((o) => (o.zone === 'battlefield' && o.cast !== true && o.controller !== null && o.controller !== caster) || castByOthers(o)).map((o) => o.id);
  const shared = sharedAim(story, spells, targets);
  spells.forEach((sp, k) => {
    let id = oneObjectOf(story, sp, { create: true, controller: caster, exclude: othersPermanents });
    if (!id) return;
    // "I cast Shock on it again", 「もう一度《ショック》を唱えた」: a card already cast in this story is in
    // a graveyard or on the stack, not in a hand (601.2a casts from the hand); cast "again" it is
    // another card of that name. (Without "again" the same card cast twice is left to the engine to judge.)
    id = castAgain(story, c, sp, id, caster);
    if (!id) return;
    // ("I control Soul Warden. I cast Soul Warden.": the one cast is another card, from the hand — 601.2a.)
    id = anotherFromHand(story, c, sp, id, caster);
    if (!id) return;
    const spell = story.get(id)!;
    spell.cast = true;
    spell.controller = caster;
    // "I flash in a 2/2", 「瞬速で出したクリーチャー」: a creature told of by its qualities was cast with
    // flash, so it has flash (702.8a). (A named card keeps its own text: where else flash came from isn't said.)
    if (c.verb!.verb === 'flash' && spell.card === null && !spell.keywords.some((kw) => kw.keyword === 'flash')) spell.keywords.push({ keyword: 'flash' });
    // (Two or more spells: what is said after each one's name is its own — "then Walking Ballista with X=2", "I cast
    // Lightning Bolt and then Fireball at him": X and the target are Fireball's, never the first spell's.)
    const start = (np: NounPhrase | undefined): number => (np && np.chunks.length > 0 ? Math.min(...np.chunks) : Infinity);
    const span = spells.length > 1 ? { from: k === 0 ? -Infinity : start(sp), to: start(spells[k + 1]) } : null;
    const own = targets.length === spells.length ? [targets[k]!] : span ? targets.filter((x) => start(x) >= span.from && start(x) < span.to) : targets;
    const t = own.length === 0 && shared.length > 0 && story.cardFacts(spell)?.targets === true ? shared : own;
    castSpell(story, c, spell.id, caster, t, span);
  });
}

/**
 * "I cast Healing Salve to prevent the next 3 damage to my Bears": the mode told as what the cast is for (700.2,
 * en/told-mode.ts enPurposeModeAt) is followed by its target as "to …" (115.1) — the "to" role right after it.
 */
function purposeTarget(story: Story, c: Clause): Clause['roles'][number] | undefined {
  const at = c.chunks.find((k) => !story.used.has(k) && story.sensesAt(k).some((x) => x.kind === 'mode-choice' && x.purpose === true));
  if (at === undefined) return undefined;
  return c.roles.find((r) => r.prep === 'to' && r.chunks.length > 0 && Math.min(...r.chunks) === at + 1 && (r.np?.kind === 'object' || isPlayerish(r.np)));
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
