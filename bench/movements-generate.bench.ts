// Time to generate and validate every movement Stikk offers for 3–20 tables (Mitchell, Howell,
// barometer, teams round robin, individual) plus the Howells for 5–40 pairs. The first pass
// includes the design searches (Room squares, whist tables); the second shows the cached cost.
import { generateMovement, GENERATED_KINDS, howell, validateMovement, type Movement } from '@stikk/movements';

function all(): number {
  let n = 0;
  const check = (m: Movement): void => {
    if (!validateMovement(m).ok) throw new Error(`${m.name} fails validation`);
    n++;
  };
  for (const kind of GENERATED_KINDS) {
    for (let t = 3; t <= 20; t++) {
      const r = generateMovement(kind, { tables: t });
      if (!r.ok) throw new Error(`${kind} ${t}: ${r.error.message}`);
      check(r.value);
    }
  }
  for (let p = 5; p <= 40; p++) {
    const r = howell({ pairs: p });
    if (!r.ok) throw new Error(`howell ${p}: ${r.error.message}`);
    check(r.value);
  }
  return n;
}

let t0 = performance.now();
const count = all();
const cold = performance.now() - t0;
t0 = performance.now();
all();
const warm = performance.now() - t0;
console.log(
  JSON.stringify({ name: 'movements.generate-validate-all-sizes.cold', value: Math.round(cold), unit: 'ms' }),
);
console.log(
  JSON.stringify({ name: 'movements.generate-validate-all-sizes.warm', value: Math.round(warm), unit: 'ms' }),
);
console.log(
  JSON.stringify({
    name: 'movements.generate-validate-per-movement.warm',
    value: Math.round((warm / count) * 100) / 100,
    unit: 'ms',
  }),
);

// The validator alone on the largest: a 20-table complete Howell (39 rounds).
const big = howell({ tables: 20, boardsPerRound: 2 });
if (!big.ok) throw new Error(big.error.message);
t0 = performance.now();
let reps = 0;
while (performance.now() - t0 < 1000) {
  validateMovement(big.value);
  reps++;
}
console.log(
  JSON.stringify({
    name: 'movements.validate-howell-20-tables',
    value: Math.round((reps / (performance.now() - t0)) * 1000),
    unit: 'validations/s',
  }),
);
