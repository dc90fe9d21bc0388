/**
 * "Is that legal?" of a division of combat damage told, "Can I put all 5 on the 4/4?" (ir-asks `division-legal`): the run
 * made each told division (a combat-damage-assignment choice with the explicit policy) only if it complies with 510.1a-d and, with
 * trample, 702.19b (702.2c with deathtouch) — an illegal one stops the run (510.1e) before any ask is answered. So a told
 * division in the run is a yes, said with the division and the rules that allow it; none there (its creature left combat
 * first, say) is no answer at all.
 */
import type { Ask } from '../types.ts';
import { wordsFor } from '../locales/index.ts';
import { choicesOf } from '../../engine/choices.ts';
import type { AskContext, AskResult } from './view.ts';

type DivisionLegalAsk = Extract<Ask, { kind: 'division-legal' }>;

export function askDivisionLegal(_a: DivisionLegalAsk, ctx: AskContext): AskResult {
  const { w, yes, r, lang, label } = ctx;
  const made = choicesOf(r.choices, 'combat-damage-assignment').filter((c) => c.policy === 'explicit');
  if (made.length === 0) return { verdict: null, lead: w.division.notMade, value: 'not-made' };
  const name = (id: string): string => (id === 'A' || id === 'B' ? w.division.player(id) : label(id));
  const shown = made.map((c) => wordsFor(lang).divisions.of(label(c.object), c.parts.map((x) => ({ to: name(x.to), amount: x.amount }))));
  const trample = made.some((c) => c.trample);
  const deathtouch = trample && made.some((c) => c.deathtouch);
  const lead = `${yes(true)}${w.division.legal(wordsFor(lang).divisions.join(shown), trample, deathtouch)}`;
  return { verdict: 'yes', lead, value: `legal:${shown.join('|')}` };
}
