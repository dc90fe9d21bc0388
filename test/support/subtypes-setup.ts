/**
 * Every test file's engine has the subtype lists (205.3g-205.3q) of the current CR in ../shared/data,
 * as the app's engine has them once the rules are loaded (services.ts): they are read from the CR
 * file, never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { subtypeListsOfText } from '../../src/rules/subtype-lists.ts';
import { useSubtypeLists } from '../../src/engine/subtypes.ts';

const CR = new URL('../../../shared/data/cr/MagicCompRules-20260925.txt', import.meta.url);
const lists = subtypeListsOfText(decodeRulesText(new Uint8Array(readFileSync(CR))).text);
if (!lists) throw new Error(`the subtype lists (205.3g-205.3q) could not be read from ${CR.pathname}`);
useSubtypeLists(lists);
