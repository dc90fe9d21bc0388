/**
 * Zone-change frames: destroy (701.8), dies (700.4), sacrifice (701.21), exile, return to hand, regeneration (701.19) and counters removed.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { castSpell, casterOfInstrument } from './cast-spell.ts';
import { enteringDoer } from './attachments.ts';
import { isPlayerish, push, role, useRole } from './util.ts';
import { takeCost } from './costs.ts';
import { storyWords } from '../locales/index.ts';
import { turnHistoryTold } from './turn-history.ts';
import { noneDied } from './survived.ts';

export function destroy(story: Story, c: Clause): void {
  const v = c.verb!;
  const victimNp = v.passive ? c.subject : c.object;
  const agent = passiveAgent(c);
  const instrument = agent ? agent.card : v.passive ? role(c, 'by', 'with') : role(c, 'with');
  // "My 4/4 … killed both", "was killed by their 3/3", "killed by Grizzly Bears": a creature that kills
  // did it by dealing damage, fighting or an ability — told as a result, not as a destroy that
  // happened apart from them (it would skip the combat damage the 4/4 took). Not guessed.
  // (「…を破壊する呪文」: a spell no card names is no creature.)
  const creatureDoer = (np: NounPhrase | null): boolean => np !== null && np.kind === 'object' && np.head !== 'spell' && !isPlayerish(np) && (np.card === null || !/\b(?:Instant|Sorcery)\b/.test(np.card.typeLine));
  if (v.verb === 'destroy' && !instrument && enteringDestroyer(story, c)) return;
  if ((!v.passive && creatureDoer(c.subject)) || (instrument !== null && instrument.kind === 'object' && creatureDoer(instrument) && !(instrument.card && instrument.card.typeLine === ''))) {
    story.problem('not-understood', c.text, 'killed-by-a-creature');
    return;
  }
  // "I killed the blocker with Lightning Bolt": casting that card at it.
  if (instrument && instrument.kind === 'object' && instrument.card) {
    const caster = !v.passive && c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : agent ? playerOf(story, agent.player) : victimsFoe(story, victimNp);
    if (caster === null) return;
    return castWith(story, c, instrument, caster, victimNp);
  }
  const ids = nearestThat(story, victimNp, objectsOf(story, victimNp, { create: true, plural: true }));
  if (!ids) return;
  push(story, resultOfCast(story, c) ? { kind: 'dies', ids, result: true } : { kind: 'destroy', ids }, c);
}

/**
 * "Their Ravenous Chupacabra destroys my Bears": a card the story names first as destroying something enters, its "when
 * this enters" ability destroying it (603.6a) — refused unless the card has that ability (questions/trigger-targets.ts).
 * A creature already in the story that "destroys" something did it by damage or fighting: refused as before.
 */
function enteringDestroyer(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (!c.subject || !c.object || isPlayerish(c.subject) || !enteringDoer(c.subject, v)) return false;
  const before = story.objects.length;
  const doer = objectsOf(story, c.subject, { create: true });
  if (doer?.length !== 1 || story.objects.length === before) return false;
  const ids = objectsOf(story, c.object, { create: true, plural: true });
  if (!ids || ids.includes(doer[0]!)) return false;
  push(story, { kind: 'enter', ids: [doer[0]!], token: false, byEffect: true }, c);
  push(story, { kind: 'destroy', ids }, c);
  return true;
}

/**
 * 「私の6/6が3/3にブロックされ、それは破壊された」: それ points at the nearer of what was just named — of the two
 * creatures of the block told right before, the one named last (the 3/3), not the clause's subject, which an
 * unsaid subject would carry on. (Its death is then checked against the combat damage, results.ts.)
 */
function nearestThat(story: Story, np: NounPhrase | null, ids: string[] | null): string[] | null {
  const last = story.events.at(-1);
  if (ids?.length !== 1 || np?.kind !== 'pronoun' || !(storyWords(story.lang).nearPronoun?.test(np.text.trim()) ?? false) || last?.kind !== 'block' || last.blockers.length !== 1) return ids;
  const pair = [last.attacker, last.blockers[0]!];
  if (!pair.includes(ids[0]!)) return ids;
  const nearest = pair.reduce((a, b) => (story.lastMentionBefore(b) > story.lastMentionBefore(a) ? b : a));
  if (nearest !== ids[0]) story.resolved.set(np, [nearest]);
  return [nearest];
}

