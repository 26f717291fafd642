import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../core/i18n/i18n';
import { DayInput } from './DayInput';

describe('DayInput', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("marks India's today in the calendar, not the browser's", async () => {
    // 00:30 on 26 November in India is still 25 November in every zone west of India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T19:00:00Z'));
    render(<DayInput id="day" value="" onChange={() => undefined} />);
    await userEvent.click(screen.getByPlaceholderText('DD/MM/YYYY'));
    const today = await screen.findByText((_, element) => element?.tagName === 'BUTTON' && /rdp-day_today/.test(element.className));
    expect(today.textContent).toBe('26');
  });
});

describe('DayInput in Gujarati', () => {
  afterEach(() => applyLanguage('en'));

  it('names the month and the weekdays in Gujarati, keeping DD/MM/YYYY', async () => {
    await applyLanguage('gu');
    render(<DayInput id="day" value="2026-11-25" onChange={() => undefined} />);
    expect(screen.getByDisplayValue('25/11/2026')).toBeTruthy();
    await userEvent.click(screen.getByDisplayValue('25/11/2026'));
    // Blueprint's caption offers the months by name.
    expect((await screen.findAllByText('નવેમ્બર')).length).toBeGreaterThan(0);
    expect(screen.queryByText('November')).toBeNull();
  });
});
