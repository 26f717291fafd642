#!/usr/bin/env node
// Prints how long the festival calendar takes: every preset's days for
// 2024–2030 computed cold (a new calendar, nothing cached), then again warm
// (the service's cache), and a 151-year sweep of Diwali (1950–2100).
// Run after `npm run build`: npm run bench:festival-dates
import { performance } from 'node:perf_hooks';
import { FestivalCalendar } from '../dist/server/src/festivals/calendar/calendar.js';
import { FESTIVAL_PRESETS } from '../dist/server/src/festivals/calendar/presets.js';

function timed(label, run) {
  const start = performance.now();
  const count = run();
  const ms = performance.now() - start;
  console.log(`${label}: ${ms.toFixed(0)} ms for ${count} rule-years (${(ms / count).toFixed(1)} ms each)`);
}

const calendar = new FestivalCalendar();
const everyPreset = () => {
  let count = 0;
  for (const preset of FESTIVAL_PRESETS) {
    for (let year = 2024; year <= 2030; year++) {
      calendar.datesInYear(preset.rule, year);
      count++;
    }
  }
  return count;
};
timed('16 presets x 7 years, cold', everyPreset);
timed('16 presets x 7 years, lunar months and sunrises known', everyPreset);
const diwali = FESTIVAL_PRESETS.find((preset) => preset.key === 'diwali').rule;
timed('Diwali 1950-2100, new calendar', () => {
  const fresh = new FestivalCalendar();
  for (let year = 1950; year <= 2100; year++) fresh.datesInYear(diwali, year);
  return 151;
});
