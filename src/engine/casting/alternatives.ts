/**
 * The characteristics a spell is cast with, and from where (601.3, 601.3e). cast.ts makes one
 * `AlternativeCast` per cast, before anything is judged:
 *
 * - which characteristics: the card's own, its Adventure (715.3a: only those are evaluated), one
 *   half of a split card (709.3a), or a 2/2 face-down creature by morph (702.37c, 708.4: effects
 *   and prohibitions see only the face-down characteristics);
 * - the card takes them at once, so the layer system cast.ts runs next applies the continuous
 *   effects that would apply to it once it has them (601.3e) — this is how an effect granting
 *   flashback to instant cards in a graveyard applies to an Adventure;
 * - whether a rule or effect allows casting it from its zone (permissions-zone.ts);
 * - the cost paid instead of the mana cost: {3} for morph, a flashback cost, or nothing at all
 *   for "without paying its mana cost" (118.9).
 *
 * A rewound cast gives the card its own characteristics back; face-down.ts gives them back when
 * the spell leaves the stack (715.4, 709.4) or reveals a face-down one (708.9).
 */
import { canBeCastFaceDown } from '../keywords/morph.ts';
import { assertNever } from '../../core/result.ts';
import { emit, nextTimestamp } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { StepOf } from '../trace-params.ts';
import type { CardFace, CastFace, Characteristics, Computed, GameObject, ObjectFilter, PlayerId, StackAction, Zone, ZoneChangeReplacement } from '../types.ts';
import { moveObject } from '../zones.ts';
import { canLookAt, faceDownCharacteristics, turnFaceDown } from './face-down.ts';
import { manaValue } from './mana.ts';
import { zonePermission } from './permissions-zone.ts';
import { edit } from '../changes.ts';
import { payFromHand } from './hand-costs.ts';

/** The one mana-value calculation (202.3) lives in mana.ts; re-exported for existing importers. */
export { manaValue };

type Cast = Extract<StackAction, { kind: 'cast' }>;

/** Why a cast is illegal (same shape as checks.ts's Problem: a reason key, a detail and the rule). */
export interface AltProblem {
  reason: string;
  detail: string;
  rule: string;
}

/** A cast instructed or allowed by a resolving spell or ability (608.2g), passed to cast.ts by during-resolution.ts. */
export interface CastVia {
  /** The label of the resolving spell or ability. */
  by: string;
  /** The zones the effect lets the card be cast from. */
  zones: Zone[];
  /** Only a spell matching this, judged on the characteristics it would have (601.3e). */
  filter?: ObjectFilter;
  /** Only a spell with one of these supertypes ("a legendary spell"). */
  supertypes?: string[];
  /** "Without paying its mana cost" (118.9). */
  free: boolean;
  /** An alternative cost paid rather than the mana cost (madness, 702.35a). */
  cost?: { cost: string; name: string };
  /** Cascade: the resulting spell's mana value must be less than this (702.85a). */
  manaValueBelow?: number;
  /** The rules the permission comes from (608.2g, 702.85a …). */
  rules: string[];
}

/** The characteristics of an Adventure or a split half on the stack (715.3b, 709.3b): the face's, nothing of the rest. */
function faceCharacteristics(face: CardFace): Characteristics {
  return {
    name: face.name,
    manaCost: face.manaCost,
    colors: [...face.colors],
    types: [...face.types],
    subtypes: [...(face.subtypes ?? [])],
    supertypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    keywords: [...(face.keywords ?? [])],
    statics: [],
    unmodelled: [],
    ...(face.spell ? { spell: face.spell } : {}),
  };
}

/** The card's own characteristics (a face-down card exiled face down is cast face up, 601.3f). */
function cardOf(o: GameObject): Characteristics {
  return o.faceDown ? o.faceDown.card : o.printed;
}

/** The characteristics for the chosen face, or why that face can't be chosen. */
function charsFor(o: GameObject, face: CastFace): Characteristics | AltProblem {
  const card = cardOf(o);
  switch (face) {
    case 'normal':
      // 709.3: a split card is cast as one of its halves (fuse is not modelled).
      return card.halves && card.halves.length > 0 ? { reason: 'choose-half', detail: card.name, rule: '709.3' } : card;
    case 'adventure':
      return card.adventure ? faceCharacteristics(card.adventure) : { reason: 'no-face', detail: 'adventure', rule: '715.3' };
    case 'left':
    case 'right': {
      const half = card.halves?.[face === 'left' ? 0 : 1];
      return half ? faceCharacteristics(half) : { reason: 'no-face', detail: `${face} half`, rule: '709.3' };
    }
    case 'morph':
      // 702.37d: a card can be cast face down only by a morph ability.
      return canBeCastFaceDown(card.keywords) ? faceDownCharacteristics() : { reason: 'no-face', detail: 'morph', rule: '702.37d' };
    default:
      return assertNever(face);
  }
}

