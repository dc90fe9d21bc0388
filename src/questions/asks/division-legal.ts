/**
 * "Is that legal?" of a division of combat damage told, "Can I put all 5 on the 4/4?" (ir-asks `division-legal`): the run
 * made each told division (a combat.assigns step with the explicit policy) only if it complies with 510.1a-d and, with
 * trample, 702.19b (702.2c with deathtouch) — an illegal one stops the run (510.1e) before any ask is answered. So a told
 * division in the trace is a yes, said with the division and the rules that allow it; none there (its creature left combat
 * first, say) is no answer at all.
 */
import type { Ask } from '../types.ts';
import { wordsFor } from '../locales/index.ts';
import type { AskContext, AskResult } from './view.ts';

type DivisionLegalAsk = Extract<Ask, { kind: 'division-legal' }>;

export function askDivisionLegal(_a: DivisionLegalAsk, ctx: AskContext): AskResult {
  const { w, yes, r, lang, label } = ctx;
  const made = r.trace.filter((s) => s.key === 'combat.assigns' && s.params['policy'] === 'explicit' && typeof s.params['objectId'] === 'string');
  if (made.length === 0) return { verdict: null, lead: w.division.notMade, value: 'not-made' };
  const name = (id: string): string => (id === 'A' || id === 'B' ? w.division.player(id) : label(id));
  const shown = made.map((s) => {
    const ids = Array.isArray(s.params['recipientIds']) ? s.params['recipientIds'].map(String) : [];
    const amounts = Array.isArray(s.params['amounts']) ? s.params['amounts'].map(Number) : [];
    return wordsFor(lang).divisions.of(label(String(s.params['objectId'])), ids.map((id, j) => ({ to: name(id), amount: amounts[j] ?? 0 })));
  });
  const trample = made.some((s) => s.params['trample'] === true);
  const deathtouch = trample && made.some((s) => s.params['deathtouch'] === true);
  const lead = `${yes(true)}${w.division.legal(wordsFor(lang).divisions.join(shown), trample, deathtouch)}`;
  return { verdict: 'yes', lead, value: `legal:${shown.join('|')}` };
}
