import { useId, useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, ImagePlus, Loader2, XCircle } from 'lucide-react';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { cn } from '@/lib/cn';
import { uploadPlacePhoto, type PhotoPlaceRef } from '../api/place-photos';

type Upload = {
  key: number;
  name: string;
  state: 'waiting' | 'uploading' | 'added' | 'refused';
  message?: string;
};

const stateText = {
  waiting: 'Waiting',
  uploading: 'Uploading…',
  added: 'Added',
  refused: 'Not added',
} as const;

/**
 * Adds photos by file picker or drag and drop, several at once. They go up one after another (a 12 MP
 * photo takes the server about a second), each with its state, and a refused one with the server's reason.
 */
export function PhotoUploader({
  place,
  room,
  onUploaded,
}: {
  place: PhotoPlaceRef;
  /** How many more photos the place takes. */
  room: number;
  onUploaded: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const queue = useRef(Promise.resolve());

  const update = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const add = (files: File[]) => {
    for (const file of files) {
      const key = ++counter.current;
      setUploads((list) => [...list, { key, name: file.name, state: 'waiting' }]);
      queue.current = queue.current.then(async () => {
        // Refused here without sending 10 MB for nothing; the server checks again.
        if (file.size > PHOTO_MAX_BYTES)
          return update(key, { state: 'refused', message: PHOTO_TEXTS.tooLarge });
        update(key, { state: 'uploading' });
        try {
          await uploadPlacePhoto(place, file);
          update(key, { state: 'added' });
          onUploaded();
        } catch (error) {
          update(key, { state: 'refused', message: (error as Error).message });
        }
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-4">
      <h2 id={`${inputId}-title`} className="text-xl font-semibold">
        Add photos
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cn(
          'grid justify-items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed px-4 py-8 text-center',
          dragging ? 'border-primary-600 bg-primary-50' : 'border-sand-300 bg-white',
        )}
      >
        <ImagePlus className="size-8 text-primary-700" aria-hidden />
        <p className="text-sand-800">Drop photos here, or</p>
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center rounded-full bg-primary-700 px-5 text-sm font-medium text-white hover:bg-primary-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600"
        >
          Choose photos
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            aria-describedby={hintId}
            disabled={room <= 0}
            className="sr-only"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="max-w-md text-sm text-sand-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB each and at least 800 px wide.{' '}
          {room > 0 ? `Room for ${room} more.` : 'This place has its 20 photos: delete one to add another.'}
        </p>
      </div>
      {uploads.length ? (
        <ul aria-label="Uploads" className="grid gap-2">
          {uploads.map((u) => (
            <li
              key={u.key}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm"
            >
              {u.state === 'added' ? (
                <CheckCircle2 className="size-5 text-primary-700" aria-hidden />
              ) : u.state === 'refused' ? (
                <XCircle className="size-5 text-danger" aria-hidden />
              ) : (
                <Loader2
                  className="size-5 animate-spin text-sand-600 motion-reduce:animate-none"
                  aria-hidden
                />
              )}
              <p className="min-w-0">
                <span className="block truncate font-medium">{u.name}</span>
                <span
                  className={cn('block', u.state === 'refused' ? 'text-danger' : 'text-sand-700')}
                  role={u.state === 'refused' ? 'alert' : undefined}
                >
                  {stateText[u.state]}
                  {u.message ? `: ${u.message}` : ''}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
