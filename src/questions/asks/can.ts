/**
 * "Can it attack / block / be targeted / be cast / be activated?": the probe action made last in the
 * run; a "no" says the engine's reason (508.1, 509.1, 601.2, 602.2).
 */
import type { Ask } from '../types.ts';
import { renderStep } from '../../render/trace.ts';
import { illegalTargetReason } from '../../render/reasons.ts';
import type { AskContext, AskResult } from './view.ts';
import { labelsOf, playerName } from './view.ts';

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
export function asAnswerLine(text: string, ja: boolean): string {
  const m = /^(\d{3}(?:\.\d+[a-z]?)?(?:(?:, |、)\d{3}(?:\.\d+[a-z]?)?)*)(?:: |：)([\s\S]+)$/.exec(text);
  let body = m ? m[2]! : text;
  if (!ja) body = body.replace(/^Player A can't /, "You can't ").replace(/^Player B can't /, "The opponent can't ");
  if (!m) return body;
  const cite = ja ? `（${m[1]!}）` : ` (${m[1]!})`;
  const end = ja ? body.indexOf('。') : body.search(/\.(?= [A-Z]|$)/);
  return end < 0 ? `${body}${cite}` : `${body.slice(0, end)}${cite}${body.slice(end)}`;
}

/** A probe: whether the action can be made, and why not. */
export function askCan(a: Extract<Ask, { kind: 'can-attack' | 'can-block' | 'can-target' | 'can-cast' | 'can-activate' }>, ctx: AskContext): AskResult {
  const { view, q, lang, ja, label, yes, r } = ctx;
  const pf = view.probeFailure;
  // A spell cast at an illegal target or at the wrong time is rewound (601.2c, 601.2e), an ability
  // that can't be activated too (602.2b): that is a "no" too. The probe is the last action.
  const key = a.kind === 'can-activate' ? 'activate.rewound' : a.kind === 'can-target' || a.kind === 'can-cast' ? 'cast.rewound' : null;
  const rewound = key && !pf ? r.trace.filter((s) => s.key === key).at(-1) : undefined;
  // "Can I target it?" answered of the target, with why it can't be chosen (702.11b, 702.16b, 702.18a),
  // not as "you can't cast …; the game returns …" (issue 16 §1: the line answers the question asked).
  const illegal = a.kind === 'can-target' && rewound ? illegalTargetReason(rewound, lang, { labels: view.labels, asker: true }) : null;
  if (a.kind === 'can-target' && illegal && labelsOf(view, a.target).has(illegal.target)) {
    const spell = a.spell !== undefined ? spellName(label(a.spell)) : null;
    const lead = ja
      ? `いいえ。${playerName(a.caster, ja)}は${spell ? `${spell}で` : ''}${label(a.target)}を対象にできません：${illegal.clause}。`
      : `No. ${a.caster === 'A' ? 'You' : 'The opponent'} can't target ${label(a.target)}${spell ? ` with ${spell}` : ''}: ${illegal.clause}.`;
    return { verdict: 'no', lead, value: 'no' };
  }
  if (pf || rewound) {
    const text = pf ? pf.text : rewound ? renderStep(rewound, lang, { labels: view.labels, asker: true }).text : '';
    return { verdict: 'no', lead: `${yes(false)}${asAnswerLine(text, ja)}`, value: 'no' };
  }
  let lead: string;
  if (a.kind === 'can-attack') lead = ja ? `はい。${label(a.id)}は攻撃できます。` : `Yes. ${label(a.id)} can attack.`;
  else if (a.kind === 'can-block') lead = ja ? `はい。${a.blockers.map(label).join('と')}は${a.attackers.map(label).join('と')}をブロックできます。` : `Yes. ${a.blockers.map(label).join(' and ')} can block ${a.attackers.map(label).join(' and ')}.`;
  else if (a.kind === 'can-target') lead = ja ? `はい。${playerName(a.caster, ja)}は${label(a.target)}を対象にできます。` : `Yes. ${a.caster === 'A' ? 'You' : 'The opponent'} can target ${label(a.target)}.`;
  else if (a.kind === 'can-cast') {
    const spell = spellName(label(a.spell));
    lead = ja ? `はい。${playerName(a.caster, ja)}は${spell}を唱えられます。` : `Yes. ${a.caster === 'A' ? 'You' : 'The opponent'} can cast ${q.cards[a.spell] ? spell : `${/^[aeiou]/.test(spell) ? 'an' : 'a'} ${spell}`}.`;
  }
  else lead = ja ? `はい。${playerName(a.player, ja)}は${label(a.source)}の能力を起動できます。` : `Yes. ${a.player === 'A' ? 'You' : 'The opponent'} can activate ${label(a.source)}'s ability.`;
  return { verdict: 'yes', lead, value: 'yes' };
}
