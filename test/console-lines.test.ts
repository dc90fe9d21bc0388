/**
 * Console lines that name no command: a question typed as it is is asked (`ask`); a slip of a
 * command's name is not asked but answered with "did you mean". In-process (run-command.ts).
 */
import { describe, expect, it } from 'vitest';
import { nearCommand, parseConsoleLine } from '../src/run-command.ts';

describe('console lines', () => {
  it.each([
    ['my 3/3 blocks their 2/2 with deathtouch, what dies?', 'ask', 'my 3/3 blocks their 2/2 with deathtouch, what dies?'],
    ['I attack with Grizzly Bears and they block with a 1/1. What happens', 'ask', 'I attack with Grizzly Bears and they block with a 1/1. What happens'],
    ['does trample work with deathtouch?', 'ask', 'does trample work with deathtouch?'],
    ['接死を持つ1/1が4/4をブロックしたら？', 'ask', '接死を持つ1/1が4/4をブロックしたら？'],
    ['《稲妻》で相手の3/3を撃った --lang ja', 'ask', '《稲妻》で相手の3/3を撃った'],
    ['/rule 702.19b', 'rule', '702.19b'],
    ['rule 702.19b', 'rule', '702.19b'],
    ['ask what is trample', 'ask', 'what is trample'],
    ['/nonsense', 'nonsense', ''],
    ['rul 702.19b', 'rul', '702.19b'],
    ['serch first strike rules', 'serch', 'first strike rules'],
    ['hello', 'hello', ''],
  ])('%s → %s', (line, command, positional) => {
    const parsed = parseConsoleLine(line);
    expect(parsed.command).toBe(command);
    expect(parsed.positional).toBe(positional);
  });

  it.each([
    ['rul', 'rule'],
    ['serch', 'search'],
    ['defien', 'define'],
    ['scenaro', 'scenario'],
    ['my', null],
    ['attack', null],
  ])('a slip of a command name: %s → %s', (word, name) => {
    expect(nearCommand(word)).toBe(name);
  });
});
