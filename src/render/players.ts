/**
 * A player as the steps name them: "player A" / 「プレイヤーA」. When player A asked the question
 * (/ask), the Japanese steps say あなた and 対戦相手, as the restatement does (issue 16 §2: a
 * person writes 「あなたが優先権をパスします」, not 「プレイヤーAが…」). English keeps "player A":
 * its step templates agree their verbs with a third person ("player A passes").
 */
export function playerName(id: string, ja: boolean, asker: boolean | undefined): string {
  if (!ja) return `player ${id}`;
  if (asker === true && id === 'A') return 'あなた';
  if (asker === true && id === 'B') return '対戦相手';
  return `プレイヤー${id}`;
}