/**
 * "I cast Pyroclasm and kill their Young Wolf", "They cast Murder and kill my Finks", 「《紅蓮地獄》を唱えて
 * 相手の《若き狼》を倒した」: a kill told in the sentence that casts a spell, by its caster (or with no one
 * else said), with nothing between them, tells what that spell did — it is no second destruction. It is
 * checked against the run (the creature must have died, 700.4); applied again it would destroy the new
 * object a persist or undying return made (400.7).
 */
function resultOfCast(story: Story, c: Clause): boolean {
  if (c.times.includes('in-response') || c.times.includes('later') || c.sub !== null) return false;
  const cast = story.lastCast;
  const e = cast === null ? undefined : story.events[cast.event];
  if (!cast || cast.event !== story.events.length - 1 || cast.sentence !== c.sentence || e?.kind !== 'cast') return false;
  if (c.verb!.passive) return true;
  return c.subject === null || (isPlayerish(c.subject) && playerOf(story, c.subject) === e.caster);
}

/**
 * 「《稲妻》が《対抗呪文》で打ち消された」「相手が《否認》で打ち消した」: countered with a card is that card cast at the
 * spell (what it does is the card's text, 701.6a). Countered with nothing named is not read.
 */
export function counterWith(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const victimNp = v.passive ? c.subject : c.object;
  const agent = passiveAgent(c);
  const instrument = agent ? agent.card : v.passive ? role(c, 'by', 'with') : role(c, 'with');
  if (!instrument || instrument.kind !== 'object' || !instrument.card) return false;
  const said = victimNp && victimNp.chunks.length > 0 ? victimNp : null;
  // Countered (passive) is done by the other player than the one whose spell it is: the spell named, else the last one cast.
  const victim = v.passive ? (said ? objectsOf(story, said, { create: false }) : null) : null;
  const lastCast = [...story.events].reverse().find((e) => e.kind === 'cast');
  const victimController = victim?.length === 1 ? story.get(victim[0]!)?.controller : !said && lastCast?.kind === 'cast' ? lastCast.caster : null;
  const caster = !v.passive ? (c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A') : victimController ? other(victimController) : null;
  if (!caster) return false;
  castWith(story, c, instrument, caster, said);
  return true;
}

/**
 * "He pumps it with Giant Growth", "I pumped my 2/2 with Brute Force": a pump told with an instant or sorcery as its
 * instrument is that card cast at the creature (601.2); what it gives is the card's text. Only an instant or sorcery
 * named (an Equipment or a creature's ability is no spell cast); anything else is left to the pump frame.
 */
export function pumpWith(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null) return false;
  const instrument = role(c, 'with');
  if (!instrument || instrument.kind !== 'object' || !instrument.card || !/\b(?:Instant|Sorcery)\b/.test(instrument.card.typeLine) || !c.object) return false;
  const caster = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : c.subject === null ? 'A' : null;
  if (caster === null) return false;
  castWith(story, c, instrument, caster, c.object);
  return true;
}

/**
 * "Oblivion Ring exiles my 2/2", "his Flickerwisp exiles my Bears", "Unsummon bounces it": a card not told before, said
 * as the one that exiles or returns, did it by its own text — the card cast at the object, as "exiled by Oblivion
 * Ring" reads (its trigger or its effect targets it, 603.3d, 601.2c). Cast by whose card it is, else by the other player
 * than the object's (one exiles what another controls), else by the asker. (Destroying is not read so: a creature
 * that kills may have done it by damage, destroy() above.)
 */
function cardDoes(story: Story, c: Clause, kind: 'dies' | 'sacrifice' | 'exile' | 'bounce', victimNp: NounPhrase | null): boolean {
  const v = c.verb!;
  const s = c.subject;
  if ((kind !== 'exile' && kind !== 'bounce') || v.passive || v.negated || v.modal !== null || v.hypothetical || !victimNp || s?.kind !== 'object' || !s.card || s.plural || s.count !== null) return false;
  if (story.objects.some((o) => o.card === s.card!.name)) return false;
  story.use(s);
  castWith(story, c, s, victimsFoe(story, victimNp), victimNp);
  return true;
}

/**
 * "My Doomed Traveler is killed by a Shock", "their Bears got exiled by Swords": a spell said to have done it with no
 * player said cast it is the other player's than the one whose creature it is — one kills, exiles or bounces what another
 * controls, as "gets Shocked" and "dies to a Shock" are read (who cast it matters: ward, 702.21a) — else the asker's.
 */
function victimsFoe(story: Story, victimNp: NounPhrase | null): Side {
  const whose = victimNp?.kind === 'object' ? (victimNp.owner ?? victimNp.controlledBy) : null;
  const held = whose ? story.side(whose) : null;
  return held ? other(held) : 'A';
}

