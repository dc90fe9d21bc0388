/**
 * The game's result: who loses (104.3, 704.5a), who wins (104.2a), a draw (104.4a).
 */
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { because, decisiveStep } from './reasons.ts';

/**
 * "Who wins?", "Who loses?", "Is it a draw?": the game's result when the story ends. A player at 0 or less
 * life (or with another losing condition) loses (104.3, 704.5a); when the other doesn't, that one wins
 * (104.2a); when both lose at once, the game is a draw (104.4a); when neither does, nobody has won. A who-
 * question gets no yes or no; "is it a draw?" is yes only when both lost.
 */
function gameResult(a: Extract<Ask, { kind: 'loses' | 'wins' }>, ctx: AskContext): AskResult {
  const { view, lang, yes } = ctx;
  const w = ctx.w.result;
  const lost = (id: Side): boolean => (view.resolution.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
  const [a1, b1] = [lost('A'), lost('B')];
  const draw = a1 && b1;
  // 104.3, 101.2: a player who met a losing condition but can't lose — said why nobody lost.
  const cant = draw || a1 || b1 ? undefined : decisiveStep(view, 'sba.cant-lose', () => true);
  const lead = draw ? (a.kind === 'wins' ? w.drawNobodyWins : w.drawBothLose) : a1 || b1 ? w.oneLoses(a1 ? 'A' : 'B') : w.neitherLoses;
  if (a.kind === 'loses' && a.draw) {
    const said = draw ? `${yes(true)}${w.draw}` : `${yes(false)}${lead}`;
    return { verdict: draw ? 'yes' : 'no', lead: because(said, cant, view, lang), value: String(draw) };
  }
  return { verdict: null, lead: because(lead, cant, view, lang), value: draw ? 'draw' : a1 ? 'B' : b1 ? 'A' : 'none' };
}

/** "Do I lose?", "do I survive?", "who loses?", "is it a draw?". */
export function askLoses(a: Extract<Ask, { kind: 'loses' }>, ctx: AskContext): AskResult {
  const { view, lang, w, yes, r } = ctx;
  if (a.who || a.draw) return gameResult(a, ctx);
  const p = r.final.players.find((x) => x.id === a.side);
  const lost = p ? p.lost !== null : false;
  // Both losing at once: the game is a draw (104.4a), said so the "yes" isn't read as the other player winning.
  const both = lost && r.final.players.every((x) => x.lost !== null);
  const said = `${w.result.loses(a.side, lost)}${both ? w.result.drawAfter : ''}`;
  // 104.3, 101.2: a player who met a losing condition but can't lose — said why.
  const cant = lost ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === a.side);
  // "Do I survive?": the same fact asked the other way round — yes when the player didn't lose.
  if (a.survives) return { verdict: lost ? 'no' : 'yes', lead: because(`${yes(!lost)}${said}`, cant, view, lang), value: String(!lost) };
  return { verdict: lost ? 'yes' : 'no', lead: because(`${yes(lost)}${said}`, cant, view, lang), value: String(lost) };
}

/** "Do I win?", "who wins?". */
export function askWins(a: Extract<Ask, { kind: 'wins' }>, ctx: AskContext): AskResult {
  const { view, lang, w, yes, r } = ctx;
  if (a.who) return gameResult(a, ctx);
  const lost = (id: Side): boolean => (r.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
  const me = lost(a.side);
  const them = lost(a.side === 'A' ? 'B' : 'A');
  const won = them && !me;
  // Both losing at once is a draw (104.4a): nobody wins.
  const lead = `${yes(won)}${w.result.wins(a.side, won, me && them)}`;
  const cant = won ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === (a.side === 'A' ? 'B' : 'A'));
  return { verdict: won ? 'yes' : 'no', lead: because(lead, cant, view, lang), value: String(won) };
}
