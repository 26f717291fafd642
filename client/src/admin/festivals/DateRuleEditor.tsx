import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { FestivalDateRuleInput, LunarMonth, Observance, Paksha, SolarSign } from '../../gql/graphql';
import { LUNAR_MONTH_LABELS, LUNAR_MONTHS, SOLAR_SIGN_LABELS, SOLAR_SIGNS, TITHI_NAMES } from '../../../../shared/festival-months';
import { msg, useTranslation } from '../core/i18n/i18n';
import { monthOptionLabel, ruleDescription, SIGN_NAMES, tithiName } from '../shared/festivalRuleWords';
import { formatLongDay, todayInIndia } from '../shared/calendarDay';
import { FestivalPresetsDocument, FestivalRuleDatesDocument } from '../shared/graphql/festivalRules';

/** A rule as the dialog edits it: the API's input shape, always whole. */
export type RuleDraft = Required<Pick<FestivalDateRuleInput, 'kind'>> & FestivalDateRuleInput;

const MONTHS: readonly [LunarMonth, string][] = LUNAR_MONTHS.map((month) => [month, LUNAR_MONTH_LABELS[month]]);

const OBSERVANCES: readonly [Observance, string][] = [
  ['SUNRISE', msg('Sunrise (udaya)')],
  ['MADHYAHNA', msg('Madhyahna (midday)')],
  ['APARAHNA', msg('Aparahna (afternoon)')],
  ['PRADOSH', msg('Pradosh (evening)')],
  ['NISHITA', msg('Nishita (midnight)')],
  ['PRADOSH_AFTER_BHADRA', msg('Pradosh free of Bhadra (Holika Dahan)')],
  ['APARAHNA_AFTER_BHADRA', msg('Aparahna after Bhadra (Raksha Bandhan)')],
];

const SIGNS: readonly [SolarSign, string][] = SOLAR_SIGNS.map((sign) => [sign, SOLAR_SIGN_LABELS[sign]]);

/** A tithi's number and name ('15 Purnima'), in the admin's language. */
function tithiOptionLabel(tithi: number): string {
  return `${tithi} ${tithiName(tithi)}`;
}

/** Tithis 1 to 14, then the one that ends the paksha: 15 Purnima (Shukla) or 30 Amavasya (Krishna). */
const tithiNumbers = (paksha: Paksha | null | undefined) => [...TITHI_NAMES.map((_, index) => index + 1), paksha === 'KRISHNA' ? 30 : 15];

const NEW_LUNAR: RuleDraft = {
  kind: 'LUNAR',
  month: 'CHAITRA',
  paksha: 'SHUKLA',
  tithi: 1,
  observance: 'SUNRISE',
  offsetDays: 0,
};
const NEW_SOLAR: RuleDraft = { kind: 'SOLAR', sign: 'MAKARA', offsetDays: 0 };

/** Only the fields the API takes (a preset or a stored rule also carries its description). */
export function toRuleDraft(rule: RuleDraft & { description?: string; __typename?: string }): RuleDraft {
  return rule.kind === 'SOLAR'
    ? { kind: rule.kind, sign: rule.sign, offsetDays: rule.offsetDays ?? 0 }
    : {
        kind: rule.kind,
        month: rule.month,
        paksha: rule.paksha,
        tithi: rule.tithi,
        observance: rule.observance,
        offsetDays: rule.offsetDays ?? 0,
      };
}

function sameRule(a: RuleDraft, b: RuleDraft): boolean {
  return JSON.stringify(toRuleDraft(a)) === JSON.stringify(toRuleDraft(b));
}

export interface DateRuleEditorProps {
  id: string;
  value: RuleDraft | null;
  onChange: (rule: RuleDraft | null, presetName?: string) => void;
  disabled?: boolean;
}

/**
 * The festival dialog's date rule: a preset ('Diwali (Lakshmi Puja): Ashvin
 * Krishna Amavasya, pradosh') or a rule of its own, and the days it gives this
 * year and the next three, from the server as the rule changes.
 */