/** "killed with Lightning Bolt", 「《X》で追放された」: the card the instrument names, cast at the victim. */
/**
 * 「熊が相手に《稲妻》で焼かれた」「相手に《送還》で手札に戻された」 "was killed by the opponent with Lightning Bolt": in
 * the passive, a player said as the agent and a card said as the instrument — the card is what did it, cast by
 * that player (601.2). (Read as the instrument, the player left the card unread.) Null for any other clause.
 */
function passiveAgent(c: Clause): { player: NounPhrase; card: NounPhrase } | null {
  if (!c.verb?.passive) return null;
  const player = role(c, 'by');
  const card = role(c, 'with');
  return player !== null && isPlayerish(player) && card?.kind === 'object' && card.card !== null ? { player, card } : null;
}

function castWith(story: Story, c: Clause, instrument: NounPhrase, said: Side, victimNp: NounPhrase | null): void {
  const caster = casterOfInstrument(story, instrument, said);
  const spell = oneObjectOf(story, instrument, { create: true, controller: caster });
  if (!spell) return;
  useRole(story, c, 'by', 'with');
  story.get(spell)!.cast = true;
  castSpell(story, c, spell, caster, victimNp ? [victimNp] : []);
}

export function zoneEvent(story: Story, c: Clause, kind: 'dies' | 'sacrifice' | 'exile' | 'bounce'): void {
  const v = c.verb!;
  const victimNp = kind === 'dies' || v.passive ? c.subject : c.object;
  const agent = kind !== 'dies' ? passiveAgent(c) : null;
  const instrument = agent ? agent.card : v.passive ? role(c, 'by', 'with') : role(c, 'with');
  // 「相手が《剣を鍬に》で私の《セラの天使》を追放した」: the player who exiles (bounces, sacrifices) with a card
  // is the one who cast it (601.2), as for destroy above — never the asker by default.
  if (instrument && instrument.kind === 'object' && instrument.card) {
    const caster = kind !== 'dies' && !v.passive && c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : agent ? playerOf(story, agent.player) : victimsFoe(story, victimNp);
    if (caster === null) return;
    return castWith(story, c, instrument, caster, victimNp);
  }
  if (kind === 'dies' && (diesTo(story, c, victimNp) || noneDied(story, c, victimNp))) return;
  if (kind === 'dies' && turnHistoryTold(story, c)) return;
  if (cardDoes(story, c, kind, victimNp)) return;
  // (What a player sacrifices is a permanent that player controls, chosen among those there: 701.21a.)
  const sacrificer = kind === 'sacrifice' && c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const chosen = kind === 'sacrifice' && !v.passive ? { chosen: { chooser: sacrificer } } : {};
  const ids = kind === 'dies' ? nearestThat(story, victimNp, objectsOf(story, victimNp, { create: true, plural: true })) : objectsOf(story, victimNp, { create: true, plural: true, ...chosen });
  if (!ids) return;
  if (kind === 'sacrifice' && c.subject && isPlayerish(c.subject)) {
    const p = playerOf(story, c.subject);
    for (const id of ids) story.get(id)!.controller ??= p;
  }
  // "I sacrifice Mogg Fanatic targeting my opponent": the target of the ability whose cost it pays
  // (602.2b; questions/sacrifice-outlets.ts reads the sacrifice as that activation, or refuses).
  const t = kind === 'sacrifice' ? role(c, 'targeting') : null;
  if (t) {
    const p = isPlayerish(t) ? playerOf(story, t) : null;
    const tids = p ? null : objectsOf(story, t, { create: true });
    if (!p && !tids) return;
    useRole(story, c, 'targeting');
    push(story, { kind: 'sacrifice', ids, targets: p ? [p] : tids! }, c);
    storyTurn(story, c);
    return;
  }
  push(story, { kind, ids }, c);
  storyTurn(story, c);
}

/**
 * "My Doomed Traveler dies to a Shock", "their 2/2 died to Lightning Bolt": an instant or sorcery said as what a
 * creature died to was cast at it (601.2) — by the other player than the creature's, as "gets Shocked" reads — and its
 * death is what that spell did, checked against the run (700.4: a result told, never a second death). A creature or
 * a permanent's ability said so ("dies to Pestilence", "died to their 3/3") is not read here.
 */
