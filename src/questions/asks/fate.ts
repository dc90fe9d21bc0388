/**
 * Where an object ends up: "does it die?" (700.4), "where does it go?", "does it go to the graveyard?",
 * "does it return?" — each zone change making a new object (400.7).
 */
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { fateOf, idsOf, startSize, labelsOf, ownerIn } from './view.ts';
import { fateOf as engineFate } from '../../engine/fates.ts';
import { because, decisiveStep, zeroToughness } from './reasons.ts';
import { assertNever } from '../../core/result.ts';
import { meets } from './compare.ts';
import { labelMapFor } from '../../render/trace-format.ts';
import { renderWords } from '../../render/locales/index.ts';
import { killedBy } from './kill-cause.ts';
import { verdictWords } from '../locales/verdict-lines.ts';
import { askRecast } from './recast.ts';
import { controlledBy } from '../control.ts';

/**
 * Nothing asked but what happens: the zones and players compared across readings. Asked as which die
 * ("What dies?"), a run in which nothing died says so (700.4); asked as which survive or remain, the permanents
 * still on the battlefield, never having left it, are named, or that none is (400.7: one that left and came back is new).
 */
export function askOutcome(a: Extract<Ask, { kind: 'outcome' }>, ctx: AskContext): AskResult {
  const { view, q, r, w } = ctx;
  const zones = q.things.map((t) => `${t.id}:${fateOf(view, t.id).zone}`);
  const players = r.final.players.map((p) => `${p.id}:${p.life}:${p.poison}:${p.lost !== null}`);
  const value = JSON.stringify({ zones, players });
  const counted = (q.whAsks ?? []).some((x) => x.ask === a && x.wh === 'how-many');
  /** "2." / 「2体です。」 and, when there are any, the words that name them ('' names none). */
  const countLine = (ids: readonly string[], naming: string): string => `${w.fate.count(ids.length, ids.every((id) => isCreature(view, id)))}${ids.length > 0 ? naming : ''}`;
  switch (a.about) {
    case undefined:
      return { verdict: null, lead: '', value };
    case 'dies': {
      const died = r.events.flatMap((e) => (e.kind === 'zone-changed' && e.dies === true ? [e.object] : [])).filter((id) => inGroup(ctx, a.among, id));
      // "How many creatures die?", 「何体死ぬ？」: the count, then what died (issue 16: a count asked is a count answered).
      // Of a narrowed group ("how many of my creatures"), those that died are named, as the full list names them all.
      // (A token the run made has no label of the question's: then only the count is said here, and the reply's list of
      // what died, which names every object, names it.)
      const labelled = died.every((id) => view.built.labels.has(id));
      const named = a.among && labelled ? ` ${w.fate.diedAmong(died.map((id) => ctx.label(id)))}` : '';
      // "Do two creatures die?": yes when that many did (or as compared), then how many did.
      const tally = countLine(died, named);
      if (a.count) {
        const yes = meets(died.length, a.count.n, a.count.cmp);
        return { verdict: yes ? 'yes' : 'no', lead: `${ctx.yes(yes)}${tally}`, value: `${value}:${died.length}` };
      }
      if (counted) return { verdict: null, lead: tally, value: `${value}:${died.length}` };
      if (a.among) return { verdict: null, lead: labelled ? named.trim() : w.fate.count(died.length, true), value: `${value}:${died.join(',')}` };
      return died.length > 0 ? { verdict: null, lead: '', value } : { verdict: null, lead: w.fate.nothingDies, value: `${value}:none` };
    }
    case 'survives': {
      // (Of every permanent the question has, not only creatures: 「何が残る？」 asks of an enchantment too.)
      const alive = q.things.filter((t) => {
        const f = fateOf(view, t.id);
        return f.wasOnBattlefield && !f.died && f.zone === 'battlefield' && inGroup(ctx, a.among, t.id);
      });
      const names = alive.map((t) => ctx.label(t.id));
      const tally = countLine(alive.map((t) => t.id), ` ${w.fate.stillThere(names)}`);
      if (a.count) {
        const yes = meets(alive.length, a.count.n, a.count.cmp);
        return { verdict: yes ? 'yes' : 'no', lead: `${ctx.yes(yes)}${tally}`, value: `${value}:${alive.map((t) => t.id).join(',')}` };
      }
      const lead = counted ? tally : alive.length === 0 ? (a.among ? w.fate.noneSurvivesAmong : w.fate.nothingSurvives) : w.fate.stillThere(names);
      return { verdict: null, lead, value: `${value}:${alive.map((t) => t.id).join(',')}` };
    }
    case 'remains':
      return remaining(a, ctx, value, counted, countLine);
    default:
      return assertNever(a.about);
  }
}

