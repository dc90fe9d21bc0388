/**
 * The actions of a question's Scenario as its story is told (story-events.ts adds each event,
 * probes.ts the question's own move): the story's state — whose turn and step (500.1, turns.ts),
 * who has priority (117.3), what is on the stack (405), the combat in progress (506) — and the
 * moves every event makes with it. What the builder had to assume or must ask back is kept here too.
 */
import type { Lang } from '../core/lang.ts';
import type { Ask, Moment, ParsedQuestion, QEvent, Side } from './types.ts';
import { TurnClock } from './turns.ts';
import type { EngineStep } from './turns.ts';
import { combatBeginningMatters, drawMatters, endStepMatters, firstTurn, hasTriggers } from './story-timing.ts';
import { impliedSacrifice } from './implied-choices.ts';
import type { ImpliedTarget } from './implied-choices.ts';
import { wordsFor } from './locales/index.ts';
import type { ActionInput, ActionOf, CastOrActivate, ObjectInput } from './scenario-input.ts';

/** The actions of a question's Scenario, in the order the question told its events. */
export class ActionList {
  readonly actions: ActionInput[] = [];
  /** Objects told as entering the battlefield later in the story (an `enter` event): not there at its start, created when told (111.1, 603.6a). */
  readonly entering = new Map<string, ObjectInput>();
  anthem = 0;
  activeFromStart: Side;
  priority: Side;
  stackOpen = false;
  /**
   * What may be on the stack is only what the story's events triggered (603.3): no spell or ability
   * was told cast or activated since it last resolved. A cast told next, not "in response", waits
   * for those to resolve (117.3b, 117.4): the player with priority acts after they have.
   */
  triggersOnly = false;
  /** The spells cast since the stack last resolved, in order (what a "target spell" can be, 115.1). */
  readonly stackSpells: string[] = [];
  declaredAttack = false;
  blockAction: ActionOf<'declare-blockers'> | null = null;
  damageDone = false;
  readonly attacked = new Set<string>();

  /** Where in the turn structure the story is (500.1): whose turn, which step. */
  readonly clock: TurnClock;
  /** The story has moved in the turn structure (a moment told after something happened, or a new turn). */
  moved = false;
  combatEnded = false;
  /** The step the Scenario starts in (the Scenario's `step`). */
  startStep: EngineStep;
  readonly skippedDraws: Side[] = [];
  /** A spell the question asks about whose target it didn't say and no object can be assumed for. */
  needsTarget: string | null = null;
  /** A spell that divides its damage among two or more targets cast without the division said (601.2d): asked back. */
  needsDivision: string | null = null;
  /** A spell's sacrifice cost the question didn't pay and can't be paid with the one permanent told that fits. */
  needsSacrifice: { spell: string; cost: string; told: number; ability?: true } | null = null;
  /** A modal spell cast without its modes said (700.2, 601.2b): asked back. */
  needsModes: string | null = null;
  /** A mode told by words that fit no mode of the spell, or several (700.2): asked back naming them. */
  modeUnmatched: { spell: string; words: string; fits: number } | null = null;
  /** A spell or ability whose "… the color of your choice" (608.2d) has no color told: asked back. */
  needsColor: string | null = null;
  /** A color told for a spell or ability whose text offers no such choice (or not colorless): named back. */
  colorNotOffered: { source: string; color: string } | null = null;
  /** A spell with kicker (702.33a) or overload (702.96a) cast without saying whether that cost was paid: asked back. */
  needsCastOption: { spell: string; option: 'kicker' | 'multikicker' | 'overload' | 'evoke'; cost: string } | null = null;
  readonly impliedSacrifices: { spell: string; sacrificed: string; ability?: true }[] = [];
  /** An object asked about for an ability it doesn't have (as its card is compiled). */
  missingAbility: string | null = null;
  /** An activation whose ability the question names (by its loyalty cost, 606.4) or leaves open among several, not settled: its text unread, none with that cost, or several (asked back). */
  abilityGap: { source: string; kind: 'unread' | 'none' | 'several' | 'untargeted' | 'no-source'; text?: string } | null = null;
  /** An activation told by what the asker said it does ("I tap X to give …"), not read against its text. */
  undescribed: string | null = null;
  /** A spell told with a value of X that has no X in its mana cost. */
  noX: string | null = null;
  /** A spell told as cast "paying N life" whose card has no cost of N life (nor X life) to pay (118.8, 119.4). */
  lifeNotCost: { spell: string; life: number | null; open?: true } | null = null;
  /** A spell said only as "a spell", whose kind decides the answer. */
  unknownKind: string | null = null;
  /** A spell that may enter as a copy (707.2, 614.12a) cast without saying what it copies while something it might copy is told: asked back. */
  copyUnsaid: string | null = null;

