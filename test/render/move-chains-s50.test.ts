/**
 * The answer's summary follows a card through its zone changes in the order they happened (move-chains.ts, 400.7):
 * a flicker says the creature came back; a card returned from a graveyard and exiled again is said once, in order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TraceStep } from '../../src/engine/types.ts';
import { moveChains } from '../../src/render/move-chains.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { restatedAnswering } from '../support/ask-rows.ts';

const moved = (object: string, from: string, to: string): TraceStep => ({ key: 'zone.moved', rules: ['400.7'], params: { object, from, to } }) as unknown as TraceStep;
const other = (): TraceStep => ({ key: 'priority.receives', rules: ['117.3b'], params: { player: 'A' } }) as unknown as TraceStep;

describe('GIVEN the moves of a run WHEN chained THEN each object is followed from its first move, in order', () => {
  it('a flicker: off the battlefield to exile, then back', () => {
    const c = moveChains([moved('Bear', 'battlefield', 'exile'), other(), moved('Bear', 'exile', 'battlefield')]);
    expect([...c.heads]).toEqual([[0, ['exile', 'battlefield']]]);
    expect([...c.told]).toEqual([2]);
  });
  it('a card returned, then exiled, then cast from exile: the cast ends the chain', () => {
    const c = moveChains([moved('Hound', 'graveyard', 'battlefield'), moved('Hound', 'battlefield', 'exile'), moved('Hound', 'exile', 'stack')]);
    expect([...c.heads]).toEqual([[0, ['battlefield', 'exile']]]);
    expect([...c.told]).toEqual([1]);
  });
  it('a death starts no chain (told as a death, 700.4); two objects are followed apart', () => {
    const c = moveChains([moved('Finks', 'battlefield', 'graveyard'), moved('Elk', 'battlefield', 'exile'), moved('Finks', 'graveyard', 'battlefield')]);
    expect([...c.heads]).toEqual([[1, ['exile']], [2, ['battlefield']]]);
    expect(c.told.size).toBe(0);
  });
});

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', Cloudshift: '雲隠れ', Ephemerate: '儚い存在', "Goryo's Vengeance": '御霊の復讐', 'Isamaru, Hound of Konda': '今田家の猟犬、勇丸', Unsummon: '送還' });
}, 120_000);

describe('GIVEN a run that moves a card on from where it went first WHEN answered THEN the summary says every zone, in order', () => {
  it.each([
    ['I cast Ephemerate on my Grizzly Bears. What is its power?', 'Ephemerate', 'Left the battlefield: Grizzly Bears (to exile, then to the battlefield).'],
    ['Can I cast Cloudshift on my Grizzly Bears, and what is its power?', 'Cloudshift', 'Left the battlefield: Grizzly Bears (to exile, then to the battlefield).'],
    ["Isamaru, Hound of Konda is in my graveyard. Can I cast Goryo's Vengeance on it, and where does it end up?", "Goryo's Vengeance", 'Left the graveyard: Isamaru, Hound of Konda (to the battlefield, then to exile).'],
    ['私の《灰色熊》に《雲隠れ》を唱えた。灰色熊のパワーは？', '雲隠れ', '戦場を離れた：あなたの《灰色熊》（追放領域へ、その後戦場へ）。'],
    // (One move only: said as before.)
    ['I cast Unsummon on their Grizzly Bears. Where is it?', 'Unsummon', 'Left the battlefield: Grizzly Bears (to the hand).'],
  ])('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
});