/**
 * 「私の場には何が残りますか」 "What remains?": every permanent on the battlefield when the run ends (400.1) — those that
 * never left, a token made during the story, a card that left and came back (a new object, 400.7) — in the group asked.
 */
function remaining(a: Extract<Ask, { kind: 'outcome' }>, ctx: AskContext, value: string, counted: boolean, countLine: (ids: readonly string[], naming: string) => string): AskResult {
  const { view, r, w, lang, computed } = ctx;
  const labelMap = labelMapFor(view.labels, lang);
  // (Each object followed through its zone changes, 400.7: a token the run made is one of the fates too.)
  const there = r.fates.filter((x) => x.now?.zone === 'battlefield' && inGroup(ctx, a.among, x.id));
  // A token the run made has only its engine label: named with its controller, as the token line says it (111.2).
  const name = (fate: (typeof there)[number]): string => {
    if (view.built.labels.has(fate.id)) return ctx.label(fate.id);
    const o = r.final.objects.find((x) => x.id === fate.now!.id);
    const label = o ? (labelMap.get(o.label) ?? renderWords(lang).answer.tokenLabel(o.label) ?? o.label) : fate.id;
    const side = computed.get(fate.now!.id)?.controller;
    return side === 'A' || side === 'B' ? w.remains.owned(side, label) : label;
  };
  const names = there.map(name);
  const ids = there.map((x) => x.now!.id);
  const lead = counted ? countLine(there.map((x) => x.id), ` ${w.fate.stillThere(names)}`) : there.length === 0 ? w.fate.nothingRemains : w.fate.stillThere(names);
  return { verdict: null, lead, value: `${value}:${ids.join(',')}` };
}

/**
 * Whether the object is in the group a which/how-many question narrowed to: controlled by that player as the
 * question set it up (a creature stolen in the story is asked of by whose it was said to be), attacking or
 * blocking in the story's combat (508.1, 509.1). No group: every object is.
 */
function inGroup(ctx: AskContext, among: Extract<Ask, { kind: 'outcome' }>['among'], id: string): boolean {
  if (!among) return true;
  const thing = ctx.q.things.find((t) => t.id === id);
  // (An object the run made — a token created in the story — is its creator's: it entered under their control, 111.2.)
  const created = ctx.r.events.find((e) => e.kind === 'created' && e.object === id);
  const controller = thing?.controller ?? (created?.kind === 'created' ? created.controller : null);
  if (among.side !== undefined && controller !== among.side) return false;
  const attacked = ctx.q.events.some((e) => e.kind === 'attack' && e.attackers.includes(id)) || ctx.r.events.some((e) => e.kind === 'attacked' && e.object === id);
  const blocked = ctx.q.events.some((e) => e.kind === 'block' && e.blockers.includes(id)) || ctx.r.events.some((e) => e.kind === 'blocked' && e.object === id);
  if (among.role === 'attacker' && !attacked) return false;
  if (among.role === 'blocker' && !blocked) return false;
  return true;
}

