/**
 * The game's result: who loses (104.3, 704.5a), who wins (104.2a), a draw (104.4a).
 */
import type { Lang } from '../../core/lang.ts';
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult, RunView } from './view.ts';
import { playerName } from './view.ts';
import { because, decisiveStep } from './reasons.ts';

/**
 * "Who wins?", "Who loses?", "Is it a draw?": the game's result when the story ends. A player at 0 or less
 * life (or with another losing condition) loses (104.3, 704.5a); when the other doesn't, that one wins
 * (104.2a); when both lose at once, the game is a draw (104.4a); when neither does, nobody has won. A who-
 * question gets no yes or no; "is it a draw?" is yes only when both lost.
 */
export function gameResult(a: Extract<Ask, { kind: 'loses' | 'wins' }>, view: RunView, lang: Lang): AskResult {
  const ja = lang === 'ja';
  const lost = (id: Side): boolean => (view.resolution.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
  const [a1, b1] = [lost('A'), lost('B')];
  const draw = a1 && b1;
  // 104.3, 101.2: a player who met a losing condition but can't lose — said why nobody lost.
  const cant = draw || a1 || b1 ? undefined : decisiveStep(view, 'sba.cant-lose', () => true);
  const DRAW = ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）' : 'both players lose at the same time, so the game is a draw (see 104.4a)';
  let lead: string;
  if (draw) lead = a.kind === 'wins' ? (ja ? `${DRAW}。勝者はいません。` : `Nobody wins: ${DRAW}.`) : ja ? `${DRAW}。` : `Both players lose the game at the same time, so it is a draw (see 104.4a).`;
  else if (a1 || b1) {
    const loser = a1 ? 'A' : 'B';
    lead = ja
      ? `${playerName(loser, true)}がゲームに敗北し、${playerName(loser === 'A' ? 'B' : 'A', true)}が勝利します。`
      : loser === 'A' ? 'You lose the game, so the opponent wins.' : 'The opponent loses the game, so you win.';
  } else lead = ja ? 'どちらのプレイヤーもゲームに敗北しません。' : 'Neither player loses the game, so nobody has won.';
  if (a.kind === 'loses' && a.draw) {
    const v = draw ? 'yes' : 'no';
    const said = draw ? (ja ? `はい。${DRAW}。` : `Yes. ${DRAW.charAt(0).toUpperCase()}${DRAW.slice(1)}.`) : `${ja ? 'いいえ。' : 'No. '}${lead}`;
    return { verdict: v, lead: because(said, cant, view, lang), value: String(draw) };
  }
  return { verdict: null, lead: because(lead, cant, view, lang), value: draw ? 'draw' : a1 ? 'B' : b1 ? 'A' : 'none' };
}

/** "Do I lose?", "do I survive?", "who loses?", "is it a draw?". */
export function askLoses(a: Extract<Ask, { kind: 'loses' }>, ctx: AskContext): AskResult {
  const { view, lang, ja, yes, r } = ctx;
  if (a.who || a.draw) return gameResult(a, view, lang);
  const p = r.final.players.find((x) => x.id === a.side);
  const lost = p ? p.lost !== null : false;
  // Both losing at once: the game is a draw (104.4a), said so the "yes" isn't read as the other player winning.
  const both = lost && r.final.players.every((x) => x.lost !== null);
  // (Asked who loses, both sides are answered: the draw is said once, after the last.)
  const draw = both && !(a.who && a.side === 'A') ? (ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）。' : ' Both players lose at the same time, so the game is a draw (see 104.4a).') : '';
  // "Who loses?": no yes or no, each player said as losing or not.
  const yn = a.who ? (): string => '' : yes;
  const lead = ja ? `${yn(lost)}${playerName(a.side, ja)}は${lost ? 'ゲームに敗北します' : 'ゲームに敗北しません'}。${draw}` : `${yn(lost)}${a.side === 'A' ? (lost ? 'You lose' : "You don't lose") : lost ? 'The opponent loses' : "The opponent doesn't lose"} the game.${draw}`;
  // 104.3, 101.2: a player who met a losing condition but can't lose — said why.
  const cant = lost ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === a.side);
  // "Do I survive?": the same fact asked the other way round — yes when the player didn't lose.
  if (a.survives) return { verdict: lost ? 'no' : 'yes', lead: because(`${yes(!lost)}${lead.replace(/^(?:Yes\. |No\. |はい。|いいえ。)/u, '')}`, cant, view, lang), value: String(!lost) };
  return { verdict: lost ? 'yes' : 'no', lead: because(lead, cant, view, lang), value: String(lost) };
}

/** "Do I win?", "who wins?". */
export function askWins(a: Extract<Ask, { kind: 'wins' }>, ctx: AskContext): AskResult {
  const { view, lang, ja, yes, r } = ctx;
  if (a.who) return gameResult(a, view, lang);
  const lost = (id: Side): boolean => (r.final.players.find((x) => x.id === id)?.lost ?? null) !== null;
  const me = lost(a.side);
  const them = lost(a.side === 'A' ? 'B' : 'A');
  const won = them && !me;
  // Both losing at once is a draw (104.4a): nobody wins.
  const why = me && them ? (ja ? '両プレイヤーが同時に敗北するため、ゲームは引き分けです（104.4aを参照）' : 'both players lose at the same time, so the game is a draw (see 104.4a)') : '';
  const lead = ja
    ? `${yes(won)}${playerName(a.side, ja)}は${won ? 'ゲームに勝利します' : why || 'ゲームに勝利しません'}。`
    : `${yes(won)}${won ? (a.side === 'A' ? 'You win' : 'The opponent wins') : why ? why.charAt(0).toUpperCase() + why.slice(1) : a.side === 'A' ? "You don't win" : "The opponent doesn't win"}${won || !why ? ' the game' : ''}.`;
  const cant = won ? undefined : decisiveStep(view, 'sba.cant-lose', (p) => p.player === (a.side === 'A' ? 'B' : 'A'));
  return { verdict: won ? 'yes' : 'no', lead: because(lead, cant, view, lang), value: String(won) };
}
