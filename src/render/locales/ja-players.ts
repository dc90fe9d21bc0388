/**
 * Players named in Japanese (player-lines.ts). When player A asked the question (/ask), the steps
 * and the summary say あなた and 対戦相手, as the restatement does (issue 16 §2: a person writes
 * 「あなたが優先権をパスします」, not 「プレイヤーAが…」).
 */
import type { PlayerLines } from './player-lines.ts';

function step(id: string, asker: boolean | undefined): string {
  if (asker === true && id === 'A') return 'あなた';
  if (asker === true && id === 'B') return '対戦相手';
  return `プレイヤー${id}`;
}

export const JA_PLAYERS: PlayerLines = { step, summary: step, owner: (id, asker) => `${step(id, asker)}の` };
