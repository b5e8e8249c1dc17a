import { cryptoRandomInt, type RandomInt, spin } from '../../src/casino/services/slot/engine';
import { lineReturn, PAYLINES, paytableFor, SYMBOL_WEIGHTS, SYMBOLS, TOTAL_WEIGHT } from '../../src/casino/services/slot/paytable';

/** Park–Miller: a fixed sequence, so the long simulation below is repeatable to the cent. */
function seeded(seed: number): RandomInt {
  let state = seed;
  return (max) => {
    state = (state * 48271) % 2147483647;
    return Math.floor((state / 2147483647) * max);
  };
}

function simulate(rtpBp: number, spins: number, random: RandomInt): number {
  const paytable = paytableFor(rtpBp);
  let staked = 0;
  let won = 0;
  for (let index = 0; index < spins; index += 1) {
    staked += 100;
    won += spin(paytable, 100, random).win;
  }
  return won / staked;
}

describe('slot return to player', () => {
  it.each([9400, 9650, 9750])('scales the pays so the closed-form RTP equals %i bp', (rtpBp) => {
    expect(paytableFor(rtpBp).rtp).toBeCloseTo(rtpBp / 10_000, 10);
  });

  it('the closed form agrees with brute-force enumeration of one line', () => {
    // Enumerate the 8^5 symbol combinations of a single line with their probabilities.
    const { pays } = paytableFor(9650);
    let expected = 0;
    const probability = (symbol: (typeof SYMBOLS)[number]) => SYMBOL_WEIGHTS[symbol] / TOTAL_WEIGHT;
    const walk = (line: Array<(typeof SYMBOLS)[number]>, p: number) => {
      if (line.length === 5) {
        const first = line[0] as (typeof SYMBOLS)[number];
        let count = 1;
        while (count < 5 && line[count] === first) count += 1;
        if (count >= 3) expected += p * (pays[first][count - 3] as number);
        return;
      }
      for (const symbol of SYMBOLS) walk([...line, symbol], p * probability(symbol));
    };
    walk([], 1);
    expect(expected).toBeCloseTo(lineReturn(pays), 12);
    expect(PAYLINES).toHaveLength(10);
  });

  it('a long seeded simulation of the engine lands on the configured RTP', () => {
    // Standard deviation of one spin's return is about 3.1, so 300,000 spins give a standard
    // error near 0.6 %; the sequence is fixed, so this cannot flake.
    expect(Math.abs(simulate(9650, 300_000, seeded(12345)) - 0.965)).toBeLessThan(0.02);
  });

  it('with the server’s crypto RNG the average return stays within 6 standard errors', () => {
    const spins = 200_000;
    const tolerance = 6 * (3.2 / Math.sqrt(spins));
    expect(Math.abs(simulate(9500, spins, cryptoRandomInt) - 0.95)).toBeLessThan(tolerance);
  }, 60_000);
});
