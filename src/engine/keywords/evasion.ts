/** Why an attacker can't be blocked by a blocker (509.1b), as an evasion keyword's hook reports it. */
export interface EvasionProblem {
  ability: string;
  rules: string[];
}