/** Whether the question's thing was set up as a creature. */
function isCreature(view: AskContext['view'], id: string): boolean {
  const o = (view.built.scenario.objects as { id: string; types?: unknown }[]).find((x) => x.id === id);
  return Array.isArray(o?.types) && o.types.includes('Creature');
}

/** "Does it die?", "does it survive?" (700.4). */
export function askDies(a: Extract<Ask, { kind: 'dies' }>, ctx: AskContext): AskResult {
  const { view, q, lang, w, label, yes, r, computed } = ctx;
  const f = fateOf(view, a.id);
  // "Does it survive?" of a permanent that left the battlefield without dying (exiled, bounced):
  // it didn't die, yet it isn't on the battlefield — either verdict could be read as wrong, so none.
  const leftAlive = !f.died && f.wasOnBattlefield && f.zone !== 'battlefield';
  // "Does only my 2/2 die?": no when another creature of the question dies too ("only … survive": survives too).
  const others = a.only === true ? othersAlike(view, q, a.id, a.positive) : [];
  // (Whether a spell removed it is asked only of "does it survive?" of one that left the battlefield alive.)
  const verdict = !a.positive && leftAlive ? (removedBySpell(a, ctx, f.zone) ? 'no' : null) : f.died === a.positive && others.length === 0 ? 'yes' : 'no';
  const c = computed.get(f.finalId);
  const dmg = r.final.objects.find((o) => o.id === f.finalId)?.damage ?? 0;
  const name = label(a.id);
  const y = yes(verdict === 'yes');
  let lead: string;
  if (f.died) lead = because(`${y}${w.fate.died(name)}`, zeroToughness(view, a.id), view, lang);
  else if (f.zone === 'battlefield') {
    // Its P/T only when it changed (issue 16); the damage it survived when there is some.
    const start = startSize(view, a.id);
    const sized = c && !q.things.find((t) => t.id === a.id)?.sizeAssumed;
    const size = sized && start && (c.power !== start.power || c.toughness !== start.toughness) ? `${c.power}/${c.toughness}` : '';
    // 702.12b: indestructible is why it survived something that destroys.
    const named = labelsOf(view, a.id);
    lead = because(`${y}${w.fate.survives(name, size, dmg)}`, decisiveStep(view, 'indestructible.survives', (p) => named.has(String(p.object))), view, lang);
  } else if (!f.wasOnBattlefield) lead = `${y}${w.fate.neverOnBattlefield(name)}`;
  else lead = `${y}${w.fate.leftAlive(name, f.zone)}`;
  if (f.died === a.positive && others.length > 0) lead = `${lead} ${w.fate.others(others.map(label), a.positive)}`;
  // "Does Shock kill it?", "Does the damage kill it?": a death by another cause than the one said is no "yes" (kill-cause.ts).
  if ((a.by !== undefined || a.damage === true) && a.positive && f.died) {
    const said = a.by !== undefined ? label(a.by) : null;
    const cause = killedBy(a, view);
    const dies = lead.startsWith(yes(true)) ? lead.slice(yes(true).length) : lead;
    if (cause === 'undecided') return { verdict: null, lead: dies, value: `died:undecided`, undecided: verdictWords(lang).causeUndecided(name, said, a.damage === true) };
    if (cause === 'no') return { verdict: 'no', lead: `${yes(false)}${dies} ${verdictWords(lang).notThatCause(said, a.damage === true)}`, value: 'died:other-cause' };
  }
  if (a.destroyed === true) return askDestroyed(a, ctx, lead);
  return { verdict, lead, value: `${f.died}:${f.zone}${a.only === true ? `:${others.join(',')}` : ''}` };
}

/**
 * "Does the shield save it from Swords to Plowshares?": exiled as the spell it is saved from resolved, it wasn't saved.
 * The threat unsaid — "Swords to Plowshares is cast at my River Boa and I regenerate it. Does it survive?" — a spell of
 * another player than its controller's that exiled it (or put it in a library) as it resolved: the question is of
 * surviving that removal. One that returned it to a hand took nothing from its owner: no such spell.
 */