/**
 * How a card is being cast, decided before anything else in cast.ts (601.3, 601.3e). `begin` gives
 * the card the characteristics it is cast with at once (708.4: a morph card is turned face down
 * before it goes on the stack), so the layer system cast.ts runs next sees the spell as it will be
 * — with the continuous effects that apply to it then (601.3e) — and every later check (land,
 * timing, prohibitions, targets, cost) judges those characteristics. If the cast is rewound,
 * `undo` gives the card back its own (601.2e).
 */
export class AlternativeCast {
  readonly face: CastFace;
  readonly via: CastVia | null;
  private readonly saved: Pick<GameObject, 'printed' | 'label' | 'faceDown'>;
  private readonly faceProblem: AltProblem | null;
  private chars: Characteristics;
  private record: Pick<GameObject, 'castFace' | 'faceDown'> = {};
  private notes: CastingNote[] = [];
  /** The cost paid rather than the mana cost (118.9), with its name, or null. */
  private alt: { cost: string; name: string } | null = null;
  private using: 'flashback' | 'jump-start' | null = null;

  constructor(
    private readonly run: Run,
    private readonly o: GameObject,
    private readonly a: Cast,
    readonly player: PlayerId,
    via: CastVia | null,
  ) {
    this.face = a.castAs ?? 'normal';
    this.via = via;
    this.saved = { printed: o.printed, label: o.label, ...(o.faceDown ? { faceDown: o.faceDown } : {}) };
    const got = charsFor(o, this.face);
    // 601.3f / 406.3: a face-down card in exile can be cast only by a player who may look at it.
    const hidden: AltProblem | null = o.zone === 'exile' && !canLookAt(o, player) ? { reason: 'face-down-unknown', detail: o.label, rule: '601.3f' } : null;
    this.faceProblem = hidden ?? ('reason' in got ? got : null);
    this.chars = 'reason' in got ? o.printed : got;
    if (this.faceProblem === null) this.turn();
  }

  /** The card takes the characteristics it is cast with (708.4, 715.3b, 709.3b). */
  private turn(): void {
    const o = this.o;
    if (this.face === 'morph') {
      // 702.37c / 708.4: turned face down first; only its controller may look at it (708.5).
      turnFaceDown(this.run, o, [this.player]);
      this.record = { faceDown: o.faceDown! };
      this.alt = { cost: '{3}', name: 'morph' };
      this.notes.push({ key: 'alt.cast-as', rules: ['702.37c', '708.4'], params: { player: this.player, spell: '', face: 'morph', card: '' } });
      return;
    }
    if (o.faceDown) {
      // Cast face up from among face-down cards in exile (601.3f): it is the card again.
      const w = edit(this.run, o);
      w.printed = o.faceDown.card;
      w.label = o.faceDown.cardLabel;
      delete w.faceDown;
    }
    if (this.face === 'normal') return;
    this.record = { castFace: { face: this.face, card: o.printed, cardLabel: o.label } };
    edit(this.run, o).printed = this.chars;
    const rules = this.face === 'adventure' ? ['715.3', '715.3a', '715.3b'] : ['709.3', '709.3a', '709.3b'];
    this.notes.push({ key: 'alt.cast-as', rules, params: { player: this.player, spell: this.chars.name, face: this.face, card: o.label } });
    edit(this.run, o).label = `${this.chars.name} (${o.label})`;
  }

  /**
   * After the layers ran on the turned card (`byId`): the face exists, a rule or effect allows
   * casting it from its zone (601.3, judged on these characteristics, 601.3e), only one alternative
   * cost (118.9a), and cascade's mana value limit (702.85a).
   */
  check(byId: Record<string, Computed>): AltProblem | null {
    if (this.faceProblem) return this.faceProblem;
    const c = byId[this.o.id];
    if (!c) return { reason: 'zone', detail: this.o.zone, rule: '601.2a' };
    const permission = zonePermission(this.run, this.o, this.a, this.player, { face: this.face, chars: this.chars, computed: c, via: this.via }, byId);
    if ('reason' in permission) return permission;
    if (permission.note) this.notes.push(permission.note);
    if (permission.cost !== null) this.alt = { cost: permission.cost, name: permission.using ?? 'alternative' };
    this.using = permission.using;
    // 608.2g with 118.9: "without paying its mana cost" — nothing to pay.
    if (this.via?.free) this.alt = { cost: '{0}', name: 'without paying its mana cost' };
    else if (this.via?.cost) this.alt = this.via.cost;
    if (this.alt !== null && (this.a as { alternative?: string }).alternative !== undefined) return { reason: 'two-alternative-costs', detail: this.alt.name, rule: '118.9a' };
    if (this.via?.manaValueBelow !== undefined) {
      const mv = manaValue(this.chars.manaCost);
      if (mv >= this.via.manaValueBelow) return { reason: 'mana-value', detail: `${mv} ≥ ${this.via.manaValueBelow}`, rule: '702.85a' };
    }
    return null;
  }

