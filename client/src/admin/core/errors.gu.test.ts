import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { messageFromError } from './errors';
import { applyLanguage } from './i18n/i18n';

/** Issue 29.3: a refusal in the member's language, by the server's stable code; English stays the spec's. */
function graphqlRefusal(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

function restRefusal(body: Record<string, unknown>) {
  return new ServerError('Bad Request', { response: new Response(null, { status: 400 }), bodyText: JSON.stringify(body) });
}

describe('refusals in the chosen language', () => {
  afterEach(() => applyLanguage('en'));

  it('keeps the English message in English, word for word', () => {
    const error = graphqlRefusal('Category Name is required', {
      code: 'BAD_USER_INPUT',
      messageCode: 'field_required',
      messageParams: { label: 'Category Name' },
    });
    expect(messageFromError(error, 'Failed to create category')).toBe('Category Name is required');
  });

  it('says a GraphQL and a REST refusal in Gujarati by their code, with the field named in Gujarati', async () => {
    await applyLanguage('gu');
    const error = graphqlRefusal('Category Name is required', {
      code: 'BAD_USER_INPUT',
      messageCode: 'field_required',
      messageParams: { label: 'Category Name' },
    });
    const gujarati = messageFromError(error, 'Failed to create category');
    expect(gujarati).not.toBe('Category Name is required');
    expect(gujarati).toMatch(/[\u0A80-\u0AFF]/);
    expect(gujarati).not.toMatch(/Category Name/);
    const rest = messageFromError(
      restRefusal({ message: 'Category Name is required', messageCode: 'field_required', messageParams: { label: 'Category Name' } }),
      'x',
    );
    expect(rest).toBe(gujarati);
  });

  it('falls back to the message when the code is unknown, and translates the call’s own fallback', async () => {
    await applyLanguage('gu');
    expect(messageFromError(graphqlRefusal('Something new', { messageCode: 'not_in_this_build' }), 'x')).toBe('Something new');
    const fallback = messageFromError(new Error('Failed to fetch'), 'Failed to create category');
    expect(fallback).not.toBe('Failed to create category');
    expect(fallback).toMatch(/[\u0A80-\u0AFF]/);
  });
});
