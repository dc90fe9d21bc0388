/**
 * Each event of a question's story as Scenario actions, in the order told (613.7: later effects get
 * later timestamps): attacks and blocks (508, 509), effects told as changes (611, 613), an
 * Equipment equipped by its ability (702.6a), the turn moving on (500.1), casts and activations
 * (story-casts.ts), and the plain events that are one action each (event-actions.ts).
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { ParsedQuestion, QEvent } from './types.ts';
import type { ActionList } from './action-list.ts';
import { controlledBy } from './control.ts';
import { modificationOf, selectorOf } from './scenario-objects.ts';
import { equipAbility } from './spell-abilities.ts';
import { endStepMatters, hasTriggers } from './story-timing.ts';
import { storyActions } from './event-actions.ts';
import { checkAskedSource } from './action-sources.ts';
import { activateAbility, castSpell } from './story-casts.ts';
import { wordsFor } from './locales/index.ts';
import { causeAt, isResult } from '../language/results.ts';
import type { EffectInput, ObjectInput } from './scenario-input.ts';

/** The objects the story tells as entering the battlefield (`enter` events): not on it as the story starts. */
export function enteringIds(q: Pick<ParsedQuestion, 'events'>): ReadonlySet<string> {
  return new Set(q.events.flatMap((e) => (e.kind === 'enter' ? e.ids : [])));
}

/** Adds the actions of one event of the story, in the order told. */
export function addEvent(list: ActionList, e: QEvent, lang: Lang, objects: ObjectInput[]): void {
  // Anything told "in response" happens with the stack still full; anything else waits for it to resolve.
  // (Damage told as dealt together with the damage before it is part of that event: nothing resolves between them.)
  if (e.kind !== 'cast' && e.kind !== 'activate' && !(e.kind === 'damage' && e.together === true) && !list.q.responses?.has(e)) list.resolveStack();
  perform(list, e, lang, objects);
  // What happened may have triggered abilities (603.2): they go on the stack and resolve before
  // the story goes on, or at its end (117.4). Attacks and blocks too: abilities triggered by declaring
  // them (exalted, "whenever … attacks/blocks") resolve in that same step, before the next one begins
  // (508.2b, 509.2a, 500.2) — so before blockers are declared and before combat damage.
  if (hasTriggers(list.q) && e.kind !== 'moment') {
    if (e.kind !== 'cast' && e.kind !== 'activate') list.triggersOnly ||= !list.stackOpen;
    list.stackOpen = true;
  }
}

/**
 * A told result (language/results.ts) makes nothing happen: the action it follows already did it, and the
 * answer checks it against the run (claims.ts). A result of combat is what its combat damage did (510.2):
 * the damage is dealt here, before anything told after it. (A told death still adds its premise move,
 * event-actions.ts.)
 */
function toldResult(list: ActionList, e: QEvent): void {
  if (causeAt(list.q.events, list.q.events.indexOf(e))?.cause.kind === 'combat') list.combatDamage();
}

function perform(list: ActionList, e: QEvent, lang: Lang, objects: ObjectInput[]): void {
  if (isResult(e)) {
    toldResult(list, e);
    if (e.kind !== 'dies') return;
  }
  switch (e.kind) {
    case 'attack':
      return attack(list, e);
    case 'block':
      return block(list, e);
    case 'change':
      return change(list, e, lang, objects);
    case 'counters':
    case 'destroy':
    case 'exile':
    case 'sacrifice':
    case 'remove-from-combat':
    case 'bounce':
    case 'dies':
    case 'return':
    case 'life':
    case 'draw':
    case 'prevent':
    case 'double':
      list.actions.push(...storyActions(list.q, e));
      return;
    case 'regenerate':
      checkAskedSource(list, e, objects);
      list.actions.push(...storyActions(list.q, e));
      return;
    case 'damage':
      return damage(list, e, lang);
    case 'attach':
      return attach(list, e, objects);
    case 'resolve':
      // (add() has already let the stack resolve: this event is not told "in response".)
      return;
    case 'survives-told':
      // A survival told is a claim: checked apart (claims.ts toldSurvivals), nothing happens.
      return;
    case 'size-told':
      // A size told as reached makes nothing happen (the stack has resolved: add()); it is checked or used apart (size-claims.ts).
      return;
    case 'end-turn':
      return endTurn(list);
    case 'moment':
      return list.advanceTo(e.moment);
    case 'first-strike-damage':
      return list.firstStrikeDamage();
    case 'combat-damage':
      // Told as dealt: the combat damage step is here, before anything told after it (510.2).
      return list.combatDamage();
    case 'enter':
      // A token created, or an object told entering that wasn't there (111.1, 111.4): it enters now, with what it
      // was told to be, and what its entering triggers triggers (603.2, 603.6a).
      for (const id of e.ids) {
        const o = list.entering.get(id);
        if (o) list.actions.push({ kind: 'create', object: { ...o, token: e.token } });
      }
      return;
    case 'cast':
      return castSpell(list, e, lang, objects);
    case 'activate':
      return activateAbility(list, e, objects, lang);
    default:
      return assertNever(e);
  }
}


/**
 * Only the active player declares attackers (508.1): an attack by the other player, told after that
 * player's opponent cast a noninstant spell (which only its caster's main phase allows, 117.1a),
 * happens on the attacking player's next turn.
 */
