import { Button, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FestivalPostFieldsFragment } from '../../gql/graphql';
import { msg, translate, useTranslation } from '../core/i18n/i18n';
import { DayInput } from '../shared/DayInput';
import { todayInIndia } from '../shared/calendarDay';
import { END_IN_PAST, pastDayRefusal, START_IN_PAST } from './pastDays';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type FormErrors, type FormField, FormDialog } from '../shared/FormDialog';
import { STATUS_OPTIONS } from '../shared/StatusTag';
import { useErrorToast } from '../shared/useErrorToast';
import { useMutationWithToast } from '../shared/useMutationWithToast';
import { isBlank } from '../shared/validation';
import { FestivalSuggest } from './FestivalSuggest';
import { CreateFestivalPostDocument } from './graphql/createFestivalPost';
import { DeleteFestivalPostDocument } from './graphql/deleteFestivalPost';
import { FestivalChoicesDocument } from './graphql/festivalChoices';
import { UpdateFestivalPostDocument } from './graphql/updateFestivalPost';

export type FestivalPost = FestivalPostFieldsFragment;

export interface FestivalPostFormValues extends Record<string, unknown> {
  festivalId: string;
  postName: string;
  /** 'YYYY-MM-DD' */
  postStartDate: string;
  /** 'YYYY-MM-DD', the last day (inclusive). */
  postEndDate: string;
  status: boolean | '';
}

/** Spec §5 texts. */
export const POST_NAME_REQUIRED = msg('PostName is required');
export const END_BEFORE_START = msg('End Date cannot be before Start Date');

export function validatePost(values: FestivalPostFormValues): FormErrors<FestivalPostFormValues> {
  const errors: FormErrors<FestivalPostFormValues> = {};
  // Only the keys with a message: these override the fields' own checks (e.g. a past End Date).
  if (isBlank(values.postName)) errors.postName = translate(POST_NAME_REQUIRED);
  if (values.postStartDate && values.postEndDate && values.postEndDate < values.postStartDate) errors.postEndDate = translate(END_BEFORE_START);
  return errors;
}

export interface FestivalPostDialogProps {
  isOpen: boolean;
  /** Edit this post; without it the dialog adds one starting on `startDay`. */
  post?: FestivalPost;
  startDay?: string;
  onClose: () => void;
  /** After a save or delete, so the calendar reloads its visible range. */
  onChanged: () => void;
}

/**
 * Spec §2 Posts: the festival post dialog, modes Add, Edit and Delete.
 * Choosing a festival fills the post name; edit mode has 'Delete Festival Post'.
 */
