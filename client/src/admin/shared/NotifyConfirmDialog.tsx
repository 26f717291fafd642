import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { INDIA_UTC_OFFSET_MINUTES } from '../../../../shared/india-day';
import { todayInIndia } from './calendarDay';
import { DayInput } from './DayInput';
import { TIME_ZONE_LABEL } from './format';
import { msg, useTranslation } from '../core/i18n/i18n';

export const SEND_LATER_PAST = msg('Send time must be in the future');

/** 'HH:MM' in India `minutes` from now. */
function indiaClock(minutesAhead: number, now = new Date()): string {
  const india = new Date(now.getTime() + (INDIA_UTC_OFFSET_MINUTES + minutesAhead) * 60_000);
  return india.toISOString().slice(11, 16);
}

/** The instant of `day` at `time`, India time, as the server takes it (ISO 8601 with +05:30). */
export function indiaSendAt(day: string, time: string): string {
  return `${day}T${time}:00+05:30`;
}

/**
 * Asks before a 'Send notification' pushes to every phone of the app: now,
 * or later at a day and time in India time (issue 26). The server refuses
 * the same item again within 10 minutes (409, its message is toasted).
 */
export function NotifyConfirmDialog({
  subject,
  onConfirm,
  onSchedule,
  onClose,
}: {
  /** What the notification is about, e.g. the subcategory's name; undefined keeps the dialog closed. */
  subject: string | undefined;
  onConfirm: () => Promise<unknown> | void;
  /** Send later: `sendAt` is ISO 8601 with India's offset. Without it the dialog offers Send now only. */
  onSchedule?: (sendAt: string) => Promise<unknown> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [later, setLater] = useState(false);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const reset = () => {
    setLater(false);
    setDay(todayInIndia());
    setTime(indiaClock(60));
    setError(undefined);
  };

  const submit = async () => {
    if (later) {
      if (!day || !/^\d{2}:\d{2}$/.test(time)) return setError(msg('Choose a day and a time'));
      const sendAt = indiaSendAt(day, time);
      if (new Date(sendAt).getTime() <= Date.now()) return setError(SEND_LATER_PAST);
    }
    setBusy(true);
    try {
      await (later && onSchedule ? onSchedule(indiaSendAt(day, time)) : onConfirm());
    } finally {
      setBusy(false);
      // The action reports its own outcome (toast); the question is answered either way.
      onClose();
    }
  };

  return (
    <Dialog
      isOpen={subject !== undefined}
      onOpening={reset}
      onClose={busy ? undefined : onClose}
      title={t('Send notification')}
      icon="notifications"
      canOutsideClickClose={!busy}
      canEscapeKeyClose={!busy}
      role="alertdialog"
    >
      <DialogBody>
        <p className={Classes.TEXT_LARGE}>{t("Send a notification about {subject} to the app's users?", { subject: `'${subject ?? ''}'` })}</p>
        {onSchedule && (
          <>
            <RadioGroup
              label={t('When')}
              inline
              selectedValue={later ? 'later' : 'now'}
              onChange={(event) => {
                setLater(event.currentTarget.value === 'later');
                setError(undefined);
              }}
            >
              <Radio label={t('Send now')} value="now" />
              <Radio label={t('Send later')} value="later" />
            </RadioGroup>
            {later && (
              <div className="admin-send-later">
                <FormGroup label={t('Day')} labelFor="send-later-day">
                  <DayInput id="send-later-day" value={day} minDay={todayInIndia()} onChange={setDay} />
                </FormGroup>
                <FormGroup
                  label={t('Time')}
                  labelFor="send-later-time"
                  helperText={t(error ?? TIME_ZONE_LABEL)}
                  intent={error ? Intent.DANGER : Intent.NONE}
                >
                  <input
                    id="send-later-time"
                    className={`${Classes.INPUT} ${error ? Classes.intentClass(Intent.DANGER) : ''}`}
                    type="time"
                    required
                    value={time}
                    onChange={(event) => {
                      setTime(event.currentTarget.value);
                      setError(undefined);
                    }}
                  />
                </FormGroup>
              </div>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('Cancel')} onClick={onClose} disabled={busy} />
            <Button text={later ? t('Schedule') : t('Send')} intent={Intent.PRIMARY} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
