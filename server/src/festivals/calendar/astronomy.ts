import { AstroTime, Body, MoonPhase, Observer, SearchMoonPhase, SearchRiseSet, SearchSunLongitude, SunPosition } from 'astronomy-engine';

/**
 * The astronomical facts a panchang is made of, from astronomy-engine (VSOP87
 * Sun, a truncated ELP Moon; minutes of accuracy over 1950–2100, far below a
 * day). Everything here is an instant (a Date in UTC); turning instants into
 * the calendar days of a place is calendar.ts's work.
 */

const DAY_MS = 86_400_000;

/** The Moon's lead over the Sun in ecliptic longitude, 0–360°: twelve degrees make one tithi. */
export function elongation(at: Date): number {
  return MoonPhase(at);
}

/** The first instant after `after` at which the elongation reaches `degrees` (0 = new moon). */
export function nextElongation(degrees: number, after: Date): Date {
  const found = SearchMoonPhase(degrees % 360, after, 32);
  if (!found) throw new Error(`No elongation ${degrees}° within 32 days of ${after.toISOString()}`);
  return found.date;
}

/** Lahiri (Chitrapaksha) ayanamsa in degrees: 23°51′25.5″ at J2000, moving with the general precession. */
export function lahiriAyanamsa(at: Date): number {
  const centuries = new AstroTime(at).tt / 36525;
  return 23.857092 + 1.396888 * centuries + 0.000307 * centuries * centuries;
}

/** The Sun's sidereal (nirayana) longitude, 0–360°. */
export function siderealSunLongitude(at: Date): number {
  const tropical = SunPosition(at).elon;
  return (((tropical - lahiriAyanamsa(at)) % 360) + 360) % 360;
}

/** The sidereal sign the Sun is in: 0 Mesha (Aries) … 9 Makara … 11 Meena. */
export function sunSign(at: Date): number {
  return Math.floor(siderealSunLongitude(at) / 30);
}

/** The instant the Sun enters sidereal sign `sign` (0–11), the first after `after`. */
export function nextSankranti(sign: number, after: Date): Date {
  // The ayanamsa moves 50″ a year, so the tropical target is found in two passes.
  let target = (sign * 30 + lahiriAyanamsa(after)) % 360;
  const first = SearchSunLongitude(target, after, 370);
  if (!first) throw new Error(`The Sun does not reach sign ${sign} within a year of ${after.toISOString()}`);
  target = (sign * 30 + lahiriAyanamsa(first.date)) % 360;
  const second = SearchSunLongitude(target, new Date(first.date.getTime() - 2 * DAY_MS), 4);
  return (second ?? first).date;
}

/** Sunrise (direction +1) or sunset (−1) of the Sun's upper limb, the first after `after`. */
export function nextSunEvent(observer: Observer, direction: 1 | -1, after: Date): Date {
  const found = SearchRiseSet(Body.Sun, observer, direction, after, 2);
  if (!found) throw new Error(`The Sun does not ${direction > 0 ? 'rise' : 'set'} within two days at latitude ${observer.latitude}`);
  return found.date;
}

export { Observer };