function removedBySpell(a: Extract<Ask, { kind: 'dies' }>, ctx: AskContext, zone: string): boolean {
  const { view, q, r } = ctx;
  const threats = a.from !== undefined ? [a.from] : zone === 'hand' ? [] : opposingSpells(r.events, controlledBy(q, q.things.find((t) => t.id === a.id)) ?? null);
  return threats.some((s) => movedByResolving(r.events, s, idsOf(view, a.id)));
}

/** The spells cast in the run by a player other than `controller` (none when whose it is isn't known). */
function opposingSpells(events: AskContext['r']['events'], controller: string | null): string[] {
  if (controller === null) return [];
  return events.flatMap((e) => (e.kind === 'cast' && e.player !== controller ? [e.spell] : []));
}

/**
 * Whether one of the objects `ids` left the battlefield while the spell `spell` (the question's id: followed through
 * its move to the stack, 400.7) was resolving (608.2), before the next item began to resolve: the spell's own effect moved it.
 */
function movedByResolving(events: AskContext['r']['events'], spell: string, ids: ReadonlySet<string>): boolean {
  const chain = new Set([spell]);
  let resolving = false;
  for (const e of events) {
    if (e.kind === 'zone-changed' && chain.has(e.object)) chain.add(e.newId);
    if (e.kind === 'resolved') resolving = e.source !== null && chain.has(e.source);
    else if (resolving && e.kind === 'zone-changed' && ids.has(e.object) && e.from === 'battlefield') return true;
  }
  return false;
}

/**
 * "Is it destroyed?", 「破壊される？」 (701.8): yes only when the run destroyed it — a "destroy" effect or lethal or
 * deathtouch damage (704.5g-h); a creature that died of 0 toughness (704.5f), was sacrificed or exiled, or survived
 * as indestructible (702.12b) was not. `how`: the fate line, said after. Asked with "only", it is not answered.
 */
function askDestroyed(a: Extract<Ask, { kind: 'dies' }>, ctx: AskContext, how: string): AskResult {
  const { view, w, label, yes, r } = ctx;
  const ids = idsOf(view, a.id);
  const destroyed = r.events.some((e) => e.kind === 'destroyed' && ids.has(e.object));
  const verdict = destroyed === a.positive ? 'yes' : 'no';
  const name = label(a.id);
  const y = yes(verdict === 'yes');
  // (The fate line without its own yes or no: the verdict here is of destruction.)
  const fate = how.startsWith(yes(true)) ? how.slice(yes(true).length) : how.startsWith(yes(false)) ? how.slice(yes(false).length) : how;
  const lead = destroyed ? `${y}${w.fate.destroyed(name)}` : `${y}${w.fate.notDestroyed(name, fate)}`;
  return { verdict, lead, value: `destroyed:${destroyed}:${fateOf(view, a.id).zone}` };
}

/** The question's other creatures that died (`died`), or that were on the battlefield and are still there. */
function othersAlike(view: AskContext['view'], q: AskContext['q'], id: string, died: boolean): string[] {
  return q.things
    .map((t) => t.id)
    .filter((other) => other !== id && isCreature(view, other))
    .filter((other) => {
      const f = fateOf(view, other);
      return died ? f.died : f.wasOnBattlefield && !f.died && f.zone === 'battlefield';
    });
}

/**
 * "Does it go to the graveyard?", "does it end up in exile?": was it put into that zone in the run (a token
 * is, before it ceases to exist there, 111.7). "Does it stay on the battlefield?": it never left; one that
 * left and came back is a new object (400.7), which neither yes nor no would say: no verdict.
 */
