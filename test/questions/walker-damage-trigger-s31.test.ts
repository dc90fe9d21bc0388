/**
 * Damage to a planeswalker from a combat-damage trigger (120.3c, 704.5i): "Whenever this deals combat damage to an
 * opponent, it deals that much damage to target planeswalker that player controls" (Questing Beast) is read — "that
 * player" is the opponent damaged (608.2k), so with two players the target is a planeswalker an opponent controls, and
 * "that much" the damage dealt (603.2). Before, the line was unread and every Questing Beast attack was refused. With
 * two planeswalkers the target is asked back; a trigger whose damaged player could be either ("to a player", Mistblade
 * Shinobi) keeps "that player controls" unread.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { compiledShapes, loadRealCards, realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
let cards: Map<string, CardRecord>;
beforeAll(async () => {
  deps = await realCardDeps({
    'Questing Beast': '探索する獣', 'Liliana of the Veil': 'ヴェールのリリアナ', 'Teferi, Hero of Dominaria': 'ドミナリアの英雄、テフェリー', 'Jace, the Mind Sculptor': '精神を刻む者、ジェイス', 'Grizzly Bears': '灰色熊',
  });
  cards = await loadRealCards(['Questing Beast', 'Mistblade Shinobi']);
}, 120_000);

/** [question, what the restatement says, what the answer says, a rule the trace cites]. */
const ANSWERED: [string, string, string, string][] = [
  ['Questing Beast attacks my opponent and isn\'t blocked. They control Liliana of the Veil at 3 loyalty. What happens to Liliana?', 'your Questing Beast attacks the opponent', 'Liliana of the Veil 3 → 0', '704.5i'],
  ['My opponent has Teferi, Hero of Dominaria at 5 loyalty. Questing Beast attacks my opponent and isn\'t blocked. How much loyalty is left on Teferi?', 'how many loyalty counters does the opponent\'s Teferi, Hero of Dominaria have', 'has 1 loyalty counter', '120.3c'],
  ['相手は《ヴェールのリリアナ》（忠誠度3）をコントロールしている。《探索する獣》で相手を攻撃して、ブロックされなかった。リリアナはどうなる？', '《探索する獣》が対戦相手を攻撃する', '3 → 0', '704.5i'],
  // No planeswalker: the trigger has no target and is removed (603.3d); the player takes 4.
  ['Questing Beast attacks my opponent and isn\'t blocked. How much life do they have?', 'your Questing Beast attacks the opponent', 'The opponent\'s life total is 16', '510.2'],
];

/** [question, the refusal's code, what it says]. */
const REFUSED: [string, string, string][] = [
  // Two planeswalkers: which one the trigger targets is the controller's choice (603.3d, 601.2c) — asked back.
  ['Questing Beast attacks my opponent, who controls Liliana of the Veil and Jace, the Mind Sculptor, and isn\'t blocked. What happens?', 'needs_detail', 'Please say what it targets'],
];

describe('a combat-damage trigger that damages a planeswalker (120.3c, 704.5i, 608.2k)', () => {
  compiledShapes(
    [['Questing Beast', { triggers: [{ event: 'deals-damage', combatOnly: true, damageTo: 'opponent', targets: [{ word: 'planeswalker', objects: { controller: 'opponent', types: ['Planeswalker'] } }], effects: [{ kind: 'damage', amountFrom: 'event', target: 'planeswalker' }] }] }]],
    [['Mistblade Shinobi', 'Whenever this creature deals combat damage to a player, you may return target creature that player controls to its owner\'s hand.']],
    () => cards,
  );
  it.each(ANSWERED)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule), 60_000);
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
