import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadLink } from './uploadLink';

/** Records what the link sends and answers like graphql-upload's server would. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
  body?: FormData;
  status = 200;
  responseText = '';
  readyState = 0;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.responseText = JSON.stringify({ data: { createSlider: { __typename: 'Slider', id: 's1' } } });
    this.readyState = 4;
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
  static DONE = 4;
}

const CREATE = gql`
  mutation UploadLinkTestCreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {
    createSlider(input: $input, sliderImage: $sliderImage) {
      id
    }
  }
`;

describe('upload link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  it('sends a GraphQL multipart request with the variables under "variables" and the files mapped to their places', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const client = new ApolloClient({
      link: ApolloLink.from([createUploadLink('/graphql'), new HttpLink({ uri: '/graphql' })]),
      cache: new InMemoryCache(),
    });
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    const onUploadProgress = vi.fn();
    const result = await client.mutate({
      mutation: CREATE,
      variables: { input: { sliderName: 'Diwali' }, sliderImage: file },
      context: { onUploadProgress },
    });

    expect(result.data).toEqual({ createSlider: { __typename: 'Slider', id: 's1' } });
    const [request] = FakeXhr.sent;
    expect(request.headers['apollo-require-preflight']).toBe('true');
    const operations = JSON.parse(request.body!.get('operations') as string);
    expect(operations.operationName).toBe('UploadLinkTestCreateSlider');
    expect(operations.variables).toEqual({ input: { sliderName: 'Diwali' }, sliderImage: null });
    expect(JSON.parse(request.body!.get('map') as string)).toEqual({ 0: ['variables.sliderImage'] });
    expect((request.body!.get('0') as File).name).toBe('banner.png');
    expect(onUploadProgress).toHaveBeenCalledWith({ loaded: 50, total: 100, fraction: 0.5 });
  });
});
