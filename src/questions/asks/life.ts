/**
 * A player's life and poison counters at the end of the run (119, 122.1f), and life gained (119.3, 702.15b).
 */
import type { Ask } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { defending, playerName } from './view.ts';
import { preventedNote } from './reasons.ts';

/** "What is my life?", "does my life go down?", "is my life 17?". */
export function askLife(a: Extract<Ask, { kind: 'life' }>, ctx: AskContext): AskResult {
  const { view, q, lang, ja, yes, r } = ctx;
  const p = r.final.players.find((x) => x.id === a.side);
  const start = q.life[a.side] ?? 20;
  // The change too: "how much life do I gain?" is often asked as "what is my life?".
  const d = p ? p.life - start : 0;
  const how = d === 0 ? (ja ? '変化なし' : 'no change') : ja ? `${Math.abs(d)}点${d > 0 ? '増加' : '減少'}` : `${d > 0 ? 'gained' : 'lost'} ${Math.abs(d)}`;
  const because = d === 0 ? preventedNote(view, a.side, lang) : '';
  const lead = p ? (ja ? `${playerName(a.side, ja)}のライフは${p.life}です（${start}から${how}）${because}。` : `${a.side === 'A' ? 'Your' : "The opponent's"} life total is ${p.life} (from ${start}: ${how})${because}.`) : '';
  // 「ライフは減りますか」: yes or no by the way it changed.
  // 「ライフは17になる？」: yes or no by the number it ends at.
  const verdict = !p ? null : a.is !== undefined ? (p.life === a.is ? 'yes' : 'no') : a.change === undefined ? null : (a.change === 'up' ? d > 0 : d < 0) !== (a.negated === true) ? 'yes' : 'no';
  return { verdict, lead: verdict ? `${yes(verdict === 'yes')}${lead}` : lead, value: String(p?.life) };
}

/** "Do I gain life?", "how much life do I gain?". */
export function askLifeGained(a: Extract<Ask, { kind: 'life-gained' }>, ctx: AskContext): AskResult {
  const { view, q, lang, ja, yes, r } = ctx;
  const n = r.events.reduce((m, e) => (e.kind === 'life-changed' && e.player === a.side && e.amount > 0 ? m + e.amount : m), 0);
  const who = playerName(a.side, ja);
  const because = n === 0 ? preventedNote(view, a.side, lang) : '';
  // The life total it makes, "(20 → 23)"; when something else changed it too, said as the whole change.
  const start = q.life[a.side] ?? 20;
  const end = r.final.players.find((x) => x.id === a.side)?.life;
  const total = n === 0 || end === undefined ? '' : end === start + n ? (ja ? `（${start} → ${end}）` : ` (${start} → ${end})`) : ja ? `（ほかの変化も含めてライフは${start} → ${end}）` : ` (with everything else, life ${start} → ${end})`;
  const lead = ja ? `${yes(n > 0)}${who}は${n > 0 ? `${n}点のライフを得ます${total}` : 'ライフを得ません'}${because}。` : `${yes(n > 0)}${a.side === 'A' ? 'You' : 'The opponent'} ${n > 0 ? `gain${a.side === 'A' ? '' : 's'} ${n} life${total}` : `gain${a.side === 'A' ? '' : 's'} no life`}${because}.`;
  // "Who gains the life?", "How much life do I gain?": the amount, said plainly (no yes or no to a who- or how-much question).
  if (a.who || a.howMuch) return { verdict: null, lead: lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, ''), value: String(n) };
  // "Do I gain 5 life?": yes only for that amount; the amount gained is said either way.
  if (a.amount !== undefined) {
    const right = n === a.amount;
    return { verdict: right ? 'yes' : 'no', lead: lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, yes(right)), value: String(n) };
  }
  return { verdict: n > 0 ? 'yes' : 'no', lead, value: String(n) };
}

/** "How many poison counters does the opponent have?". */
export function askPoison(a: Extract<Ask, { kind: 'poison' }>, ctx: AskContext): AskResult {
  const { view, q, ja, yes, r } = ctx;
  const side = a.side ?? defending(view);
  const p = r.final.players.find((x) => x.id === side);
  const before = q.poison[side] ?? 0;
  const n = p?.poison ?? 0;
  const added = n - before;
  const lead = ja ? `${a.yesNo ? yes(added > 0) : ''}${playerName(side, ja)}の毒カウンターは${n}個です（${added > 0 ? `${added}個増えました` : '増えていません'}）。` : `${a.yesNo ? yes(added > 0) : ''}${side === 'A' ? 'You have' : 'The opponent has'} ${n} poison counter${n === 1 ? '' : 's'} (${added} new).`;
  return { verdict: a.yesNo ? (added > 0 ? 'yes' : 'no') : null, lead, value: String(n) };
}
