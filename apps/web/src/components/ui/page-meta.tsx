type PageMetaProps = { title: string; description?: string };

const SITE = 'Restora';

/** React 19 hoists <title> and <meta> into the document head. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title === SITE ? SITE : `${title} · ${SITE}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
