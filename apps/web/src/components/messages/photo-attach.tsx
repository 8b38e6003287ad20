import { useId, useRef, useState } from 'react';
import type { MessagePhoto } from '@restora/shared/contracts/conversations';
import { MESSAGE_PHOTOS_MAX, MESSAGE_PHOTOS_TEXTS as T } from '@restora/shared/domain/conversations';
import { PHOTO_ACCEPT } from '@restora/shared/domain/photo-rules';
import { FieldError } from '@/components/ui/field-error';
import { postFile } from '@/lib/post-file';

// Photos added to a reply (docs/decisions/conversations.md, "Photos in messages"): each file is sent to the
// thread's photo address as soon as it is chosen, and the reply carries the ids of those that arrived.

type Item = { key: number; url: string; photo: MessagePhoto | null };

/** The reply's photos: adding uploads at once; `ids` are those stored, `busy` while any is on its way. */
export function useMessagePhotos(uploadUrl: string) {
  const [items, setItems] = useState<Item[]>([]);
  const [error, setError] = useState<string | null>(null);
  const next = useRef(0);

  const add = (files: File[]) => {
    setError(null);
    const room = MESSAGE_PHOTOS_MAX - items.length;
    if (files.length > room) setError(T.tooMany);
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = next.current++;
      const url = URL.createObjectURL(file);
      setItems((list) => [...list, { key, url, photo: null }]);
      postFile<MessagePhoto>(uploadUrl, file).then(
        (photo) => setItems((list) => list.map((it) => (it.key === key ? { ...it, photo } : it))),
        (e: unknown) => {
          URL.revokeObjectURL(url);
          setItems((list) => list.filter((it) => it.key !== key));
          setError(e instanceof Error ? e.message : String(e));
        },
      );
    }
  };
  const remove = (key: number) =>
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((it) => it.key !== key);
    });
  const clear = () => {
    for (const it of items) URL.revokeObjectURL(it.url);
    setItems([]);
    setError(null);
  };
  return {
    items,
    error,
    add,
    remove,
    clear,
    ids: items.flatMap((it) => (it.photo ? [it.photo.id] : [])),
    busy: items.some((it) => !it.photo),
  };
}

/** The "Add photos" control and the chosen photos' thumbnails, each with a button to take it out. */
export function PhotoAttach({ state }: { state: ReturnType<typeof useMessagePhotos> }) {
  const id = useId();
  const full = state.items.length >= MESSAGE_PHOTOS_MAX;
  return (
    <div className="grid gap-2">
      {state.items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
          {state.items.map((it, i) => (
            <li key={it.key} className="relative">
              <img
                src={it.url}
                alt={T.photoAlt(i + 1)}
                className={`h-20 w-24 rounded-md border border-sand-200 object-cover ${it.photo ? '' : 'opacity-50'}`}
              />
              {it.photo ? null : (
                <span className="absolute inset-x-0 bottom-1 text-center text-xs font-medium">
                  {T.uploading}
                </span>
              )}
              <button
                type="button"
                onClick={() => state.remove(it.key)}
                aria-label={`${T.remove} ${i + 1}`}
                className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-sand-900 text-xs text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center rounded-md border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-sand-800 hover:bg-sand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600 ${full ? 'pointer-events-none opacity-50' : ''}`}
        >
          {T.add}
          <input
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={full}
            className="sr-only"
            aria-describedby={state.error ? `${id}-error` : undefined}
            onChange={(e) => {
              state.add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </label>
        <span className="ml-2 text-xs text-sand-600">
          {state.items.length} / {MESSAGE_PHOTOS_MAX}
        </span>
      </div>
      <FieldError id={`${id}-error`} message={state.error ?? undefined} />
    </div>
  );
}
