/**
 * How the steps and the short answer name a player, one catalogue per language (en-players.ts,
 * ja-players.ts) reached as RenderWords.players. `asker` is true when player A asked the question
 * (/ask): the reply then names A as the asker and B as the opponent where the language does so.
 */
export interface PlayerLines {
  /** A player as the trace steps name them ("player A" / 「プレイヤーA」, or あなた / 対戦相手 for an /ask). */
  step(id: string, asker: boolean | undefined): string;
  /**
   * A player as the short answer's summary names them (life and poison totals, who loses the game,
   * who discards or draws): as `step`, but in English too the asker is "you" and the other player
   * "the opponent". Lower case, as inside a sentence.
   */
  summary(id: string, asker: boolean | undefined): string;
  /**
   * A player as the owner of a zone in a refusal that asks the user to describe it ("your graveyard",
   * "the opponent's hand" / 「あなたの墓地」): the asker's and the opponent's zones as the asker says them.
   */
  owner(id: string, asker: boolean | undefined): string;
}