function diesTo(story: Story, c: Clause, victimNp: NounPhrase | null): boolean {
  const v = c.verb!;
  const spell = role(c, 'to');
  if (!spell || spell.kind !== 'object' || !spell.card || !/\b(?:Instant|Sorcery)\b/.test(spell.card.typeLine) || spell.plural || spell.count !== null) return false;
  if (v.negated || v.modal !== null || v.hypothetical || !victimNp || isPlayerish(victimNp)) return false;
  const ids = objectsOf(story, victimNp, { create: true });
  if (ids?.length !== 1) return false;
  const held = story.get(ids[0]!)?.controller ?? null;
  // ("died to my Lightning Bolt": whose spell it is, when said, cast it.)
  const caster = (spell.owner ? story.side(spell.owner) : null) ?? (held ? other(held) : 'B');
  const n = story.objects.length;
  const cast = oneObjectOf(story, spell, { create: true, controller: caster });
  if (!cast || story.objects.length === n) return false;
  story.useChunks(c.roles.find((r) => r.np === spell)!.chunks);
  story.get(cast)!.cast = true;
  castSpell(story, c, cast, caster, [victimNp]);
  push(story, { kind: 'dies', ids, result: true }, c);
  return true;
}

/**
 * "Earlier this turn one of my creatures died", "my 2/2 was exiled this turn": an event told of this turn is
 * told of the story's own turn — every event of the story happens in it while no turn has ended before it
 * (an end of turn told first would leave "this turn" meaning either: then the words stay unread).
 */
function storyTurn(story: Story, c: Clause): void {
  if (story.events.some((e) => e.kind === 'end-turn')) return;
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
}

/**
 * "I stole their bear with Threaten", "the bear they took with Control Magic", 「《脅しつけ》で奪ったクリーチャー」,
 * 「《支配魔法》で奪われた私の《灰色熊》」: control gained with a card is that card cast at the creature (what
 * the card does — until end of turn, for as long as it stays — is what the engine runs, 613.1b). The caster is
 * the player said to take it, else the other player than the creature's: one takes control of what someone else
 * controls. Control gained with no card named says nothing of how long it lasts: not read.
 */
export function steal(story: Story, c: Clause): void {
  const v = c.verb!;
  const victimNp = v.passive ? c.subject : c.object;
  const agent = passiveAgent(c);
  let instrument = agent ? agent.card : v.passive ? role(c, 'by', 'with') : role(c, 'with');
  // "He stole my Bears with Control Magic", "I took control of his 2/2 with Mind Control": an Aura after the victim
  // was read as the victim's own ("a 2/2 with Rancor"); taking control is done with it, as "enchant X with Y" is.
  const absorbed = !instrument && !v.passive && victimNp?.kind === 'object' && victimNp.attachments.length === 1 ? victimNp.attachments[0]! : null;
  if (absorbed?.kind === 'object' && absorbed.card && /\bAura\b/.test(absorbed.card.typeLine) && victimNp?.kind === 'object') {
    victimNp.attachments = [];
    c.roles.push({ prep: 'with', np: absorbed, time: null, chunks: [] });
    instrument = absorbed;
  }
  if (!instrument || instrument.kind !== 'object' || !instrument.card || !victimNp) {
    story.problem('unsupported', c.text, 'verb:steal');
    return;
  }
  const ids = objectsOf(story, victimNp, { create: true });
  if (!ids) return;
  const taker = !v.passive && c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const had = ids.map((id) => story.get(id)!.controller).find((p) => p !== null) ?? null;
  const caster: Side = taker ?? (had === 'A' ? 'B' : 'A');
  if (had === caster) {
    // "I stole my own bear": not a change of control this story can tell.
    story.problem('not-understood', c.text, 'steal-own');
    return;
  }
  for (const id of ids) story.get(id)!.controller ??= caster === 'A' ? 'B' : 'A';
  // 「奪ったばかりの」, "just stole": the control spell is cast in the story's turn, as told — which is what keeps
  // the creature from attacking (302.6: not controlled continuously since the turn began).
  story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'this-turn'));
  return castWith(story, c, instrument, caster, victimNp);
}