function zoneVerdict(ctx: AskContext, id: string, to: string, stay: boolean, kept = false, asked?: Side): AskResult {
  const { view, w, yes } = ctx;
  const name = ctx.label(id);
  const fate = engineFate(view.resolution.fates, id);
  const f = fateOf(view, id);
  const moves = fate?.moves ?? [];
  // (Something never on the battlefield neither stays there nor leaves it.)
  if (stay && fate?.start !== 'battlefield') return { verdict: null, lead: '', value: `never:${f.zone}` };
  if (stay) {
    if (moves.length === 0 && f.zone === 'battlefield') return { verdict: 'yes', lead: `${yes(true)}${w.fate.stays(name)}`, value: 'stays' };
    if (f.zone === 'battlefield') return { verdict: null, lead: w.fate.leftAndCameBack(name), value: 'back' };
    return { verdict: 'no', lead: `${yes(false)}${w.fate.leaves(name, f.zone)}`, value: f.zone };
  }
  // 「手札に残る？」: there when the story ends — a token put into a hand ceased to exist there (111.7, 704.5d).
  // (A spell that never entered — countered — was not put onto the battlefield at all, 608.3a.)
  if (kept && to === 'battlefield' && f.zone !== to && !moves.some((m) => m.to === to)) return { verdict: 'no', lead: `${yes(false)}${w.fate.notPutInto(name, to, f.zone)}`, value: `false:${f.zone}` };
  if (kept) return f.zone === to ? { verdict: 'yes', lead: `${yes(true)}${w.fate.keptIn(name, to)}`, value: `kept:${to}` } : { verdict: 'no', lead: `${yes(false)}${w.fate.notKeptIn(name, to, f.zone)}`, value: `kept:${f.zone}` };
  const went = moves.some((m) => m.to === to) || (moves.length === 0 && f.zone === to);
  // "Path of Exile on my Wall, I Cloudshift it in response: is it exiled?": exiled and returned to the battlefield (a
  // blink) is asked of the exile that would keep it — it doesn't stay there; the one back is a new object (400.7).
  const blinked = to === 'exile' && f.zone === 'battlefield' && moves.some((m, i) => m.to === 'exile' && moves.slice(i + 1).some((n) => n.from === 'exile' && n.to === 'battlefield'));
  if (blinked) return { verdict: 'no', lead: `${yes(false)}${w.fate.exiledAndBack(name)}`, value: 'exiled-and-back' };
  // "Does it go to my graveyard?": into its owner's (400.3), which may not be the player's the question named.
  const owner = went && asked !== undefined ? ownerIn(ctx, id) : null;
  if (owner !== null && owner !== asked) return { verdict: 'no', lead: `${yes(false)}${w.fate.ownersZone(name, to, owner, asked!)}`, value: `owner-${owner}:${to}` };
  const lead = `${yes(went)}${went ? w.fate.putInto(name, to, f.zone) : w.fate.notPutInto(name, to, f.zone)}`;
  return { verdict: went ? 'yes' : 'no', lead, value: `${went}:${f.zone}` };
}

/**
 * "Is it gone for good?": off the battlefield when the story ends. One that left and came back (persist, 702.79a; a
 * flicker) is there again, as a new object (400.7): no. One never on the battlefield is no question of this: no verdict.
 */
function goneVerdict(ctx: AskContext, id: string): AskResult {
  const { view, w, yes } = ctx;
  const name = ctx.label(id);
  const fate = engineFate(view.resolution.fates, id);
  const f = fateOf(view, id);
  if (fate?.start !== 'battlefield') return { verdict: null, lead: '', value: `never:${f.zone}` };
  if (f.zone === 'battlefield') {
    const left = (fate.moves ?? []).length > 0;
    return { verdict: 'no', lead: `${yes(false)}${left ? w.fate.leftAndCameBack(name) : w.fate.stays(name)}`, value: left ? 'back' : 'stays' };
  }
  return { verdict: 'yes', lead: `${yes(true)}${w.fate.leaves(name, f.zone)}`, value: f.zone };
}

