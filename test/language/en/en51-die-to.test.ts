/**
 * English as players write it (session 51, en51): "Does my Hill Giant die to Lightning Bolt?", "would it die from
 * Shock?" — the instant or sorcery a creature is asked to die "to" or "from" is cast, by the other player at that
 * creature when it targets (601.2c), as "Does Lightning Bolt kill my Hill Giant?" reads it; the run says whether it dies
 * (704.5g) or goes elsewhere. Was refused naming the card. Wordings and cards of our own; refused rows stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Hill Giant': '丘巨人', 'Centaur Courser': 'ケンタウルスの狩猟者', 'Lightning Bolt': '稲妻', Shock: 'ショック', Pyroclasm: '紅蓮地獄', 'Wrath of God': '神の怒り', 'Darksteel Myr': 'ダークスティールの職工', 'Slippery Bogle': 'Slippery Bogle', 'Savannah Lions': 'サバンナ・ライオン', 'Craw Wurm': 'Craw Wurm',
  });
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN a creature asked to "die to" or "die from" a spell WHEN read THEN the spell is cast at it and its fate answered (601.2c, 704.5g)', () => {
  const ROWS: [string, string, string][] = [
    ['Does my Hill Giant die to Lightning Bolt?', "the opponent casts Lightning Bolt targeting your Hill Giant", 'Your Hill Giant dies'],
    ['My Hill Giant has a +1/+1 counter. Will it die to Lightning Bolt?', 'does your Hill Giant die', 'Your Hill Giant survives'],
    ['Would my Centaur Courser die from Shock?', "the opponent casts Shock targeting your Centaur Courser", 'survives (with 2 damage marked)'],
    ['Does Darksteel Myr die to Wrath of God?', 'cast Wrath of God', 'it has indestructible'],
    ['Do my Savannah Lions die to Pyroclasm?', 'the opponent casts Pyroclasm', 'Your Savannah Lions dies'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (Hexproof: the other player can't target it — the cast can't happen as told.)
    ['Does my Slippery Bogle die to Lightning Bolt?', 'impossible'],
    // (A creature, not a spell, died "to": not read as anything cast.)
    ['Does my Savannah Lions die to Craw Wurm?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});