  /** A static ability said with "other" and no holder, while objects it could be on are told. */
  needsHolder: string | null = null;

  /** The probe moved the story to a turn the question didn't say (QuestionScenario.turnAssumed). */
  turnAssumed = false;

  /** A noninstant spell asked "can … cast" with no time told: taken on its caster's main phase, stack empty (117.1a). */
  castTimeAssumed: Side | null = null;

  constructor(
    readonly q: ParsedQuestion,
    attackerSide: Side,
    readonly probe: Ask | null,
    turn: Side | null = null,
  ) {
    // Casting (601.2) and priority (117.3): after a cast its caster holds priority; the other player gets
    // it by a pass; spells resolve when both pass in succession (117.4), before anything else happens.
    // A point of the turn told first ("During my opponent's end step …") is where the story starts.
    const first = q.events[0];
    const start = first?.kind === 'moment' ? first.moment : null;
    // (`turn`: the probe's turn, given when the story told on the default turn was rewound there.)
    this.activeFromStart = start?.turn ?? turn ?? firstTurn(q, attackerSide) ?? 'A';
    this.priority = this.activeFromStart;
    this.clock = new TurnClock(this.activeFromStart, TurnClock.stepOf(start?.step ?? null));
    this.startStep = this.clock.step;
  }

  /** Lets the abilities the opening state-based actions triggered go on the stack and resolve (603.3, 117.4). */
  settleStart(): void {
    if (hasTriggers(this.q)) this.actions.push({ kind: 'resolve', all: true });
  }

  assumeTurn(side: Side): void {
    if (side !== this.activeFromStart && this.actions.length > 0) this.turnAssumed = true;
    this.activeFromStart = side;
  }

  /** Before a cast or activation told not in response: what the story's events triggered resolves first. */
  settleTriggers(e: QEvent): void {
    if (this.triggersOnly && !this.q.responses?.has(e)) this.resolveStack();
    this.triggersOnly = false;
  }

  resolveStack(): void {
    if (!this.stackOpen) return;
    this.actions.push({ kind: 'resolve', all: true });
    this.stackSpells.length = 0;
    this.stackOpen = false;
    this.triggersOnly = false;
    this.priority = this.clock.turn;
  }

  /** Walks to a point of the turn (turns.ts), or starts there when nothing has happened yet. */
  advanceTo(m: Moment): void {
    if (this.actions.length === 0 && !this.moved) {
      const turn = m.turn ?? this.clock.turn;
      // 「私の終了ステップに《アトラクサ》の増殖で相手を選んだら」: a story that opens in an end step telling what a
      // proliferate chooses, with an ability that triggers as the end step begins (513.1a), starts before that step,
      // so the trigger it tells of happens (603.2) rather than having gone by.
      const beginning = m.step === 'end' && !m.next && this.q.proliferateChosen !== undefined && endStepMatters(this.q);
      if (beginning) {
        this.clock.turn = turn;
        this.clock.step = 'main2';
        this.startStep = 'main2';
        this.activeFromStart = turn;
        this.priority = turn;
      } else if (m.drawn && !m.next) {
        // "when they draw for turn": the story starts in that player's upkeep and walks into the draw step, whose
        // turn-based draw (504.1) is what it tells.
        this.clock.turn = turn;
        this.clock.step = 'upkeep';
        this.startStep = 'upkeep';
        this.activeFromStart = turn;
        this.priority = turn;
      } else if (!m.next) {
        this.clock.turn = turn;
        this.clock.step = TurnClock.stepOf(m.step);
        this.startStep = this.clock.step;
        this.activeFromStart = turn;
        this.priority = turn;
        return;
      }
    }
    this.moved = true;
    this.clock.advance(m, {
      resolveStack: () => this.resolveStack(),
      leaveCombat: () => {
        this.combatDamage();
        if (this.declaredAttack && !this.combatEnded) {
          this.actions.push({ kind: 'end-combat' });
          this.combatEnded = true;
        }
      },
      push: (a) => {
        this.actions.push(a);
        // A new turn has its own combat (506.1): the last turn's attack is over.
        if (a.kind === 'end-turn') this.newCombat();
      },
      afterStep: () => {
        this.priority = this.clock.turn;
        if (hasTriggers(this.q)) this.actions.push({ kind: 'resolve', all: true });
      },
      draw: (player) => {
        if (drawMatters(this.q)) this.actions.push({ kind: 'draw', player });
        else if (!this.skippedDraws.includes(player)) this.skippedDraws.push(player);
      },
    });
    this.priority = this.clock.turn;
  }

  /** The question placed its story in the turn structure itself ("during my opponent's turn"). */
  get told(): boolean {
    return this.q.events.some((e) => e.kind === 'moment');
  }