export function FestivalPostDialog({ isOpen, post, startDay = '', onClose, onChanged }: FestivalPostDialogProps) {
  const { t } = useTranslation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const choices = useQuery(FestivalChoicesDocument, { skip: !isOpen, fetchPolicy: 'cache-and-network' });
  useErrorToast(choices.error, t('Failed to get festival post'));

  const [createPost] = useMutationWithToast(CreateFestivalPostDocument, {
    successMessage: t('Festival post created successfully'),
    failureMessage: t('Failed to create festival post'),
  });
  const [updatePost] = useMutationWithToast(UpdateFestivalPostDocument, {
    successMessage: t('Festival post updated successfully'),
    failureMessage: t('Failed to update festival post'),
  });
  const [deletePost] = useMutationWithToast(DeleteFestivalPostDocument, {
    successMessage: t('Festival post deleted successfully'),
    failureMessage: t('Failed to delete festival post'),
    undoable: true,
    onUndone: onChanged,
  });

  const mode = post ? 'edit' : 'add';
  const today = todayInIndia();
  const initialValues: FestivalPostFormValues = post
    ? {
        festivalId: post.festivalId,
        postName: post.postName,
        postStartDate: post.postStartDate,
        postEndDate: post.postEndDate,
        status: post.status,
      }
    : { festivalId: '', postName: '', postStartDate: startDay, postEndDate: startDay, status: true };

  const festivals = choices.data?.festivalChoices ?? [];
  const fields: readonly FormField<FestivalPostFormValues>[] = [
    {
      name: 'festivalId',
      label: t('Festival'),
      type: 'custom',
      required: true,
      helperText: t('Active festivals; choosing one fills the post name'),
      render: ({ id, value, setValue, setValues, intent, invalid, askDiscard }) => (
        <FestivalSuggest
          id={id}
          choices={festivals}
          value={typeof value === 'string' ? value : ''}
          fallbackName={post?.festivalName}
          loading={choices.loading}
          intent={intent}
          invalid={invalid}
          onEscapeWithText={askDiscard}
          onChange={(festival) => {
            setValue(festival.id);
            setValues({ postName: festival.festivalName });
          }}
        />
      ),
    },
    { name: 'postName', label: t('Post Name'), required: true, autoComplete: 'off' },
    {
      name: 'postStartDate',
      label: t('Start Date'),
      type: 'custom',
      required: true,
      // Not before today, unless the post already started then (issue 21.4).
      validate: (value) => (typeof value === 'string' && pastDayRefusal(value, '', post) === START_IN_PAST ? t(START_IN_PAST) : undefined),
      render: ({ id, value, setValue, setValues, values, intent, invalid }) => (
        <DayInput
          id={id}
          value={typeof value === 'string' ? value : ''}
          minDay={post && post.postStartDate < today ? undefined : today}
          intent={intent}
          invalid={invalid}
          required
          onChange={(day) => {
            setValue(day);
            // Keep the range whole: a start after the end moves the end along.
            if (day && values.postEndDate && values.postEndDate < day) setValues({ postEndDate: day });
          }}
        />
      ),
    },
    {
      name: 'postEndDate',
      label: t('End Date'),
      type: 'custom',
      required: true,
      helperText: t('The last day the post shows (not before the start)'),
      // The calendar greys out earlier days, but a typed day is taken as typed.
      validate: (value, values) =>
        typeof value === 'string' && value && values.postStartDate && value < values.postStartDate
          ? t(END_BEFORE_START)
          : typeof value === 'string' && pastDayRefusal('', value, post) === END_IN_PAST
            ? t(END_IN_PAST)
            : undefined,
      render: ({ id, value, setValue, values, intent, invalid }) => (
        <DayInput
          id={id}
          value={typeof value === 'string' ? value : ''}
          minDay={
            [values.postStartDate, post && post.postEndDate < today ? '' : today].reduce((latest, day) => (day > latest ? day : latest), '') ||
            undefined
          }
          intent={intent}
          invalid={invalid}
          required
          onChange={setValue}
        />
      ),
    },
    { name: 'status', label: t('Status'), type: 'select', required: true, options: STATUS_OPTIONS },
  ];

  const save = async (values: FestivalPostFormValues) => {
    const input = {
      festivalId: values.festivalId,
      postName: values.postName.trim(),
      postStartDate: values.postStartDate,
      postEndDate: values.postEndDate,
      status: values.status === true,
    };
    const saved = post ? await updatePost({ input: { id: post.id, ...input } }) : await createPost({ input });
    if (saved) onChanged();
    return Boolean(saved);
  };

  return (
    <>
      <FormDialog
        isOpen={isOpen}
        mode={mode}
        entityName={t('Festival Post')}
        history={post ? { entityKind: 'FestivalPost', entityId: post.id } : undefined}
        fields={fields}
        initialValues={initialValues}
        validate={validatePost}
        onSubmit={save}
        onClose={onClose}
        secondaryActions={
          post && (
            <Button
              intent={Intent.DANGER}
              variant="minimal"
              icon="trash"
              text={t('Delete Festival Post')}
              onClick={() => setConfirmingDelete(true)}
            />
          )
        }
      />
      <ConfirmDialog
        isOpen={confirmingDelete}
        toTrash
        details={post ? t('This moves {name} to the Trash.', { name: `'${post.postName}'` }) : undefined}
        onConfirm={async () => {
          if (!post) return;
          const deleted = await deletePost({ id: post.id });
          if (deleted) {
            onChanged();
            onClose();
          }
        }}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
