/**
 * A player as the steps name them: "player A" / 「プレイヤーA」. When player A asked the question
 * (/ask), the Japanese steps say あなた and 対戦相手, as the restatement does (issue 16 §2: a
 * person writes 「あなたが優先権をパスします」, not 「プレイヤーAが…」). English steps keep "player A":
 * their templates agree their verbs with a third person ("player A passes").
 */
export function playerName(id: string, ja: boolean, asker: boolean | undefined): string {
  if (!ja) return `player ${id}`;
  if (asker === true && id === 'A') return 'あなた';
  if (asker === true && id === 'B') return '対戦相手';
  return `プレイヤー${id}`;
}

/**
 * A player as the short answer's summary names them (life and poison totals, who loses the game,
 * who discards or draws): as playerName, but in English too the asker of an /ask is "you" and the
 * other player "the opponent", as the answer lines and the restatement say them (issue 16 §1:
 * 'Life: player B 20 → 15' under 'The opponent takes 5 damage.'). Lower case, as inside a sentence.
 */
export function summaryPlayer(id: string, ja: boolean, asker: boolean | undefined): string {
  if (!ja && asker === true && id === 'A') return 'you';
  if (!ja && asker === true && id === 'B') return 'the opponent';
  return playerName(id, ja, asker);
}

/** An English summary name at the start of a sentence: "You", "The opponent", "Player A". */
export function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The English verb for a summary name: "you lose", "the opponent loses" (third- and second-person forms given). */
export function agree(name: string, thirdPerson: string, base: string): string {
  return /^you$/i.test(name) ? base : thirdPerson;
}

/** An English summary name as an owner: "your", "the opponent's", "player A's". */
export function possessive(name: string): string {
  return /^you$/i.test(name) ? `${name.charAt(0) === 'Y' ? 'Y' : 'y'}our` : `${name}'s`;
}