  /** Turns the question didn't tell but its story needs (see firstTurn): said in the restatement. */
  readonly laterTurns: { side: Side; before: string; why: 'cast' | 'attack' }[] = [];

  laterTurn(side: Side, step: 'main1' | 'combat', before: string): void {
    this.resolveStack();
    this.advanceTo({ turn: side, step, next: false });
    this.laterTurns.push({ side, before, why: step === 'combat' ? 'attack' : 'cast' });
  }

  newCombat(): void {
    this.declaredAttack = false;
    this.damageDone = false;
    this.combatEnded = false;
    this.attacked.clear();
  }

  /**
   * "After first-strike damage …": the first combat damage step only (510.4); the rest of combat
   * damage comes later as usual. The engine stops as told-impossible when no creature in the combat
   * has first or double strike then, when there is no combat, or when its damage was already dealt.
   */
  firstStrikeDamage(): void {
    this.resolveStack();
    this.actions.push({ kind: 'combat-damage', firstStrike: true });
    if (hasTriggers(this.q)) this.actions.push({ kind: 'resolve', all: true });
  }

  combatDamage(): void {
    const p = this.probe?.kind;
    if (this.declaredAttack && !this.damageDone && p !== 'can-attack' && p !== 'can-block') {
      // A step ends only with the stack empty (500.2): what was cast or triggered in the declare
      // attackers or declare blockers step has resolved before combat damage is dealt.
      this.resolveStack();
      this.actions.push({ kind: 'combat-damage', all: true });
      this.damageDone = true;
      // Abilities that trigger on combat damage or on dying go on the stack (603.3) and resolve
      // before the story goes on (117.4).
      if (hasTriggers(this.q)) this.actions.push({ kind: 'resolve', all: true });
    }
  }

  /** `at`: attackers sent at a planeswalker or battle (508.1b), by attacker id; the others attack `target`. */
  declareAttack(ids: string[], target: Side | null, at: Readonly<Record<string, string>> = {}): void {
    const fresh = ids.filter((id) => !this.attacked.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => this.attacked.add(id));
    // Attackers are declared once (508.1); the interpreter already merged every attack into one.
    if (this.declaredAttack) return;
    this.declaredAttack = true;
    // Furyblade Vampire's "at the beginning of combat on your turn": an attack told from a main phase passes through
    // the beginning of combat step first (506.1, 507.1), where such a trigger goes on the stack and resolves (603.2b).
    if (this.clock.step === 'main1' && this.clock.turn === this.activeFromStart && combatBeginningMatters(this.q)) {
      this.resolveStack();
      this.actions.push({ kind: 'begin-step', step: 'combat' });
      this.clock.step = 'combat';
      this.actions.push({ kind: 'resolve', all: true });
    }
    this.actions.push({ kind: 'declare-attackers', attackers: fresh.map((id) => ({ object: id, ...(at[id] !== undefined ? { target: at[id] } : target ? { target } : {}) })) });
  }

  readonly impliedTargets: ImpliedTarget[] = [];

  /** A spell of no particular kind (an instant that does nothing), cast by `who` as though it had flash, put on the stack as an assumed premise. */
  assumedSpell(who: Side, objects: ObjectInput[], lang: Lang): void {
    const id = `implied-spell-${objects.filter((o) => String(o.id).startsWith('implied-spell')).length + 1}`;
    objects.push({ id, name: wordsFor(lang).assumedSpell, types: ['Instant'], zone: 'hand', controller: who, spell: { text: '', targets: [], effects: [] } });
    if (who !== this.priority) this.actions.push({ kind: 'pass' });
    this.actions.push({ kind: 'cast', object: id, player: who, asThoughFlash: true });
    this.stackSpells.push(id);
    this.priority = who;
    this.stackOpen = true;
  }

  /** An additional sacrifice cost (118.8) the question didn't pay: paid with the one permanent that fits, else asked back (implied-choices.ts). */
  payImpliedSacrifice(spell: string, caster: Side, cast: CastOrActivate, objects: ObjectInput[], ability?: number): void {
    const r = impliedSacrifice(this.q, spell, caster, cast, objects, this.actions, ability);
    if (r === null || 'none' in r) return;
    if ('needs' in r) {
      this.needsSacrifice ??= r.needs;
      return;
    }
    cast.sacrifice = r.sacrificed;
    for (const o of r.sacrificed) this.impliedSacrifices.push({ spell, sacrificed: o, ...(ability !== undefined ? { ability: true as const } : {}) });
  }

  /** Modes of a "Choose one —" spell told by what it was cast on (see modeByTargets); the restatement says them. */
  readonly impliedModes: { spell: string; mode: string }[] = [];
}
