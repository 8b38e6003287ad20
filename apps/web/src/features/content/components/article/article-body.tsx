import Markdown, { type Components } from 'react-markdown';

// Reading styles for the Markdown body: one measure (~65ch), generous line-height, calm headings.
const components: Components = {
  h2: ({ node: _node, ...props }) => <h2 className="mt-12 text-2xl font-semibold sm:text-3xl" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-8 text-xl font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-5" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-primary-500" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-primary-600" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-ink" {...props} />,
  em: ({ node: _node, ...props }) => <em className="italic" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a
      className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-900"
      {...props}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-6 border-l-4 border-primary-200 pl-5 italic text-sand-700" {...props} />
  ),
  hr: () => <hr className="my-10 border-sand-200" />,
};

/** The article's Markdown, rendered without raw HTML (DECISIONS: articles are Markdown without HTML). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div
      className="article-body max-w-[65ch] text-lg leading-8 text-sand-800 [&>*:first-child]:mt-0"
      data-testid="article-body"
    >
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