export function regenerate(story: Story, c: Clause): void {
  // (「《トロールの苦行者》の再生を起動した」: the creature whose regeneration it is.)
  const on = role(c, 'on', 'for', 'of');
  const said = c.object ?? on ?? (c.subject && !isPlayerish(c.subject) ? c.subject : null);
  // 「ダメージ前に再生の盾を張っておいた」, "I regenerate before damage": what is regenerated is not said — the
  // one creature of the player's the story has; with none or several, asked back.
  if (!said) {
    const who = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : 'A';
    const creature = (o: Story['objects'][number]): boolean => o.zone === 'battlefield' && o.cast !== true && (o.types.length === 0 ? o.card !== null : o.types.includes('Creature'));
    let mine = story.objects.filter((o) => o.controller === who && creature(o));
    // 「相手が《稲妻》を《リバー・ボア》に唱えた。私は再生能力を起動した」: else the one creature the spell just cast targets,
    // whose it is not told otherwise — the creature the shield is wanted for.
    const cast = story.lastCast === null ? undefined : story.events[story.lastCast.event];
    if (mine.length !== 1 && cast?.kind === 'cast') {
      const aimed = story.objects.filter((o) => cast.targets.includes(o.id) && creature(o) && (o.controller === who || o.controller === null));
      if (aimed.length === 1) mine = aimed;
    }
    // 「《蠢く骸骨》が3/3をブロックし、…再生した」: none told as the player's — the one card creature whose controller is not
    // told is theirs, as only a permanent's controller activates its abilities (602.2).
    const unowned = story.objects.filter((o) => o.controller === null && o.card !== null && creature(o));
    if (mine.length === 0 && unowned.length === 1 && who !== null) {
      unowned[0]!.controller = who;
      mine = unowned;
    }
    if (mine.length !== 1) {
      story.problem(mine.length === 0 ? 'unresolved' : 'ambiguous', c.text, mine.length === 0 ? 'what-it-refers-to' : 'which-one', mine.map((o) => o.words));
      return;
    }
    story.use(c.subject);
    story.mention(mine[0]!.id);
    if (inResponseToCast(story, c, [mine[0]!.id])) c.times.push('in-response');
    return shield(story, c, [mine[0]!.id], who);
  }
  const ids = objectsOf(story, said, { create: true });
  if (!ids) return;
  // "If I regenerate River Boa, …": a creature a player regenerates, whose controller the words don't say, is that
  // player's — a regeneration ability is activated by the permanent's controller (602.2) — never left for a spell asked
  // about later to be given to the wrong player ("you cast Murder targeting your River Boa").
  const by = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (by !== null) for (const id of ids) if (story.get(id)?.card !== null) story.get(id)!.controller ??= by;
  if (said === on) useRole(story, c, 'on', 'for', 'of');
  if (inResponseToCast(story, c, ids)) c.times.push('in-response');
  shield(story, c, ids, by);
}

/**
 * The shield told made. With a cost told for it ("I pay {B} to regenerate it", 602.2b) it is the activation of the
 * creature's own regeneration ability that the cost fits — checked against its card by the questions layer, never
 * taken as a shield from nowhere; else the shield as told (701.19a).
 */
function shield(story: Story, c: Clause, ids: string[], by: Side | null): void {
  const cost = ids.length === 1 ? takeCost(story, c, ids[0]) : null;
  if (!cost) {
    push(story, { kind: 'regenerate', ids }, c);
    return;
  }
  const player = by ?? story.get(ids[0]!)?.controller ?? 'A';
  push(story, { kind: 'activate', source: ids[0]!, player, targets: [], ...cost, effect: 'regenerate' }, c);
}

/**
 * "They cast Lightning Bolt on my Drudge Skeletons and I regenerate it", 「《稲妻》を撃ち、私は再生した」: a
 * regeneration told in the sentence that casts a spell at that creature, with nothing between them
 * (no "then", no "after it resolves"), is activated while the spell waits on the stack (117.3c): a
 * shield put on after the spell resolved would be put on a card in the graveyard (400.7), not what
 * anyone means by it (701.19a: the shield is there to replace the destruction).
 */
function inResponseToCast(story: Story, c: Clause, ids: readonly string[]): boolean {
  if (c.times.includes('in-response') || c.times.includes('later') || c.sub !== null) return false;
  const cast = story.lastCast;
  const e = cast === null ? undefined : story.events[cast.event];
  // 「相手が《稲妻》を唱えた。私は《リバー・ボア》を再生した」: told in the next sentence, nothing told between, it is still done
  // while the spell waits (701.19a, 614.8: the shield must be there when the spell resolves to replace its destruction).
  if (!cast || cast.event !== story.events.length - 1 || (cast.sentence !== c.sentence && cast.sentence !== c.sentence - 1) || e?.kind !== 'cast') return false;
  // A spell with no target ("casts Pyroclasm and I regenerate my Skeletons") may be what destroys it too.
  return e.targets.length === 0 || ids.some((id) => e.targets.includes(id));
}
