/**
 * The reply for a permanent-only act told of a card that had left the battlefield (engine objects.ts permanentObject,
 * key error.left-battlefield, 400.7): every act is said in English and in Japanese without Latin words, and a token
 * that left is said to have ceased to exist (704.5d) rather than to be in a zone.
 */
import { describe, expect, it } from 'vitest';
import type { PermanentAct } from '../../src/engine/objects.ts';
import { renderEngineError } from '../../src/render/trace.ts';
import { latinWords } from '../support/ja-text-check.ts';

const ACTS: PermanentAct[] = ['tap', 'untap', 'counters', 'effect', 'attach', 'unattach', 'destroy', 'sacrifice', 'damage', 'remove-from-combat'];
const say = (lang: 'en' | 'ja', params: Record<string, string | boolean>): string => renderEngineError({ code: 'illegal_action', key: 'error.left-battlefield', params: { object: 'Grizzly Bears', act: 'tap', rule: '400.7', ...params } }, lang);

describe('error.left-battlefield', () => {
  it.each(ACTS)('GIVEN the act %s THEN both languages say the creature had left, where it is, and 400.7', (act) => {
    const en = say('en', { act, zone: 'graveyard' });
    const ja = say('ja', { act, zone: 'graveyard' });
    expect(en).toMatch(/^Grizzly Bears had already left the battlefield \(it is now in the graveyard\)\..* can't be \w.* \(400\.7\)\.$/u);
    expect(ja).toMatch(/すでに戦場を離れています（今は墓地にあります）。.*ことはできません（400\.7）。$/u);
    expect(latinWords(ja.replace('Grizzly Bears', ''))).toEqual([]);
    // (Each act has its own words: never the code itself.)
    expect(en).not.toContain(act === 'damage' ? 'damage to' : `be ${act} `);
  });

  it('GIVEN a token that left THEN it is said to have ceased to exist, not to be in a zone', () => {
    expect(say('en', { ceased: true })).toContain('a token that leaves it ceases to exist');
    expect(say('ja', { ceased: true })).toContain('戦場を離れたトークンは消滅します');
  });
});
