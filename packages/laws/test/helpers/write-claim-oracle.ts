// Writes fixtures/claim-search-oracle.json: the Law 70 search's answers on the seeded random cases
// of ./claim-positions.ts, as claim-search-oracle.test.ts compares them. Run it only with the search
// whose answers are to be pinned (session 26: the search before its speed-up, commit 8f4ba634):
//   node --conditions=source --import tsx packages/laws/test/helpers/write-claim-oracle.ts
//   npx biome format --write packages/laws/test/fixtures/claim-search-oracle.json
import { writeFileSync } from 'node:fs';
import { CLAIM_ORACLE_CASES, claimAnswer, claimCase, caseDigest } from './claim-positions.js';

const out: unknown[] = [];
for (let i = 0; i < CLAIM_ORACLE_CASES; i++) {
  const c = claimCase(i);
  out.push([caseDigest(c), claimAnswer(c)]);
}
const file = new URL('../fixtures/claim-search-oracle.json', import.meta.url);
writeFileSync(file, `[\n${out.map((o) => JSON.stringify(o)).join(',\n')}\n]\n`);
console.log(`${out.length} cases written to ${file.pathname}`);
