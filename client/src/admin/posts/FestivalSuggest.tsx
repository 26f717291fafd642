import { Intent, MenuItem } from '@blueprintjs/core';
import { type ItemPredicate, type ItemRenderer, Suggest } from '@blueprintjs/select';
import type { KeyboardEvent } from 'react';
import { translate, useTranslation } from '../core/i18n/i18n';
import { formatDay } from '../shared/calendarDay';

export interface FestivalChoice {
  id: string;
  festivalName: string;
  festivalDate?: string | null;
  /** The festival's next day (fixed or from its rule): two festivals of one name are told apart by it. */
  nextDate?: string | null;
}

export interface FestivalSuggestProps {
  id: string;
  choices: readonly FestivalChoice[];
  /** The chosen festival's id, or ''. */
  value: string;
  /** Name shown when the chosen festival is not among the choices (e.g. made inactive since). */
  fallbackName?: string;
  onChange: (festival: FestivalChoice) => void;
  intent?: Intent;
  invalid?: boolean;
  loading?: boolean;
  /**
   * Escape while the list is open on typed text: instead of throwing the text
   * away (and a second Escape closing the dialog), the dialog asks whether to
   * discard (issue 28.4).
   */
  onEscapeWithText?: () => void;
}

const filterFestival: ItemPredicate<FestivalChoice> = (query, festival) => festival.festivalName.toLowerCase().includes(query.trim().toLowerCase());

/** The day shown beside a festival's name: its next day, else its (past) fixed date, else 'no date'. */
function choiceLabel(festival: FestivalChoice): string {
  const day = festival.nextDate ?? festival.festivalDate;
  return day ? formatDay(day) : translate('no date');
}

const renderFestival: ItemRenderer<FestivalChoice> = (festival, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={festival.id}
      text={festival.festivalName}
      label={choiceLabel(festival)}
      active={modifiers.active}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  ) : null;

/** Spec §2 Posts: the Festival autocomplete over active festivals; typing filters. */
export function FestivalSuggest({ id, choices, value, fallbackName, onChange, intent, invalid, loading, onEscapeWithText }: FestivalSuggestProps) {
  const { t } = useTranslation();
  const selected = choices.find((festival) => festival.id === value) ?? (value && fallbackName ? { id: value, festivalName: fallbackName } : null);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const input = event.target;
    if (event.key !== 'Escape' || !onEscapeWithText || !(input instanceof HTMLInputElement)) return;
    if (input.getAttribute('aria-expanded') !== 'true' || !input.value.trim()) return;
    // Neither the list (which would clear the text) nor the dialog sees this Escape.
    event.preventDefault();
    event.stopPropagation();
    onEscapeWithText();
  };
  return (
    <div onKeyDownCapture={onKeyDownCapture}>
      <Suggest<FestivalChoice>
        items={choices as FestivalChoice[]}
        selectedItem={selected}
        itemPredicate={filterFestival}
        itemRenderer={renderFestival}
        inputValueRenderer={(festival) => festival.festivalName}
        itemsEqual="id"
        onItemSelect={onChange}
        noResults={<MenuItem disabled text={loading ? t('Loading festivals...') : t('No active festival matches')} roleStructure="listoption" />}
        closeOnSelect
        resetOnClose
        // The list opens on typing, Arrow Down or a click, not on focus alone: the
        // dialog puts focus here as it opens, and an Edit dialog should show the
        // chosen festival, not an empty search with the list over the form.
        openOnKeyDown
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id,
          intent,
          placeholder: t('Type to search festivals'),
          autoComplete: 'off',
          'aria-invalid': invalid || undefined,
          'aria-required': true,
          // A click opens the list as before: Suggest opens on a key press, so one is sent.
          onClick: (event) => event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })),
        }}
      />
    </div>
  );
}