  /** The object to compute the total cost from (601.2f): an alternative cost replaces the mana cost (118.9, 118.9d). */
  costView(o: GameObject): GameObject {
    return this.alt === null ? o : { ...o, printed: { ...o.printed, manaCost: this.alt.cost } };
  }

  /** Names the alternative cost in the total cost (for the trace). */
  named<T extends { alternative: string | null }>(total: T): T {
    return this.alt === null ? total : { ...total, alternative: this.alt.name };
  }

  /** 601.2e: the cast is rewound — the card has its own characteristics again. */
  undo(): void {
    const o = edit(this.run, this.o);
    o.printed = this.saved.printed;
    o.label = this.saved.label;
    if (this.saved.faceDown) o.faceDown = this.saved.faceDown;
    else delete o.faceDown;
  }

  /** The cast goes ahead: how it was allowed and with which characteristics (before it is proposed). */
  announce(): void {
    for (const n of this.notes) {
      // The spell is named as it will be cast (its characteristics are settled only now, 601.3e).
      if ('namesSpell' in n) emit(this.run, step(n.key, n.rules, { ...n.params, spell: this.o.label }));
      else emit(this.run, step(n.key, n.rules, { ...n.params }));
    }
  }

  /** The card is a spell on the stack now: record how (face-down, alternative characteristics, flashback). */
  afterMove(spellId: string): void {
    afterCastMove(this.run, spellId, this.face, this.using, this.record, this.player);
  }
}

/** A step told when the cast goes ahead; a permission's names the spell as announced (its `spell` is filled in then). */
export type CastingNote = StepOf<'alt.cast-as'> | (StepOf<'alt.permission'> & { namesSpell: true });

/** What permissions-zone.ts needs to judge a permission. */
export interface CastingChoice {
  face: CastFace;
  chars: Characteristics;
  computed: Computed;
  via: CastVia | null;
}

/**
 * The card is now a spell on the stack: record its alternative characteristics and how it was
 * cast. Flashback and jump-start exile it instead of letting it go anywhere else (702.34a,
 * 702.133a): those are replacement effects of the spell, made here as zone-change replacements.
 */
export function afterCastMove(run: Run, spellId: string, face: CastFace, using: 'flashback' | 'jump-start' | null, record: Pick<GameObject, 'castFace' | 'faceDown'>, controller: PlayerId): void {
  const spell = run.state.objects.find((x) => x.id === spellId);
  if (!spell) return;
  if (record.faceDown) edit(run, spell).faceDown = record.faceDown;
  if (record.castFace) edit(run, spell).castFace = record.castFace;
  if (face === 'adventure') edit(run, spell).castUsing = { using: 'adventure' };
  if (using === null) return;
  edit(run, spell).castUsing = { using };
  const rule = using === 'flashback' ? '702.34a' : '702.133a';
  const list = (run.state.replacements ??= []);
  for (const to of ['graveyard', 'hand', 'library'] as const) {
    const r: ZoneChangeReplacement = {
      id: `${using}-${spellId}-${to}`,
      kind: 'zone-change',
      source: spellId,
      controller,
      text: `${using === 'flashback' ? 'Flashback' : 'Jump-start'}: exile ${spell.label} instead of putting it anywhere else as it leaves the stack (${rule})`,
      timestamp: nextTimestamp(run.state),
      duration: { kind: 'indefinite' },
      from: 'stack',
      to,
      instead: 'exile',
      object: spellId,
    };
    list.push(r);
  }
  emit(run, step('alt.exile-instead', [rule], { spell: spell.label, using }));
}

/**
 * Jump-start's additional cost (702.133a), or the spell's own "discard a card" (118.8): discard a
 * card (701.9a), paid with the other costs (601.2h).
 */
export function payDiscard(run: Run, a: Cast, player: PlayerId, ownCost = false): void {
  if (a.discard === undefined || (a.using !== 'jump-start' && !ownCost)) return;
  const jumpStart = a.using === 'jump-start';
  payFromHand(run, a.discard, 'graveyard', (card) => step('alt.discard', jumpStart ? ['702.133a', '701.9a'] : ['118.8', '601.2h', '701.9a'], { player, card: card.label, cost: jumpStart ? 'jump-start' : 'spell' }), (card) => record(run, { kind: 'discarded', player, card: card.id }, null));
}

/** 715.3d: an Adventure spell that resolves is exiled instead of going to the graveyard, and may be cast later from exile. Returns true if it handled the move. */
export function finishAdventure(run: Run, spell: GameObject, controller: PlayerId): boolean {
  if (spell.castUsing?.using !== 'adventure' || spell.isCopy) return false;
  emit(run, step('alt.adventure-exiled', ['715.3d'], { spell: spell.label, player: controller }));
  const moved = moveObject(run, spell.id, 'exile').id;
  const now = moved === null ? undefined : run.state.objects.find((x) => x.id === moved);
  if (now && now.zone === 'exile') edit(run, now).mayCastFromExile = { player: controller, rule: '715.3d', notAs: 'adventure' };
  return true;
}
