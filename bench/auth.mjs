// What passport-jwt costs per request over calling jsonwebtoken directly, as
// the Authenticator did before it went through passport (issue 18). Both verify
// the same HS256 token with the same KeyObject; the staff-row query that
// follows is the same in both and is left out. Rounds alternate, so a busy
// machine slows both alike. Prints microseconds per verification.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { Strategy } from 'passport-jwt';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);
const key = createSecretKey(Buffer.from('x'.repeat(48), 'utf8'));
const token = jwt.sign({ sub: '5b0d8a38-8f57-4bd3-9c39-0b8a3c1f4b7e', ver: 0 }, key, { algorithm: 'HS256', expiresIn: '12h' });
const fromHeader = (request) => /^Bearer\s+(.+)$/i.exec(request.headers.authorization)?.[1] ?? null;

passport.use('jwt', new Strategy({ jwtFromRequest: fromHeader, secretOrKey: key, algorithms: ['HS256'] }, (payload, done) => done(null, payload)));

function direct() {
  const request = { headers: { authorization: `Bearer ${token}` } };
  return Promise.resolve(jwt.verify(fromHeader(request), key, { algorithms: ['HS256'] }));
}

function throughPassport() {
  const request = { headers: { authorization: `Bearer ${token}` } };
  return new Promise((resolve, reject) =>
    passport.authenticate('jwt', { session: false }, (error, user) => (error ? reject(error) : resolve(user)))(request, {}, () => {}),
  );
}

async function time(run) {
  const start = process.hrtime.bigint();
  for (let call = 0; call < CALLS; call += 1) await run();
  return Number(process.hrtime.bigint() - start) / 1000 / CALLS;
}

const results = { direct: [], passport: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  results.direct.push(await time(direct));
  results.passport.push(await time(throughPassport));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${CALLS} verifications x ${ROUNDS} rounds, median per call:`);
console.log(`  jsonwebtoken directly: ${median(results.direct).toFixed(1)} µs`);
console.log(`  through passport-jwt:  ${median(results.passport).toFixed(1)} µs`);
console.log(`  passport's share:      ${(median(results.passport) - median(results.direct)).toFixed(1)} µs per request`);