/** "Where does it end up?", "does it go to the graveyard?", "does it stay on the battlefield?". */
export function askZone(a: Extract<Ask, { kind: 'zone' }>, ctx: AskContext): AskResult {
  const { view, w, label, r } = ctx;
  const f = fateOf(view, a.id);
  if (a.recast) return askRecast(a, ctx);
  if (a.gone) return goneVerdict(ctx, a.id);
  if (a.to) return zoneVerdict(ctx, a.id, a.to, a.stay === true, a.kept === true, a.whose);
  // A token put into a zone other than the battlefield ceases to exist there (111.7, 704.5d): where it
  // went is said, then that it is gone — "ends up in nowhere" hid whether it died or was exiled.
  const went = f.zone === 'gone' && f.lastTo && f.lastTo !== 'battlefield' ? f.lastTo : null;
  // A card in a graveyard, hand or library is in its owner's (400.3): whose is said (「誰の墓地？」), as the
  // English "its owner's graveyard" says it.
  const owner = f.zone === 'graveyard' || f.zone === 'hand' || f.zone === 'library' ? r.final.objects.find((x) => x.id === f.finalId)?.owner : undefined;
  const whose = owner === 'A' || owner === 'B' ? owner : null;
  // One that left the battlefield and came back (a flicker, an exile until its exiler left) is a new object
  // there (400.7): "still on the battlefield" would say it never left. One that only came onto it (a permanent
  // spell that resolved, 608.3) never left it: said so, never as leaving and coming back.
  const moves = engineFate(view.resolution.fates, a.id)?.moves ?? [];
  const back = f.zone === 'battlefield' && moves.some((m) => m.from === 'battlefield');
  const entered = f.zone === 'battlefield' && !back && moves.length > 0;
  const lead = went ? w.fate.tokenCeased(label(a.id), went) : back ? w.fate.leftAndCameBack(label(a.id)) : entered ? w.fate.entered(label(a.id)) : w.fate.endsIn(label(a.id), f.zone, whose);
  return { verdict: null, lead, value: f.zone };
}

/** "Does it return to the hand / the battlefield?". */
export function askReturns(a: Extract<Ask, { kind: 'returns' }>, ctx: AskContext): AskResult {
  const { view, w, label, yes } = ctx;
  const f = fateOf(view, a.id);
  // ("Do I get it back?": to its owner's hand is getting it back as much as to the battlefield.)
  if (a.to === 'hand' || (a.back === true && f.zone === 'hand' && f.finalId !== a.id)) {
    // A token returned to its owner's hand gets there, then ceases to exist (111.7, 704.5d).
    const ceased = f.zone === 'gone' && f.lastTo === 'hand';
    if (ceased) return { verdict: 'yes', lead: `${yes(true)}${w.fate.returnedThenCeased(label(a.id))}`, value: 'true:ceased' };
    const inHand = f.zone === 'hand' && f.finalId !== a.id;
    // Whose hand, by name: under a control change the owner isn't the controller told (108.3, 400.3).
    const owner = view.resolution.final.objects.find((o) => o.id === f.finalId)?.owner;
    const whose = owner === 'A' || owner === 'B' ? owner : null;
    // "Does it return to my hand?" of the opponent's card: to its owner's hand (400.3), not the one asked of.
    if (inHand && a.whose !== undefined && whose !== null && whose !== a.whose) return { verdict: 'no', lead: `${yes(false)}${w.fate.ownersZone(label(a.id), 'hand', whose, a.whose)}`, value: `owner-${whose}:hand` };
    return { verdict: inHand ? 'yes' : 'no', lead: `${yes(inHand)}${w.fate.returnsToHand(label(a.id), inHand, whose)}`, value: `${inHand}:${f.zone}` };
  }
  const back = f.zone === 'battlefield' && f.finalId !== a.id;
  return { verdict: back ? 'yes' : 'no', lead: `${yes(back)}${w.fate.returnsToBattlefield(label(a.id), back)}`, value: `${back}:${f.zone}` };
}