function attack(list: ActionList, e: Extract<QEvent, { kind: 'attack' }>): void {
  const side = controlledBy(list.q, list.q.things.find((t) => t.id === e.attackers[0]), list.q.events.indexOf(e)) ?? null;
  if (side && side !== list.clock.turn && !list.told) list.laterTurn(side, 'combat', e.attackers[0]!);
  return list.declareAttack(e.attackers, e.target, e.attacked ?? {});
}

/** Blocks told one by one are one declaration of blockers (509.1a): each blocker with every attacker it is told to block. */
function block(list: ActionList, e: Extract<QEvent, { kind: 'block' }>): void {
  if (!list.blockAction) {
    list.blockAction = { kind: 'declare-blockers', blockers: [] };
    list.actions.push(list.blockAction);
  }
  for (const bl of e.blockers) {
    const existing = list.blockAction.blockers.find((x) => x.object === bl);
    if (existing) existing.blocks.push(e.attacker);
    else list.blockAction.blockers.push({ object: bl, blocks: [e.attacker] });
  }
}

/** Damage told; told as dealt at the same time as the damage before it (language/simultaneous.ts): one event with it (704.3, 104.4a). */
function damage(list: ActionList, e: Extract<QEvent, { kind: 'damage' }>, lang: Lang): void {
  const prev = list.actions.at(-1);
  if (e.together === true) {
    // (Anything made between them — a trigger resolved — would part them: refused naming the words, never dealt one after the other.)
    if (prev?.kind !== 'damage' || prev.combat === true) {
      list.undescribed ??= wordsFor(lang).atTheSameTime;
      return;
    }
    prev.with = [...(prev.with ?? []), ...[e.target, ...(e.also ?? [])].map((target) => ({ source: e.source, target, amount: e.amount }))];
    return;
  }
  list.actions.push(...storyActions(list.q, e));
}

/**
 * "I equip Skullclamp to my 1/1": a player attaches an Equipment by activating its equip ability
 * (702.6a) — on the stack, at sorcery speed (602.5d), targeting a creature they control — not by fiat.
 */
function attach(list: ActionList, e: Extract<QEvent, { kind: 'attach' }>, objects: ObjectInput[]): void {
  const equip = e.by !== undefined ? equipAbility(objects.find((x) => x.id === e.attachment)) : null;
  if (e.by !== undefined && equip !== null) {
    list.settleTriggers(e);
    if (e.by !== list.priority) list.actions.push({ kind: 'pass' });
    list.actions.push({ kind: 'activate', object: e.attachment, player: e.by, ability: equip.index, targets: { [equip.word]: [e.to] } });
    list.priority = e.by;
    list.stackOpen = true;
    return;
  }
  list.actions.push({ kind: 'attach', object: e.attachment, to: e.to });
}

/**
 * The turn told as ending: a combat declared and not yet dealt its damage is dealt it first, then the
 * turn ends at its cleanup step (514). When anything in the question could trigger at the beginning
 * of the end step (513.1a, 603.7: a printed or delayed "at the beginning of the [next] end step", or
 * unread text that speaks of the end step), the end step is walked first so it does (500.1: no step
 * is skipped), never told as an event that doesn't happen.
 */
function endTurn(list: ActionList): void {
  list.combatDamage();
  if (endStepMatters(list.q) && list.clock.step !== 'end' && list.clock.step !== 'cleanup') {
    list.moved = true;
    list.advanceTo({ turn: list.clock.turn, step: 'end', next: false });
  }
  list.actions.push({ kind: 'end-turn' });
  list.clock.step = 'cleanup';
}

/**
 * An effect told as a change ("my 2/2 gets +1/+1 until end of turn", 611): applied at this point of the
 * story; one told as a static ability is a permanent that has it, arriving here (613.7a).
 */
function change(list: ActionList, e: Extract<QEvent, { kind: 'change' }>, lang: Lang, objects: ObjectInput[]): void {
  // (A change is to objects' characteristics, 613.1; one told of a player — no reading makes one — is refused, naming its words.)
  if (e.ref.kind === 'player') {
    list.undescribed ??= e.text;
    return;
  }
  const effect: EffectInput = { text: e.text, affects: selectorOf(e.ref), modifications: e.changes.map(modificationOf), controller: 'A' };
  if (e.untilEndOfTurn) effect.duration = { kind: 'end-of-turn' };
  if (e.static && !e.untilEndOfTurn) {
    // A static ability ("creatures you control get +1/+1"): a permanent that has it, arriving
    // at this point of the story (613.7a: its timestamp is when it entered).
    // "Other creatures you control get +1/+1" told without what has it: whether an object the
    // question names is its holder (then unaffected, 613.1) or another permanent is, isn't said —
    // asked back, never guessed.
    const f = effect.affects.kind === 'filter' ? effect.affects : undefined;
    if (f?.other === true && objects.some((o) => (o.zone ?? 'battlefield') === 'battlefield' && (o.types ?? []).some((t) => (f.types ?? ['Creature']).includes(t)))) list.needsHolder ??= e.text;
    list.anthem++;
    const source = { id: `s${list.anthem}`, name: wordsFor(lang).staticSource(list.anthem), types: ['Enchantment'], controller: 'A', statics: [{ text: e.text, affects: effect.affects, modifications: effect.modifications }] };
    if (list.actions.length === 0) objects.push(source);
    else list.actions.push({ kind: 'create', object: { ...source, token: false } });
  } else list.actions.push({ kind: 'apply-effect', effect });
}
