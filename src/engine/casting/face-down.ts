/**
 * Face-down objects (708) and spells that exist on the stack with alternative characteristics
 * (Adventures 715.3b, split-card halves 709.3b).
 *
 * A face-down object keeps the face-down values in `printed` (708.2: the values the rule lists are
 * its copiable values), so the layer system, targeting and "cast" triggers see only those
 * (708.4); the card's own values wait in `faceDown.card`. Its label is neutral ("face-down card 1"),
 * so the trace does not reveal which card it is: only its controller may look at it (708.5).
 *
 * A spell cast with alternative characteristics keeps the card's own values in `castFace.card`;
 * as soon as it leaves the stack it has the card's normal characteristics again (715.4, 709.4).
 * zones.ts calls `carryAcrossZoneChange` for every zone change to make both happen.
 */
import { currentObject } from '../objects.ts';
import { countEvent, emit, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { noPriorityStep, priorityOf } from '../stack/items.ts';
import { step } from '../trace.ts';
import type { Characteristics, GameObject, PlayerId, TurnFaceUpAction } from '../types.ts';
import { edit } from '../changes.ts';
import type { WritableObject } from '../changes.ts';

/** 702.37c / 708.2a: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost. */
export function faceDownCharacteristics(): Characteristics {
  return {
    name: '',
    manaCost: null,
    colors: [],
    types: ['Creature'],
    subtypes: [],
    supertypes: [],
    power: 2,
    toughness: 2,
    loyalty: null,
    defense: null,
    keywords: [],
    statics: [],
    unmodelled: [],
  };
}

/** A neutral, distinct label for a face-down object (708.6: face-down objects must be told apart). */
function faceDownLabel(objects: readonly GameObject[]): string {
  const used = new Set(objects.filter((o) => o.faceDown).map((o) => o.label));
  let n = 1;
  while (used.has(`face-down card ${n}`)) n++;
  return `face-down card ${n}`;
}

/** Turns a card face down (702.37c: before it is put on the stack, 708.4), hiding it from everyone but `knownTo`. */
export function turnFaceDown(run: Run, o: GameObject, knownTo: PlayerId[]): void {
  const card = o.faceDown ? o.faceDown.card : o.printed;
  const cardLabel = o.faceDown ? o.faceDown.cardLabel : o.label;
  const w = edit(run, o);
  w.label = faceDownLabel(run.state.objects);
  w.printed = faceDownCharacteristics();
  w.faceDown = { card, cardLabel, knownTo, via: 'morph' };
}

/** 708.5 / 406.3: may this player look at the face-down object? */
export function canLookAt(o: GameObject, player: PlayerId): boolean {
  return !o.faceDown || o.faceDown.knownTo.includes(player);
}

/**
 * What a zone change does to face-down status and alternative characteristics (called by zones.ts
 * with the object before and after the move):
 * - a card cast face down stays face down on the stack, and a face-down spell becomes a face-down
 *   permanent as it resolves (702.37c, 708.4);
 * - a face-down spell or permanent that goes anywhere else is revealed and is the card again (708.9);
 * - a spell cast with alternative characteristics has the card's normal ones once off the stack (715.4, 709.4).
 */
export function carryAcrossZoneChange(run: Run, old: GameObject, moved: GameObject): void {
  if (old.faceDown) {
    // Cast face down (it turned face down just before moving, 708.4), or a face-down spell resolving.
    if (moved.zone === 'stack' || (old.zone === 'stack' && moved.zone === 'battlefield')) {
      edit(run, moved).faceDown = { ...old.faceDown };
      return;
    }
    const w = edit(run, moved);
    w.printed = old.faceDown.card;
    w.label = old.faceDown.cardLabel;
    if (old.zone === 'stack' || old.zone === 'battlefield') {
      emit(run, step('face.revealed', ['708.9'], { object: old.label, card: old.faceDown.cardLabel, from: old.zone, to: moved.zone }));
    }
    return;
  }
  if (old.castFace && old.zone === 'stack') {
    const w = edit(run, moved);
    w.printed = old.castFace.card;
    w.label = old.castFace.cardLabel;
    emit(run, step('alt.face-restored', old.castFace.face === 'adventure' ? ['715.4'] : ['709.4'], { object: old.label, card: old.castFace.cardLabel, face: old.castFace.face }));
  }
}

/** What a face-down card in exile shows: nothing (406.3: it can't be examined). */
function hiddenCharacteristics(): Characteristics {
  return { ...faceDownCharacteristics(), types: [], power: null, toughness: null };
}

/**
 * A card a scenario describes as face down: in exile, exiled face down (406.3) and looked at only by
 * `knownTo`; on the battlefield, a face-down 2/2 permanent (708.2a) its controller may look at (708.5).
 */
export function setFaceDown(o: WritableObject, knownTo: readonly PlayerId[], all: readonly GameObject[]): void {
  const inExile = o.zone === 'exile';
  const card = o.printed;
  const cardLabel = o.label;
  o.label = faceDownLabel(all);
  o.printed = inExile ? hiddenCharacteristics() : faceDownCharacteristics();
  o.faceDown = { card, cardLabel, knownTo: inExile || knownTo.length > 0 ? [...knownTo] : [o.baseController], via: inExile ? 'exiled' : 'morph' };
}

/**
 * 702.37e / 116.2b: turning a face-down permanent face up is a special action its controller may
 * take any time they have priority; it doesn't use the stack. The morph (or megamorph) cost is paid
 * (mana payment is not simulated) and the permanent has its normal characteristics again; it is the
 * same object, so effects on it keep applying and its enters abilities don't trigger (708.8).
 * Megamorph adds a +1/+1 counter (702.37b). Returns the reason it can't, or null once done.
 */
function turnFaceUp(run: Run, o: GameObject, player: PlayerId, controller: PlayerId, holder: PlayerId): string | null {
  if (o.zone !== 'battlefield' || !o.faceDown) return 'not-face-down';
  if (controller !== player) return 'not-controller';
  // 116.2b needs priority, which nobody gets in the untap step (502.4) or, normally, the cleanup step (514.3).
  const none = noPriorityStep(run.state);
  if (none) return none.reason;
  if (holder !== player) return 'no-priority';
  const card = o.faceDown.card;
  const k = card.keywords.find((x) => /^(mega)?morph$/i.test(x.keyword.trim()));
  if (!k) return 'no-morph';
  const mega = /^megamorph$/i.test(k.keyword.trim());
  const faceDownLabelWas = o.label;
  const w = edit(run, o);
  w.printed = card;
  w.label = o.faceDown.cardLabel;
  delete w.faceDown;
  const rules = mega ? ['116.2b', '702.37e', '702.37b', '708.8'] : ['116.2b', '702.37e', '708.8'];
  emit(run, step('face.turned-up', rules, { player, object: faceDownLabelWas, card: o.label, cost: k.param ?? '', megamorph: mega }));
  if (mega) edit(run, o).counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) + 1;
  return null;
}

/** The `turn-face-up` action (702.37e): by default its controller turns it; an illegal attempt changes nothing and says why. */
export function performTurnFaceUp(run: Run, a: TurnFaceUpAction): void {
  const o = currentObject(run, a.object);
  const controller = layersOf(run).result.byId[o.id]?.controller ?? o.baseController;
  const player = a.player ?? controller;
  const reason = turnFaceUp(run, o, player, controller, priorityOf(run.state).player);
  if (reason !== null) {
    emit(run, step('face.cant-turn-up', ['702.37e'], { player, object: o.label, reason }));
    return;
  }
  countEvent(run);
}