export function DateRuleEditor({ id, value, onChange, disabled }: DateRuleEditorProps) {
  const { t } = useTranslation();
  const presets = useQuery(FestivalPresetsDocument).data?.festivalPresets ?? [];
  const fromYear = Number(todayInIndia().slice(0, 4));
  const preview = useQuery(FestivalRuleDatesDocument, {
    variables: { rule: value ? toRuleDraft(value) : NEW_LUNAR, fromYear },
    skip: !value,
  });
  const preset = value ? presets.find((candidate) => sameRule(toRuleDraft(candidate.rule as RuleDraft), value)) : undefined;
  const choice = !value ? 'none' : preset ? preset.key : 'custom';
  const set = (changes: Partial<RuleDraft>) => value && onChange({ ...value, ...changes });
  const tithiOptions = tithiNumbers(value?.paksha).map((tithi) => ({ value: tithi, label: tithiOptionLabel(tithi) }));

  return (
    <div className="date-rule-editor">
      <HTMLSelect
        id={id}
        fill
        disabled={disabled}
        value={choice}
        onChange={(event) => {
          const key = event.currentTarget.value;
          if (key === 'none') onChange(null);
          else if (key === 'custom') onChange(value ?? NEW_LUNAR);
          else {
            const chosen = presets.find((candidate) => candidate.key === key);
            if (chosen) onChange(toRuleDraft(chosen.rule), chosen.name);
          }
        }}
      >
        <option value="none">{t('No date rule (no fixed date)')}</option>
        <option value="custom">{t('A rule of its own')}</option>
        {presets.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {`${candidate.name}: ${ruleDescription(candidate.rule)}`}
          </option>
        ))}
      </HTMLSelect>
      {value && (
        <div className="date-rule-editor-fields">
          <FormGroup label={t('Calendar')} labelFor={`${id}-kind`} inline>
            <HTMLSelect
              id={`${id}-kind`}
              disabled={disabled}
              value={value.kind}
              onChange={(event) => onChange(event.currentTarget.value === 'SOLAR' ? NEW_SOLAR : NEW_LUNAR)}
            >
              <option value="LUNAR">{t('Lunar: a tithi of a month')}</option>
              <option value="SOLAR">{t('Solar: the Sun enters a sign')}</option>
            </HTMLSelect>
          </FormGroup>
          {value.kind === 'SOLAR' ? (
            <FormGroup label={t('Sign (sidereal, Lahiri)')} labelFor={`${id}-sign`} inline>
              <HTMLSelect
                id={`${id}-sign`}
                disabled={disabled}
                value={value.sign ?? 'MAKARA'}
                onChange={(event) => set({ sign: event.currentTarget.value as SolarSign })}
              >
                {SIGNS.map(([sign]) => (
                  <option key={sign} value={sign}>
                    {t(SIGN_NAMES[sign])}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ) : (
            <>
              <FormGroup label={t('Month (amanta)')} labelFor={`${id}-month`} inline>
                <HTMLSelect
                  id={`${id}-month`}
                  disabled={disabled}
                  value={value.month ?? 'CHAITRA'}
                  onChange={(event) => set({ month: event.currentTarget.value as LunarMonth })}
                >
                  {MONTHS.map(([month], index) => (
                    <option key={month} value={month}>
                      {monthOptionLabel(index, value.paksha)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('Paksha')} labelFor={`${id}-paksha`} inline>
                <HTMLSelect
                  id={`${id}-paksha`}
                  disabled={disabled}
                  value={value.paksha ?? 'SHUKLA'}
                  onChange={(event) => {
                    const paksha = event.currentTarget.value as Paksha;
                    // Purnima ends Shukla paksha, Amavasya Krishna paksha.
                    const tithi = paksha === 'KRISHNA' && value.tithi === 15 ? 30 : paksha === 'SHUKLA' && value.tithi === 30 ? 15 : value.tithi;
                    set({ paksha, tithi });
                  }}
                >
                  <option value="SHUKLA">{t('Shukla (waxing)')}</option>
                  <option value="KRISHNA">{t('Krishna (waning)')}</option>
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('Tithi')} labelFor={`${id}-tithi`} inline>
                <HTMLSelect
                  id={`${id}-tithi`}
                  disabled={disabled}
                  value={String(value.tithi ?? 1)}
                  onChange={(event) => set({ tithi: Number(event.currentTarget.value) })}
                >
                  {tithiOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('Observed at')} labelFor={`${id}-observance`} inline>
                <HTMLSelect
                  id={`${id}-observance`}
                  disabled={disabled}
                  value={value.observance ?? 'SUNRISE'}
                  onChange={(event) => set({ observance: event.currentTarget.value as Observance })}
                >
                  {OBSERVANCES.map(([observance, label]) => (
                    <option key={observance} value={observance}>
                      {t(label)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            </>
          )}
          <FormGroup label={t('Days after')} labelFor={`${id}-offset`} helperText={t('e.g. 1 for Holi, the day after Holika Dahan')} inline>
            <InputGroup
              id={`${id}-offset`}
              type="number"
              min={-15}
              max={15}
              disabled={disabled}
              value={String(value.offsetDays ?? 0)}
              onValueChange={(text) => {
                const days = Math.trunc(Number(text));
                if (Number.isFinite(days)) set({ offsetDays: Math.max(-15, Math.min(15, days)) });
              }}
            />
          </FormGroup>
          <section aria-label={t('Dates this rule gives')} className="date-rule-preview">
            {preview.loading && !preview.data ? (
              <span>{t('Computing dates…')}</span>
            ) : preview.error ? (
              <span role="alert">{preview.error.message}</span>
            ) : (
              <ul>
                {(preview.data?.festivalRuleDates ?? []).map((year) => (
                  <li key={year.year}>
                    <strong>{year.year}:</strong> {year.dates.length ? year.dates.map(formatLongDay).join(', ') : t('none this year')}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
