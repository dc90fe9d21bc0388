/**
 * "Can it attack / block / be targeted / be cast / be activated?": the probe action made last in the
 * run; a "no" says the engine's reason (508.1, 509.1, 601.2, 602.2).
 */
import type { Ask } from '../types.ts';
import { renderStepAt } from '../../render/trace.ts';
import { illegalTargetClause } from '../../render/reasons.ts';
import type { EventOf } from '../../engine/game-events.ts';
import type { AskContext, AskResult } from './view.ts';
import { idsOf } from './view.ts';
import type { AskLines } from '../locales/ask-lines.ts';
import { assertNever } from '../../core/result.ts';
import { choicesOf } from '../../engine/choices.ts';

/** A spell's label without its owner ("your Giant Growth" -> "Giant Growth"): the sentence says who casts it. */
export function spellName(label: string): string {
  return label.replace(/^(?:your|the opponent's) |^(?:あなた|対戦相手)の/u, '');
}

/**
 * A step's text used as an answer line (issue 16 §1): its rule numbers after its first sentence, not
 * before it ('No. 601.2e, 733.1, 702.16b: Player A can't cast …' read as a trace line), and in
 * English the asker and the other player named as the answer lines name them ("You can't cast …";
 * only before "can't", where the verb doesn't change with the person).
 */
function asAnswerLine(text: string, w: AskLines): string {
  const m = /^(\d{3}(?:\.\d+[a-z]?)?(?:(?:, |、)\d{3}(?:\.\d+[a-z]?)?)*)(?:: |：)([\s\S]+)$/.exec(text);
  return m ? w.engineLine(m[2]!, m[1]!) : w.engineLine(text, null);
}

type CanAsk = Extract<Ask, { kind: 'can-attack' | 'can-block' | 'can-target' | 'can-cast' | 'can-activate' }>;

/** A probe: whether the action can be made, and why not. */
export function askCan(a: CanAsk, ctx: AskContext): AskResult {
  const { view, lang, w, label, yes, r } = ctx;
  const pf = view.probeFailure;
  // A spell cast at an illegal target or at the wrong time is rewound (601.2c, 601.2e), an ability
  // that can't be activated too (602.2b): that is a "no" too. The probe is the last action.
  const action = a.kind === 'can-activate' ? 'activate' : a.kind === 'can-target' || a.kind === 'can-cast' ? 'cast' : null;
  const rewound = action && !pf ? r.events.filter((e): e is EventOf<'rewound'> => e.kind === 'rewound' && e.action === action).at(-1) : undefined;
  // "Can I target it?" answered of the target, with why it can't be chosen (702.11b, 702.16b, 702.18a),
  // not as "you can't cast …; the game returns …" (issue 16 §1: the line answers the question asked).
  const illegal = a.kind === 'can-target' ? rewound?.illegalTarget : undefined;
  if (a.kind === 'can-target' && rewound && illegal && isObjectAsked(ctx, a.target, illegal.target)) {
    const spell = a.spell !== undefined ? spellName(label(a.spell)) : null;
    const clause = illegalTargetClause(illegal.reason, rewound.rules, lang, { labels: view.labels, asker: true });
    return { verdict: 'no', lead: `${yes(false)}${w.can.notTarget(a.caster, label(a.target), spell, clause)}`, value: 'no' };
  }
  if (pf || rewound) {
    const text = pf ? pf.text : rewound ? renderStepAt(r.trace, rewound.told, lang, { labels: view.labels, asker: true }).text : '';
    return { verdict: 'no', lead: `${yes(false)}${asAnswerLine(text, w)}`, value: 'no' };
  }
  return { verdict: 'yes', lead: `${yes(true)}${canLine(a, ctx)}`, value: 'yes' };
}

/** The engine object `target` is the object asked about (`thing`): one of the ids it had, with an object in the run's end state (a player is never one). */
function isObjectAsked(ctx: AskContext, thing: string, target: string): boolean {
  const ids = idsOf(ctx.view, thing);
  return ids.has(target) && ctx.r.final.objects.some((o) => ids.has(o.id));
}

/** The action can be made: said of what was asked. */
function canLine(a: CanAsk, ctx: AskContext): string {
  const { w, label } = ctx;
  switch (a.kind) {
    case 'can-attack': {
      // 508.1h-j: a cost to attack with no mana told is taken as paid by the engine; the answer says so.
      const cost = choicesOf(ctx.r.choices, 'attack-cost').at(-1);
      return cost?.payment === 'assumed' ? w.can.attackIfPaid(label(a.id), cost.cost) : w.can.attack(label(a.id));
    }
    case 'can-block':
      return w.can.block(a.blockers.map(label), a.attackers.map(label));
    case 'can-target':
      return w.can.target(a.caster, label(a.target));
    case 'can-cast':
      return w.can.cast(a.caster, spellName(label(a.spell)), ctx.q.cards[a.spell] !== undefined);
    case 'can-activate':
      return w.can.activate(a.player, label(a.source));
    default:
      return assertNever(a);
  }
}
