import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_PHOTOS_TEXTS as T } from '@restora/shared/domain/conversations';
import { PhotoAttach, useMessagePhotos } from './photo-attach';

function Harness() {
  const state = useMessagePhotos('/api/conversations/7/photos');
  return (
    <>
      <PhotoAttach state={state} />
      <output data-testid="state">{`${state.ids.join(',')}|${state.busy}|${state.items.length}`}</output>
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;

const photo = (id: number) => ({
  id,
  width: 1000,
  height: 750,
  sizes: [{ width: 480, height: 360, avif: `/a/${id}.avif`, webp: `/a/${id}.webp` }],
});
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotoAttach', () => {
  it('uploads each chosen photo to the thread, keeps the stored ids, and takes one out again', async () => {
    let n = 0;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(photo(++n)), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(T.add), [file('a.jpg'), file('b.jpg')]);
    await waitFor(() => expect(state()).toBe('1,2|false|2'));
    expect(fetchMock.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual([
      '/api/conversations/7/photos',
      '/api/conversations/7/photos',
    ]);
    await user.click(screen.getByRole('button', { name: `${T.remove} 1` }));
    expect(state()).toBe('2|false|1');
  });

  it('refuses more than four and shows the server’s refusal of a file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'validation_failed', message: 'Not a photo' } }), {
            status: 400,
          }),
      ),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(T.add),
      [1, 2, 3, 4, 5].map((i) => file(`${i}.jpg`)),
    );
    expect(await screen.findByText('Not a photo')).toBeTruthy();
    await waitFor(() => expect(state()).toBe('|false|0'));
  });
});
